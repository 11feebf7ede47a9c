import type {
  CustomerImportProgress, CustomerImportResult, CustomerImportRowError, CustomerType,
} from '@tunne/contracts';
import { tenancyOf, type Database, type Principal, type Tx } from '@tunne/platform';
import type { CustomerValues } from '../repo/customers.ts';
import type { ColumnsByField } from './mapping.ts';
import type { ImportTable } from './read-file.ts';
import { findExistingDuplicates, insertCustomers } from './repo.ts';
import { rowValues } from './row-values.ts';

/** Rows per progress step, per duplicate look-up and per INSERT statement (~25 parameters a row). */
export const importChunk = 1000;
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

type Candidate = { row: number; values: CustomerValues & { type: CustomerType } };

const identityKeys = (values: Candidate['values']): string[] => {
  const keys = [`name:${(values.name as string).toLowerCase()}`];
  if (values.type === 'business' && typeof values.businessid === 'string') keys.push(`businessid:${values.businessid}`);
  if (values.type === 'person' && typeof values.ssn === 'string') keys.push(`ssn:${values.ssn}`);
  return keys;
};

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / importChunk) }, (_, i) => items.slice(i * importChunk, (i + 1) * importChunk));

/** Checks every row, the duplicates within the file and against the organisation, then writes all or nothing. */
export const runImport = async (db: Database, principal: Principal, request: ImportRequest, onProgress: OnProgress): Promise<CustomerImportResult> => {
  const { table, byField } = request;
  const total = table.rows.length;
  const errors: CustomerImportRowError[] = [];
  let candidates: Candidate[] = [];
  let skipped = 0;

  // 1. Each row on its own.
  for (const [chunkIndex, rows] of chunks(table.rows).entries()) {
    rows.forEach((cells, i) => {
      const row = chunkIndex * importChunk + i + 1;
      const outcome = rowValues(cells, row, byField, table.columns, request.typeDefault);
      if (outcome.values) candidates.push({ row, values: outcome.values });
      else errors.push(...outcome.errors);
    });
    await onProgress({ phase: 'validate', progress: Math.min((chunkIndex + 1) * importChunk, total), total });
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

  const result = await db.tx(tenancyOf(principal), async (tx: Tx) => {
    // 3. Duplicates of existing customers, in the same transaction as the insert.
    const fresh: Candidate[] = [];
    let checked = 0;
    for (const group of chunks(candidates)) {
      const duplicates = await findExistingDuplicates(tx, group.map(({ values }) => ({
        type: values.type,
        name: values.name as string,
        businessid: (values.businessid as string | null | undefined) ?? null,
        ssn: (values.ssn as string | null | undefined) ?? null,
      })), principal.restrictiontype === 'NONE');
      group.forEach((candidate, i) => {
        const found = duplicates.get(i);
        if (!found) fresh.push(candidate);
        else if (request.skipDuplicates) skipped += 1;
        else {
          const shown = found.slice(0, 3);
          const what = shown.map((d) => `${d.name} (${d.reason})`).join(', ');
          errors.push({ row: candidate.row, code: 'DUPLICATE_CUSTOMER', message: `Already a customer: ${what}`, existing: shown.map((d) => d.name) });
        }
      });
      checked += group.length;
      await onProgress({ phase: 'duplicates', progress: checked, total: candidates.length });
    }
    if (errors.length > 0 || request.dryRun) return { imported: errors.length > 0 && !request.dryRun ? 0 : fresh.length };

    // 4. All rows, every one with the same columns, owned by the caller.
    const columns = [...new Set(['type', 'users_id', ...fresh.flatMap(({ values }) => Object.keys(values))])];
    let imported = 0;
    for (const group of chunks(fresh)) {
      const rows = group.map(({ values }) => Object.fromEntries(columns.map((column) => [column, values[column] ?? null])) as CustomerValues);
      for (const row of rows) row.users_id = principal.usersId;
      imported += await insertCustomers(tx, columns, rows);
      await onProgress({ phase: 'insert', progress: imported, total: fresh.length });
    }
    return { imported };
  });

  errors.sort((a, b) => a.row - b.row);
  return {
    imported: errors.length > 0 && !request.dryRun ? 0 : result.imported,
    skipped,
    errors: errors.slice(0, importErrorsListed),
    error_count: errors.length,
    dry_run: request.dryRun,
  };
};
