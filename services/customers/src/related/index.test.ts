import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers } from '@tunne/contracts';
import { createServiceApp, createTokenService, requireAuth, type AuthEnv, type Mailer, type PrincipalResolver } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { customersMigrations } from '../index.ts';
import { seedCustomers } from '../seed.ts';
import { relatedRoutes } from './index.ts';
import { findActiveUser, principals, testCustomers } from './testing.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase([customersMigrations]);
  await seedCustomers(t.db);
}, 60_000);
afterAll(async () => t?.stop());

const unusedMailer: Mailer = { send: async () => { throw new Error('not in this test'); } };

describe('relatedRoutes mounted the way createCustomersApp mounts it', () => {
  it('resolves the caller once per request even when the app also runs auth on the customers prefix', async () => {
    let resolved = 0;
    const resolve: PrincipalResolver = async (claims) => {
      resolved += 1;
      return { ...principals[claims.sub]!, sessionId: claims.sid, tokenType: claims.typ };
    };
    const tokens = createTokenService({ secret: 'y'.repeat(40) });
    const auth = requireAuth({ tokens, resolve });
    const app = createServiceApp<AuthEnv>();
    app.use('/api/v2.5/user/customers/*', auth);
    relatedRoutes(app, { db: t.db, mailer: unusedMailer, publicUrl: 'http://tunne.test', findActiveUser }, auth);
    const jwt = await tokens.sign({ sub: demoUsers.admin.id, org: demoOrganisations.demo.id, typ: 'session', sid: crypto.randomUUID() });
    const headers = { authorization: `Bearer ${jwt}` };

    expect((await app.request(`/api/v2.5/user/customers/${testCustomers.own.id}/owners`, { headers })).status).toBe(200);
    expect(resolved).toBe(1);
    expect((await app.request('/api/v2.5/user/tasks', { headers })).status).toBe(200);
    expect(resolved).toBe(2);
    expect((await app.request('/api/v2.5/user/todos')).status).toBe(401);
    expect((await app.request('/api/v2.5/admin/tasks', { method: 'POST' })).status).toBe(401);
  });
});
