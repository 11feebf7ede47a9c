import { randomUUID } from 'node:crypto';
import type {
  CustomerImportProgress, CustomerImportResult, CustomerImportRowError, CustomerType,
} from '@tunne/contracts';
import { backgroundPacer, backgroundPacing, log, tenancyOf, type Database, type Principal } from '@tunne/platform';
import type { CustomerValues } from '../repo/customers.ts';
import { clearImportRows, writeImportEvents } from './finish-imports.ts';
import type { ColumnsByField } from './mapping.ts';
import type { ImportTable } from './read-file.ts';
import {
  createImport, discardImport, findExistingDuplicates, insertCustomers, lateDuplicates, publishImport, touchImport,
  type LateDuplicate,
} from './repo.ts';
import { rowValues } from './row-values.ts';

/** Rows per progress line (the NDJSON stream's steps). */
export const importChunk = 1000;
/**
 * Rows per transaction. The embedded database serves one query at a time, so every other request waits for the
 * transaction running (embedded-availability.test.ts): a staged INSERT costs some 0.2–0.4 ms a row there (indexes,
 * the trigram index, the audit trigger), a duplicate look-up far less. Between two the import yields to other people's
 * requests and rests in proportion to its work (backgroundPacer; it runs inside its own request, which is not waited
 * for).
 */
export const stagedSlice = 50;
export const checkedSlice = 250;
/** Errors listed in the answer; `error_count` tells how many there were. */
export const importErrorsListed = 1000;

export interface ImportRequest {
  table: ImportTable;
  byField: ColumnsByField;
  typeDefault: CustomerType;
  skipDuplicates: boolean;
  dryRun: boolean;
}

export type OnProgress = (progress: CustomerImportProgress) => Promise<void>;

/**
 * Test seam for the all-or-nothing guarantee (services/security embedded-availability.test.ts): called after each staged
 * slice is committed, outside any transaction. A throw there fails the import half-way; a promise that never settles
 * is a process that stopped there. Never set outside tests.
 */
export const importFaults: { afterStagedSlice?: (staged: number, total: number) => Promise<void> } = {};

type Candidate = { row: number; values: CustomerValues & { type: CustomerType } };

const identityKeys = (values: Candidate['values']): string[] => {
  const keys = [`name:${(values.name as string).toLowerCase()}`];
  if (values.type === 'business' && typeof values.businessid === 'string') keys.push(`businessid:${values.businessid}`);
  if (values.type === 'person' && typeof values.ssn === 'string') keys.push(`ssn:${values.ssn}`);
  return keys;
};

const slices = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Lets the requests that queued meanwhile (HTTP and database) go first. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Reports progress at every importChunk rows and at the end, from a loop that advances by slices. */
const progressReporter = (phase: CustomerImportProgress['phase'], total: number, onProgress: OnProgress) => {
  let reported = 0;
  return async (done: number): Promise<void> => {
    if (Math.floor(done / importChunk) > Math.floor(reported / importChunk) || (done === total && reported < total)) {
      reported = done;
      await onProgress({ phase, progress: done, total });
    }
  };
};

const duplicateError = (row: number, found: readonly { name: string; reason: string }[]): CustomerImportRowError => {
  const shown = found.slice(0, 3);
  const what = shown.map((d) => `${d.name} (${d.reason})`).join(', ');
  return { row, code: 'DUPLICATE_CUSTOMER', message: `Already a customer: ${what}`, existing: shown.map((d) => d.name) };
};

/**
 * Checks every row, the duplicates within the file and against the organisation, then writes all or nothing.
 *
 * No transaction is long (finding 8 of issue 10): the rows are compared with the register and then staged in slices,
 * each its own transaction, hidden from every query while the import is not published (migration 00012).
 * Publishing is one short transaction under the organisation's duplicate lock, which first compares the staged rows
 * with what was created or changed meanwhile. A failure at any point leaves the rows hidden; they are deleted here, or
 * by the cleanup (finishImports) when the process died.
 */
