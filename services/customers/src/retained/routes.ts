import type { Hono } from 'hono';
import {
  IdParams, RetainedListQuery, RetainedRecordPdfQuery, RetentionSettingsBody, minRetentionYears, type RetainedRecord,
  type RetainedRecordFile, type RetainedRecordFileSource, type RetainedRecordSection, type RetainedRecordSource, type RetainedRecordSubject,
} from '@tunne/contracts';
import {
  AppError, changedFields, noSecurityLog, noSettingsChangeLog, ok, readBody, readParams, readQuery, recordRequestEvent, tenancyOf,
  type AuthEnv, type Database, type Principal, type SecurityLog, type SettingsChangeLog,
} from '@tunne/platform';
import { retainedRecordPdf } from './pdf.ts';
import {
  getRetainedCustomer, getRetainedSummary, getRetentionSettings, listRetained, readRetained, retainedAudit, retainedSections,
  saveRetentionSettings,
} from './repo.ts';

export interface RetainedRecordDeps {
  db: Database;
  securityLog?: SecurityLog;
  /** Where the admin's changes of the retention period are audited (section 'archiving'); none when absent. */
  settingsChanges?: SettingsChangeLog;
  /** The parts other services keep (alerts, sanction queries, risk), wired by the gateway. */
  sources?: readonly RetainedRecordSource[];
  /** The files other services keep with the record (outbound: documents, drawn signatures, signed PDFs), for its PDF. */
  fileSources?: readonly RetainedRecordFileSource[];
}

/** The path the browser opens for a record's PDF (a temporary token in ?jwt=, see app.ts). */
export const retainedPdfPath = /^\/api\/v2\.5\/admin\/customers\/retained\/[0-9a-f-]{36}\/pdf$/;

const notFound = () => new AppError('NOT_FOUND', 'No such retained record');

/**
 * Retained records (admins only; the /api/v2.5/admin/customers/* middleware requires an admin): the list with deletion
 * dates, one record as JSON or as a PDF for an inspector, and the organisation's retention period.
 */
export const retainedRecordRoutes = (app: Hono<AuthEnv>, deps: RetainedRecordDeps): void => {
  const { db } = deps;
  const securityLog = deps.securityLog ?? noSecurityLog;

  const readRecord = async (principal: Principal, id: string): Promise<RetainedRecord & { subject: RetainedRecordSubject }> => {
    const own = await db.tx(tenancyOf(principal), async (tx) => {
      await readRetained(tx);
      const summary = await getRetainedSummary(tx, id);
      if (!summary) throw notFound();
      const customer = (await getRetainedCustomer(tx, id))!;
      return { summary, customer, sections: await retainedSections(tx, id), audit: await retainedAudit(tx, id) };
    });
    // Outside the transaction: the sources open their own (the embedded database has one connection).
    const names = [own.customer.name, ...own.sections.filter((s) => s.key !== 'bankaccounts' && s.key !== 'todos' && s.key !== 'tasks' && s.key !== 'tags' && s.key !== 'todofiles' && s.key !== 'reviews')
      .flatMap((s) => s.entries.map((e) => e.title))].filter((name) => name.length > 0);
    const subject = { organisationsId: principal.organisationsId, customersId: id, names: [...new Set(names)] };
    const more: RetainedRecordSection[] = [];
    for (const source of deps.sources ?? []) more.push(...(await source(subject)));
    return { ...own, sections: [...own.sections, ...more], subject };
  };

  const readFiles = async (subject: RetainedRecordSubject): Promise<RetainedRecordFile[]> => {
    const files: RetainedRecordFile[] = [];
    for (const source of deps.fileSources ?? []) files.push(...(await source(subject)));
    return files;
  };

  app.get('/api/v2.5/admin/customers/retained', async (c) => {
    const { page = 1, size = 50, name } = readQuery(c, RetainedListQuery);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await readRetained(tx);
      return listRetained(tx, page, size, name);
    }));
  });

  app.get('/api/v2.5/admin/customers/retention', async (c) =>
    ok(c, await db.tx(tenancyOf(c.get('principal')), getRetentionSettings)));

  app.put('/api/v2.5/admin/customers/retention', async (c) => {
    const body = await readBody(c, RetentionSettingsBody);
    const reason = body.reason?.trim() || null;
    // Longer than the law's minimum needs a reason (the organisation must be able to justify keeping personal data).
    if (body.retention_years > minRetentionYears && !reason) {
      throw new AppError('RETENTION_REASON_MISSING', 'A reason is required for a retention period over five years', 'reason');
    }
    const principal = c.get('principal');
    const { before, after } = await db.tx(tenancyOf(principal), async (tx) => ({
      before: await getRetentionSettings(tx), after: await saveRetentionSettings(tx, body.retention_years, reason),
    }));
    const changed = changedFields({ ...before }, { ...after }, { ignore: ['updated_at'] });
    if (changed) {
      await (deps.settingsChanges ?? noSettingsChangeLog).record({
        organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'archiving', entity: 'retention', action: 'update', ...changed,
      });
    }
    return ok(c, after);
  });

  app.get('/api/v2.5/admin/customers/retained/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const { subject: _subject, ...record } = await readRecord(principal, id);
    // Reading a retained record is a read of personal data kept for the law: in the security log (issue 25 §6).
    await recordRequestEvent(securityLog, c, principal, 'read.retained_record', { customers_id: id });
    return ok(c, record satisfies RetainedRecord);
  });

  app.get('/api/v2.5/admin/customers/retained/:id/pdf', async (c) => {
    const { id } = readParams(c, IdParams);
    const { lang = 'fi' } = readQuery(c, RetainedRecordPdfQuery);
    const principal = c.get('principal');
    const record = await readRecord(principal, id);
    const files = await readFiles(record.subject);
    await recordRequestEvent(securityLog, c, principal, 'download.retained_record_pdf', { customers_id: id, files: files.length });
    const bytes = await retainedRecordPdf({ ...record, files, language: lang });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="retained-record-${id}.pdf"`,
      'cache-control': 'no-store',
    });
  });
};
