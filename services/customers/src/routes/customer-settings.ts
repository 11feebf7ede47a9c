import type { Hono } from 'hono';
import {
  CustomerDomainBody, CustomerKycclockBody, CustomerMonitorsBody, CustomerTeamBody, CustomerUserBody, IdParams,
} from '@tunne/contracts';
import { readDateInput } from '../date-input.ts';
import { AppError, ok, readBody, readParams, tenancyOf, type AuthEnv, type Database, type Tx } from '@tunne/platform';
import { readCustomerBody } from '../customer-values.ts';
import { checkOwnerChoice, checkTeamChoice, type CustomerDirectory } from '../directory.ts';
import { getCustomer, handOver, listDomains, setKycclock, updateCustomer, type CustomerValues } from '../repo/customers.ts';
import { checkClockMayStop, checkReviewDate } from '../review-cycle.ts';
import { requireVisible, restricted } from './visible.ts';

/** Owner user (admin), team, domain, KYC clock and monitoring: one field group each, as the card's dialogs. */
export const customerSettingsRoutes = (app: Hono<AuthEnv>, db: Database, directory?: CustomerDirectory): void => {
  // A new owner or team may take the customer out of the caller's sight; then the answer is null, not an error.
  const change = (tenancy: ReturnType<typeof tenancyOf>, id: string, fn: (tx: Tx) => Promise<boolean>) =>
    db.tx(tenancy, async (tx) => {
      await requireVisible(tx, id);
      if (!(await fn(tx))) throw restricted();
      return getCustomer(tx, id);
    });
  const set = (tenancy: ReturnType<typeof tenancyOf>, id: string, values: CustomerValues) =>
    change(tenancy, id, (tx) => updateCustomer(tx, id, values));

  app.put('/api/v2.5/admin/customers/:id/user', async (c) => {
    const { id } = readParams(c, IdParams);
    const { users_id: usersId } = await readBody(c, CustomerUserBody);
    const principal = c.get('principal');
    // Before the transaction: the directory is identity's (see CustomerDirectory).
    await checkOwnerChoice(directory, principal, usersId);
    return ok(c, await change(tenancyOf(principal), id, (tx) => handOver(tx, id, { users_id: usersId })));
  });

  app.put('/api/v2.5/user/customers/:id/team', async (c) => {
    const { id } = readParams(c, IdParams);
    const { teams_id: teamsId } = await readBody(c, CustomerTeamBody);
    const principal = c.get('principal');
    await checkTeamChoice(directory, principal, teamsId);
    return ok(c, await change(tenancyOf(principal), id, (tx) => handOver(tx, id, { teams_id: teamsId })));
  });

  app.put('/api/v2.5/user/customers/:id/domain', async (c) => {
    const { id } = readParams(c, IdParams);
    const { domain } = await readBody(c, CustomerDomainBody);
    return ok(c, await set(tenancyOf(c.get('principal')), id, { domain: domain?.trim() || null }));
  });

  app.get('/api/v2.5/user/domains', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), listDomains)));

  // Issue #11 §5 (AMLR art. 26): the clock follows the risk level; only an admin may stop it, with a reason (kept in
  // the audit trail), and no date may lie beyond the customer's review cycle.
  app.patch('/api/v2.5/user/customers/:id/kycclock', async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, CustomerKycclockBody);
    const principal = c.get('principal');
    const reason = body.kycclock_off_reason?.trim() ?? '';
    // A day; unix seconds (spec §7) and date-times from older clients are read as their Helsinki day.
    const alarmAt = body.kycclock_alarm_at === null ? null : readDateInput(body.kycclock_alarm_at, '/kycclock_alarm_at');
    if (!body.is_kycclock) {
      if (!principal.isAdmin) throw new AppError('KYCCLOCK_OFF_ADMIN_ONLY', 'Only an admin may turn the KYC clock off');
      if (reason.length < 3) throw new AppError('KYCCLOCK_OFF_REASON_REQUIRED', 'Turning the KYC clock off needs a reason', '/kycclock_off_reason');
    }
    return ok(c, await change(tenancyOf(principal), id, async (tx) => {
      if (body.is_kycclock && alarmAt !== null) await checkReviewDate(tx, id, alarmAt);
      if (!body.is_kycclock) await checkClockMayStop(tx, id);
      return setKycclock(tx, id, principal.usersId, body.is_kycclock, alarmAt, body.is_kycclock ? null : reason);
    }));
  });

  app.patch('/api/v2.5/user/customers/:id/monitors', async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readCustomerBody(c, CustomerMonitorsBody);
    const emails = [...new Set(body.monitor_emails.map((email) => email.trim().toLowerCase()))];
    return ok(c, await set(tenancyOf(c.get('principal')), id, { is_monitored: body.is_monitored, monitor_emails: emails }));
  });
};
