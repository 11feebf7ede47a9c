import type { Hono } from 'hono';
import { AuditShowBody, IdParams } from '@tunne/contracts';
import {
  AppError, noSecurityLog, ok, readBody, readParams, recordRequestEvent, tenancyOf, type AuthEnv, type Database, type SecurityLog,
} from '@tunne/platform';
import { revealAuditEntry } from '../repo/audit.ts';
import { archiveState } from '../repo/customers.ts';
import { notVisible } from './visible.ts';

/**
 * The audit trail masks identity codes (GET …/audit, archive.ts). Showing one entry's codes in full is an explicit
 * action: an admin whose restriction is NONE asks for it, and the security log records who, when and which entry.
 */
export const auditRoutes = (app: Hono<AuthEnv>, db: Database, securityLog: SecurityLog = noSecurityLog): void => {
  app.post('/api/v2.5/user/customers/:id/audit/show', async (c) => {
    const principal = c.get('principal');
    if (!principal.isAdmin) throw new AppError('FORBIDDEN', 'Administrator rights required');
    if (principal.restrictiontype !== 'NONE') throw new AppError('FORBIDDEN', 'Showing identity codes needs unrestricted access to customers');
    const { id } = readParams(c, IdParams);
    const { audit_id: auditId } = await readBody(c, AuditShowBody);
    const entry = await db.tx(tenancyOf(principal), async (tx) => {
      if (!(await archiveState(tx, id))) throw await notVisible(tx, id);
      return revealAuditEntry(tx, id, auditId);
    });
    if (!entry) throw new AppError('NOT_FOUND', 'Not found');
    // After the transaction: the security log writes in its own (the embedded database has one connection).
    await recordRequestEvent(securityLog, c, principal, 'audit.identity_code_shown', {
      customers_id: id,
      audit_id: entry.id,
      audit_table: entry.table_name,
      ...(entry.record_id ? { record_id: entry.record_id } : {}),
    });
    return ok(c, entry);
  });
};
