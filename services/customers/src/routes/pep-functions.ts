import type { Hono } from 'hono';
import { IdParams, PepFunctionBody, type PepFunction } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, tenancyOf, type AuthEnv, type Database, type SettingsChangeLog, type Tx } from '@tunne/platform';
import { recordRowChange } from '../settings-changes.ts';

/**
 * Issue 25 §8 (AMLR art. 42–46): the organisation's PEP function list — the national list of prominent public
 * functions. Every user reads it (the PEP form's choice); admins keep it, each change in the settings audit. A PEP
 * record keeps the function's name as chosen, so changing or removing an entry rewrites no record.
 */

const columns = (tx: Tx) => tx`id, name, description, created_at`;
type Row = Omit<PepFunction, 'created_at'> & { created_at: Date };
const toApi = (row: Row): PepFunction => ({ ...row, created_at: row.created_at.toISOString() });

export const listPepFunctions = async (tx: Tx): Promise<PepFunction[]> =>
  (await tx<Row[]>`select ${columns(tx)} from customers.pep_functions order by lower(name), id`).map(toApi);

const findPepFunction = async (tx: Tx, id: string): Promise<PepFunction | null> => {
  const [row] = await tx<Row[]>`select ${columns(tx)} from customers.pep_functions where id = ${id}`;
  return row ? toApi(row) : null;
};

/**
 * Refuses a PEP's function that is not on the organisation's list (PEP_FUNCTION_UNKNOWN). Only a new or changed
 * function is checked: a record saved before its entry left the list keeps it.
 */
export const checkPepFunction = async (tx: Tx, value: unknown, stored: unknown = null): Promise<void> => {
  if (typeof value !== 'string' || value.trim() === '' || value === stored) return;
  const [row] = await tx`select 1 from customers.pep_functions where lower(name) = lower(${value.trim()})`;
  if (!row) throw new AppError('PEP_FUNCTION_UNKNOWN', 'The function is not on the organisation\'s PEP function list', '/function');
};

const taken = (error: unknown): never => {
  if ((error as { code?: string }).code === '23505') {
    throw new AppError('PEP_FUNCTION_NAME_TAKEN', 'The list already has a function with this name', '/name');
  }
  throw error;
};

const notFound = () => new AppError('NOT_FOUND', 'PEP function not found');
const change = { section: 'riskscore', entity: 'pepfunction' } as const;
const values = (body: PepFunctionBody) => {
  const name = body.name.trim();
  if (!name) throw new AppError('MISSING_NAME', 'Name is required', '/name');
  return { name, description: body.description?.trim() || null };
};

export const pepFunctionRoutes = (app: Hono<AuthEnv>, db: Database, changes: SettingsChangeLog): void => {
  app.get('/api/v2.5/user/pepfunctions', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), listPepFunctions)));

  app.post('/api/v2.5/admin/pepfunctions', async (c) => {
    const row = values(await readBody(c, PepFunctionBody));
    const principal = c.get('principal');
    const created = await db.tx(tenancyOf(principal), async (tx) => {
      const [inserted] = await tx<Row[]>`insert into customers.pep_functions ${tx(row)} returning ${columns(tx)}`;
      return toApi(inserted!);
    }).catch(taken);
    await recordRowChange(changes, principal, change, null, created);
    return ok(c, created, 201);
  });

  app.put('/api/v2.5/admin/pepfunctions/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const row = values(await readBody(c, PepFunctionBody));
    const principal = c.get('principal');
    const { before, after } = await db.tx(tenancyOf(principal), async (tx) => {
      const found = await findPepFunction(tx, id);
      if (!found) throw notFound();
      const [updated] = await tx<Row[]>`update customers.pep_functions set ${tx(row)} where id = ${id} returning ${columns(tx)}`;
      return { before: found, after: toApi(updated!) };
    }).catch(taken);
    await recordRowChange(changes, principal, change, before, after);
    return ok(c, after);
  });

  app.delete('/api/v2.5/admin/pepfunctions/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const before = await db.tx(tenancyOf(principal), async (tx) => {
      const found = await findPepFunction(tx, id);
      if (!found) throw notFound();
      await tx`delete from customers.pep_functions where id = ${id}`;
      return found;
    });
    await recordRowChange(changes, principal, change, before, null);
    return ok(c, null);
  });
};
