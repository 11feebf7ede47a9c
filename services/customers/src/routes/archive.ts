import type { Hono } from 'hono';
import { IdParams, PageQuery, type OrganisationSettingsPort } from '@tunne/contracts';
import { AppError, ok, readParams, readQuery, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';
import { listAudit } from '../repo/audit.ts';
import { archiveCustomer, archiveState, deleteCustomer, getCustomer, restoreCustomer } from '../repo/customers.ts';
import { notVisible } from './visible.ts';

/** Without identity's settings (the customers service's own tests) an archived customer is kept this long. */
const defaultArchiveDays = 30;

const frozen = () => new AppError('CUSTOMER_FROZEN', 'The customer is frozen: it cannot be archived or deleted until the freeze is lifted');

/** Archive (restorable until removes_at), restore, permanent deletion (admin) and the audit trail (admin). */
export const archiveRoutes = (app: Hono<AuthEnv>, db: Database, organisations?: OrganisationSettingsPort): void => {
  app.delete('/api/v2.5/user/customers/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    // Asked before the transaction: the port runs its own (the embedded database has one connection).
    const days = organisations ? await organisations.archiveDays(principal.organisationsId) : defaultArchiveDays;
    const customer = await db.tx(tenancyOf(principal), async (tx) => {
      const state = await archiveState(tx, id);
      if (!state) throw await notVisible(tx, id);
      // Spec §4: archiving is refused while monitoring is on.
      if (state.is_monitored) throw new AppError('MONITORING_ON', 'Archiving is not possible while monitoring is on');
      if (state.is_frozen) throw frozen();
      await archiveCustomer(tx, id, days);
      return getCustomer(tx, id);
    });
    return ok(c, customer);
  });

  app.post('/api/v2.5/user/customers/:id/restore', async (c) => {
    const { id } = readParams(c, IdParams);
    const customer = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      const state = await archiveState(tx, id);
      if (!state) throw await notVisible(tx, id);
      if (!state.is_removed) throw new AppError('NOT_ARCHIVED', 'The customer is not archived');
      if (state.expired) throw new AppError('RESTORE_EXPIRED', 'The archive time has passed');
      await restoreCustomer(tx, id);
      return getCustomer(tx, id);
    });
    return ok(c, customer);
  });

  app.delete('/api/v2.5/admin/customers/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      // A frozen customer stays in the register until a second admin approved the lift (issue 25 §1).
      if ((await archiveState(tx, id))?.is_frozen) throw frozen();
      if (!(await deleteCustomer(tx, id))) throw await notVisible(tx, id);
    });
    return ok(c, null);
  });

  app.get('/api/v2.5/user/customers/:id/audit', async (c) => {
    if (!c.get('principal').isAdmin) throw new AppError('FORBIDDEN', 'Administrator rights required');
    const { id } = readParams(c, IdParams);
    const { page = 1, size = 50 } = readQuery(c, PageQuery);
    const trail = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      if (!(await archiveState(tx, id))) throw await notVisible(tx, id);
      return listAudit(tx, id, page, size);
    });
    return ok(c, trail);
  });
};
