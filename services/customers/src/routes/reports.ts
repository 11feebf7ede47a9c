import type { Hono } from 'hono';
import { IdParams, type CustomerLink, type CustomerUniqueEmails } from '@tunne/contracts';
import { ok, readParams, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';
import { requireCustomer } from '../related/repo/customer.ts';
import { listLinkedCustomers } from '../related/repo/linked-customers.ts';
import { customerEmails, distinctEmails, organisationReport, tasksOverview } from '../repo/reports.ts';
import { notVisible } from './visible.ts';

/**
 * Read-only look-ups: a customer's e-mail addresses and links, the task follow-up and the home screen's report.
 * Registered before the customer routes: `/customers/tasks-overview` must not reach `/customers/:id`.
 */
export const reportRoutes = (app: Hono<AuthEnv>, db: Database): void => {
  app.get('/api/v2.5/user/customers/tasks-overview', async (c) =>
    ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => tasksOverview(tx))));

  app.get('/api/v2.5/user/customers/:id/unique-emails', async (c) => {
    const { id } = readParams(c, IdParams);
    const emails = await db.tx(tenancyOf(c.get('principal')), async (tx): Promise<CustomerUniqueEmails> => {
      const row = await customerEmails(tx, id);
      if (!row) throw await notVisible(tx, id);
      return distinctEmails([row.email, row.contact_email, ...row.monitor_emails]);
    });
    return ok(c, emails);
  });

  app.get('/api/v2.5/user/customers/:id/links', async (c) => {
    const { id } = readParams(c, IdParams);
    const links = await db.tx(tenancyOf(c.get('principal')), async (tx): Promise<CustomerLink[]> => {
      await requireCustomer(tx, id);
      return listLinkedCustomers(tx, id);
    });
    return ok(c, links);
  });

  app.get('/api/v2.5/user/reports', async (c) => {
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), (tx) => organisationReport(tx, principal.usersId)));
  });
};