export const runImport = async (db: Database, principal: Principal, request: ImportRequest, onProgress: OnProgress): Promise<CustomerImportResult> => {
  const { table, byField } = request;
  const tenancy = tenancyOf(principal);
  const total = table.rows.length;
  const errors: CustomerImportRowError[] = [];
  let candidates: Candidate[] = [];
  let skipped = 0;

  // 1. Each row on its own (CPU only; the event loop is given back every slice).
  const validated = progressReporter('validate', total, onProgress);
  for (let start = 0; start < total; start += checkedSlice) {
    table.rows.slice(start, start + checkedSlice).forEach((cells, i) => {
      const row = start + i + 1;
      const outcome = rowValues(cells, row, byField, table.columns, request.typeDefault);
      if (outcome.values) candidates.push({ row, values: outcome.values });
      else errors.push(...outcome.errors);
    });
    await validated(Math.min(start + checkedSlice, total));
    await yieldToEventLoop();
  }

  // 2. Duplicates within the file: the first row stays, later ones repeat it.
  const firstRow = new Map<string, number>();
  candidates = candidates.filter(({ row, values }) => {
    const keys = identityKeys(values);
    const earlier = keys.map((key) => firstRow.get(key)).find((r) => r !== undefined);
    if (earlier === undefined) {
      for (const key of keys) firstRow.set(key, row);
      return true;
    }
    if (request.skipDuplicates) skipped += 1;
    else errors.push({ row, code: 'DUPLICATE_CUSTOMER', message: `Same customer as row ${earlier}`, same_as_row: earlier });
    return false;
  });

  const finish = (imported: number): CustomerImportResult => {
    errors.sort((a, b) => a.row - b.row);
    return {
      imported: errors.length > 0 && !request.dryRun ? 0 : imported,
      skipped,
      errors: errors.slice(0, importErrorsListed),
      error_count: errors.length,
      dry_run: request.dryRun,
    };
  };

  // The import exists from before its duplicate checks: publishing compares with everything changed since.
  const writes = errors.length === 0 && !request.dryRun && candidates.length > 0;
  const importsId = writes ? await db.tx(tenancy, createImport) : null;
  try {
    // 3. Duplicates of existing customers, a slice per transaction.
    const fresh: Candidate[] = [];
    const pace = backgroundPacer({ ...backgroundPacing, ownRequests: 1 });
    const compared = progressReporter('duplicates', candidates.length, onProgress);
    let checked = 0;
    for (const group of slices(candidates, checkedSlice)) {
      const duplicates = await db.tx(tenancy, (tx) => findExistingDuplicates(tx, group.map(({ values }) => ({
        type: values.type,
        name: values.name as string,
        businessid: (values.businessid as string | null | undefined) ?? null,
        ssn: (values.ssn as string | null | undefined) ?? null,
      })), principal.restrictiontype === 'NONE'));
      group.forEach((candidate, i) => {
        const found = duplicates.get(i);
        if (!found) fresh.push(candidate);
        else if (request.skipDuplicates) skipped += 1;
        else errors.push(duplicateError(candidate.row, found));
      });
      checked += group.length;
      await compared(checked);
      await pace();
    }
    if (importsId === null || errors.length > 0 || fresh.length === 0) {
      if (importsId !== null) {
        await db.tx(tenancy, (tx) => discardImport(tx, importsId));
        await clearImportRows(db, principal.organisationsId, importsId);
      }
      return finish(fresh.length);
    }

    // 4. Staged, hidden: every row with the same columns, owned by the caller.
    const columns = [...new Set(['id', 'imports_id', 'type', 'users_id', ...fresh.flatMap(({ values }) => Object.keys(values))])];
    const rowOf = new Map<string, number>();
    const inserted = progressReporter('insert', fresh.length, onProgress);
    let staged = 0;
    for (const group of slices(fresh, stagedSlice)) {
      const rows = group.map(({ row, values }) => {
        const id = randomUUID();
        rowOf.set(id, row);
        const full: CustomerValues = { ...values, id, imports_id: importsId, users_id: principal.usersId };
        return Object.fromEntries(columns.map((column) => [column, full[column] ?? null])) as CustomerValues;
      });
      await db.tx(tenancy, async (tx) => {
        if (!(await touchImport(tx, importsId))) throw new Error('import abandoned while it ran');
        staged += await insertCustomers(tx, columns, rows);
      });
      await importFaults.afterStagedSlice?.(staged, fresh.length);
      await inserted(staged);
      await pace();
    }

    // 5. Published in one short transaction, unless a customer created meanwhile repeats a row.
    const late = await db.tx(tenancy, async (tx): Promise<LateDuplicate[]> => {
      const found = await lateDuplicates(tx, importsId);
      if (found.length > 0 && !request.skipDuplicates) return found;
      if (!(await publishImport(tx, importsId, [...new Set(found.map((d) => d.row_id))]))) throw new Error('import abandoned while it ran');
      return found;
    });
    const lateRows = new Map<string, LateDuplicate[]>();
    for (const duplicate of late) lateRows.set(duplicate.row_id, [...(lateRows.get(duplicate.row_id) ?? []), duplicate]);
    if (late.length > 0 && !request.skipDuplicates) {
      for (const [rowId, found] of lateRows) errors.push(duplicateError(rowOf.get(rowId) ?? 0, found));
      await db.tx(tenancy, (tx) => discardImport(tx, importsId));
      await clearImportRows(db, principal.organisationsId, importsId);
      return finish(0);
    }
    skipped += lateRows.size;

    // 6. Published: the customer events (screening, risk), in slices. What a failure or crash leaves is written by
    // the cleanup job (finishImports); the import itself stands.
    await writeImportEvents(db, principal.organisationsId, importsId)
      .catch((error: unknown) => log.warn('import events left for the cleanup', { error: error instanceof Error ? error.message : 'unknown' }));
    return finish(staged - lateRows.size);
  } catch (error) {
    if (importsId !== null) {
      // Hidden until cleared; a failure here is left to the cleanup job.
      await db.tx(tenancy, (tx) => discardImport(tx, importsId))
        .then(() => clearImportRows(db, principal.organisationsId, importsId))
        .catch((cleanup: unknown) => log.warn('failed import left for the cleanup', { error: cleanup instanceof Error ? cleanup.message : 'unknown' }));
    }
    throw error;
  }
};
