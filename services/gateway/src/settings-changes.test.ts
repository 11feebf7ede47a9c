import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type PriceList, type SettingsChangePage } from '@tunne/contracts';
import { priceAmountsFromEnv } from '@tunne/customers';
import { json, startTestGateway, type TestGateway } from './test-support.ts';

// Issue 15 through the gateway: the other services' settings changes reach identity's change log (GET admin/changes),
// and the outbound test mail and the price list get what the gateway wires (identity's users, the operator's prices).

let gateway: TestGateway;
let app: TestGateway['app'];
let outbox: TestGateway['outbox'];
let session: TestGateway['session'];

beforeAll(async () => {
  gateway = await startTestGateway({ prices: priceAmountsFromEnv({ PRICE_LIST: '{"tiers":[3],"items":{"identification":2}}' }) });
  ({ app, outbox, session } = gateway);
}, 60_000);
afterAll(() => gateway?.t.stop());

describe('settings changes of the other services', () => {
  it('an outbound settings change appears in the Changes list with who, old and new', async () => {
    const headers = await session(demoUsers.admin.email);
    const saved = await app.request('/api/v2.5/admin/organizations/outbound', {
      method: 'PUT', headers, body: JSON.stringify({ outbound_email_name: 'Demo Asiakaspalvelu', public_countdown_seconds: 15 }),
    });
    expect(saved.status).toBe(200);
    const page = (await json<SettingsChangePage>(await app.request('/api/v2.5/admin/changes', { headers }))).data!;
    const email = page.items.find((c) => c.section === 'email' && c.entity === 'outbound_settings')!;
    expect(email).toMatchObject({
      users_id: demoUsers.admin.id, user_name: demoUsers.admin.name, action: 'update',
      before: { outbound_email_name: null }, after: { outbound_email_name: 'Demo Asiakaspalvelu' },
    });
    expect(page.items.find((c) => c.section === 'public')).toMatchObject({ before: { public_countdown_seconds: 10 }, after: { public_countdown_seconds: 15 } });
    // Only the organisation's admins see it.
    expect((await app.request('/api/v2.5/admin/changes', { headers: await session(demoUsers.user.email) })).status).toBe(403);
  });

  it('sends the test mail to the calling admin\'s own address as the organisation', async () => {
    const headers = await session(demoUsers.admin.email);
    const answer = await app.request('/api/v2.5/admin/organizations/outbound/testmail', { method: 'POST', headers });
    expect((await json<{ status: boolean }>(answer)).data).toEqual({ status: true });
    expect(outbox.mails[0]).toMatchObject({ to: [demoUsers.admin.email], from: 'Demo Asiakaspalvelu' });
  });

  it('answers the operator\'s prices', async () => {
    const list = (await json<PriceList>(await app.request('/api/v2.5/user/prices', { headers: await session(demoUsers.own.email) }))).data!;
    expect(list.tiers[0]!.monthly_per_customer).toBe(3);
    expect(list.items.find((i) => i.item === 'identification')!.price).toBe(2);
    expect(list.customer_count).toBeGreaterThan(0);
  });
});
