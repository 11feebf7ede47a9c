// The yardstick of issue 12 §9: a bare Hono app doing the database work of two authenticated reads and nothing else.
// Per request: the bearer JWT verified with jose (same algorithm, issuer and audience as the platform's token service),
// then ONE postgres.js transaction (sql.begin) as the app role with the tenancy set by set_config, in which the session
// check (identity's own principal query, so revocation is as immediate as in the real app) and the endpoint's own query
// (identity's getUser, customers' getCustomer: the same SQL the services run) are pipelined (execute(): postgres.js sends
// a query when first awaited, so the settings are sent explicitly before the queries that need them).
// Env: PORT, DATABASE_URL (owner URL; the app role tunne_app is used, as by the gateway), JWT_SECRET.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { jwtVerify } from 'jose';
import postgres from 'postgres';
import { tsImport } from 'tsx/esm/api';

const { readPrincipalRow, principalOf } = await tsImport('../../services/identity/src/auth/principal.ts', import.meta.url);
const { getUser } = await tsImport('../../services/identity/src/repo/users.ts', import.meta.url);
const { getCustomer } = await tsImport('../../services/customers/src/repo/customers.ts', import.meta.url);

const appUrl = new URL(process.env.DATABASE_URL);
appUrl.username = 'tunne_app';
appUrl.password = '';
// The gateway's pool: 10 connections, named prepared statements.
const sql = postgres(appUrl.toString(), { max: 10, prepare: true, onnotice: () => undefined });
const key = new TextEncoder().encode(process.env.JWT_SECRET);

const claimsOf = async (c) => {
  const token = c.req.header('authorization')?.slice('Bearer '.length) ?? '';
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'tunne', audience: 'tunne-api' });
  if (payload.typ !== 'session') throw new Error('not a session token');
  return { sub: payload.sub, org: payload.org, sid: payload.sid, typ: payload.typ };
};

const app = new Hono();
app.get('/api/v3/users/current', async (c) => {
  const claims = await claimsOf(c);
  const user = await sql.begin(async (tx) => {
    const [, row, found] = await Promise.all([
      tx`select set_config('app.organisations_id', ${claims.org}, true), set_config('app.users_id', ${claims.sub}, true)`.execute(),
      readPrincipalRow(tx, claims),
      getUser(tx, claims.sub),
    ]);
    principalOf(claims, row);
    return found;
  });
  return c.json({ status: true, data: user, errors: [] });
});
app.get('/api/v2.5/user/customers/:id', async (c) => {
  const claims = await claimsOf(c);
  const customer = await sql.begin(async (tx) => {
    const [, row] = await Promise.all([
      tx`select set_config('app.organisations_id', ${claims.org}, true)`.execute(),
      readPrincipalRow(tx, claims),
    ]);
    // The restriction the row-level security applies comes from the check: set before the customer is read.
    const principal = principalOf(claims, row);
    const [, found] = await Promise.all([
      tx`select set_config('app.users_id', ${principal.usersId}, true), set_config('app.restrictiontype', ${principal.restrictiontype}, true),
        set_config('app.teams_ids', ${principal.teamIds.join(',')}, true)`.execute(),
      getCustomer(tx, c.req.param('id')),
    ]);
    return found;
  });
  return customer ? c.json({ status: true, data: customer, errors: [] }) : c.json({ status: false, data: null, errors: [] }, 404);
});
app.onError((error, c) => {
  process.stderr.write(`yardstick: ${error.stack}\n`);
  return c.json({ status: false, data: null, errors: [] }, 500);
});
app.get('/healthz', (c) => c.json({ ok: true }));

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
