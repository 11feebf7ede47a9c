import type { Hono, MiddlewareHandler } from 'hono';
import { IdParams, RelatedRowParams } from '@tunne/contracts';
import { AppError, check, ok, readBody, readParams, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';
import { checkPepFunction } from '../../routes/pep-functions.ts';
import { requireCustomer } from '../repo/customer.ts';
import { deleteRecord, getRecord, insertRecord, listRecords, recordKinds, updateRecord } from '../repo/records.ts';

const notFound = () => new AppError('NOT_FOUND', 'Not found');

/** Owners, actual beneficiaries, PEPs, responsible persons and bank accounts of a customer. */
export const recordRoutes = (app: Hono<AuthEnv>, db: Database, auth: MiddlewareHandler<AuthEnv>): void => {
  for (const kind of recordKinds) {
    const base = `/api/v2.5/user/customers/:id/${kind.path}`;

    app.get(base, auth, async (c) => {
      const { id } = readParams(c, IdParams);
      const rows = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
        await requireCustomer(tx, id);
        return listRecords(tx, kind, id);
      });
      return ok(c, rows);
    });

    app.post(base, auth, async (c) => {
      const { id } = readParams(c, IdParams);
      const body = await readBody(c, kind.createBody);
      const row = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
        const customer = await requireCustomer(tx, id);
        if (kind.path === 'peps') await checkPepFunction(tx, (body as { function?: unknown }).function);
        return insertRecord(tx, kind, id, kind.prepare(body as Record<string, unknown>, customer));
      });
      return ok(c, row, 201);
    });

    app.put(`${base}/:rowId`, auth, async (c) => {
      const { id, rowId } = readParams(c, RelatedRowParams);
      const change = await readBody(c, kind.updateBody);
      const row = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
        const customer = await requireCustomer(tx, id);
        const stored = await getRecord<Record<string, unknown>>(tx, kind, id, rowId);
        if (!stored) throw notFound();
        // The change is partial: the rules apply to the record as it will be stored.
        const merged = { ...stored, ...(change as Record<string, unknown>) };
        if (kind.path === 'peps') await checkPepFunction(tx, merged.function, stored.function);
        const { id: _id, customers_id: _customer, users_id: _user, created_at: _created, ...record } = merged;
        return updateRecord(tx, kind, id, rowId, kind.prepare(check(kind.createBody, record) as Record<string, unknown>, customer));
      });
      return ok(c, row);
    });

    app.delete(`${base}/:rowId`, auth, async (c) => {
      const { id, rowId } = readParams(c, RelatedRowParams);
      await db.tx(tenancyOf(c.get('principal')), async (tx) => {
        await requireCustomer(tx, id);
        if (!(await deleteRecord(tx, kind, id, rowId))) throw notFound();
      });
      return ok(c, null);
    });
  }
};
