import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoOrganisations, demoPassword, type CustomerListItem, type Envelope, type OrganisationSettings, type Page, type PublicRequestView,
  type Request, type SettingsChangePage,
} from '@tunne/contracts';
import { createTokenService, DevOutbox, type Mailer } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { allMigrations, seedDemo } from './boot.ts';
import { createGateway } from './gateway.ts';

// The organisation's settings (issue 15) as the other services feel them, through the gateway: a use_* flag turned off
// closes that organisation's calls at once, the archive days decide a newly archived customer's removes_at, and the
// uploaded logo is on the recipient's page and served without a session.
const demo = demoOrganisations.demo.id;
let t: TestDatabase;
let app: ReturnType<typeof createGateway>;
const outbox = new DevOutbox();
const mailer: Mailer = { send: async (m) => outbox.addMail({ to: [m.to], from: 'no-reply@tunne.test', subject: m.subject, text: m.text, html: null }) };

beforeAll(async () => {
  t = await createTestDatabase(allMigrations);
  await seedDemo(t.db);
  await t.db.owner`update identity.organisations set use_requests_accept = false where id = ${demo}`;
  app = createGateway({ db: t.db, tokens: createTokenService({ secret: 's'.repeat(40) }), mailer, sms: null, publicUrl: 'http://tunne.test' });
}, 60_000);
afterAll(() => t?.stop());

const json = async <T>(response: Response) => (await response.json()) as Envelope<T>;
const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const settingsPath = '/api/v2.5/admin/organizations/my';

const headersOf = async (email: string) => {
  const login = await app.request('/api/v2.5/user/auth', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: demoPassword }),
  });
  return { authorization: `Bearer ${(await json<{ jwt: string }>(login)).data!.jwt}` };
};
const save = async (headers: Record<string, string>, body: object) => {
  const response = await app.request(settingsPath, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await json<OrganisationSettings>(response)).data!;
};

/** A small real greyscale PNG. */
const png = (): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 16, 0, 0, 0, 8, 8, 0, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(17 * 8, 0x80))), chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('organisation settings through the gateway', () => {
  it('turns alerts off for the admin\'s organisation only: its menu flag and its alerts calls go at once', async () => {
    const admin = await headersOf('admin@example.com');
    const user = await headersOf('user@example.com');
    const toinen = await headersOf('admin@toinen.example.com');
    await save(toinen, { use_alerts: true });
    expect((await app.request('/api/v2.5/user/alerts', { headers: toinen })).status).toBe(200);
    expect((await app.request('/api/v2.5/user/alerts', { headers: user })).status).toBe(200);

    expect((await save(admin, { use_alerts: false })).use_alerts).toBe(false);
    // The same session, no new login: the principal is read per request.
    const refused = await app.request('/api/v2.5/user/alerts', { headers: user });
    expect([refused.status, (await json(refused)).errors[0]!.code]).toEqual([403, 'FORBIDDEN']);
    expect((await app.request('/api/v2.5/admin/alerts/settings', { headers: admin })).status).toBe(403);
    const menu = await json<OrganisationSettings>(await app.request('/api/v2.5/user/organizations/my', { headers: user }));
    expect(menu.data!.use_alerts).toBe(false);
    expect((await app.request('/api/v2.5/user/alerts', { headers: toinen })).status).toBe(200);

    await save(admin, { use_alerts: true });
    expect((await app.request('/api/v2.5/user/alerts', { headers: user })).status).toBe(200);
    await save(toinen, { use_alerts: false });
  });

  it('archives a customer for the archive days just saved in settings, and audits the change (J.11)', async () => {
    const admin = await headersOf('admin@example.com');
    await save(admin, { remove_archive_days: 45 });
    const list = await json<Page<CustomerListItem>>(await app.request('/api/v2.5/user/customers?size=100', { headers: admin }));
    const customer = list.data!.items.filter((c) => !c.is_monitored).at(-1)!;
    const archived = await app.request(`/api/v2.5/user/customers/${customer.id}`, { method: 'DELETE', headers: admin });
    expect(archived.status).toBe(200);
    const removesAt = Date.parse((await json<{ removes_at: string }>(archived)).data!.removes_at);
    expect(Math.abs(removesAt - (Date.now() + 45 * 86_400_000))).toBeLessThan(60_000);
    const changes = await json<SettingsChangePage>(await app.request('/api/v2.5/admin/changes?section=archiving', { headers: admin }));
    expect(changes.data!.items[0]).toMatchObject({ section: 'archiving', before: { remove_archive_days: 30 }, after: { remove_archive_days: 45 } });
    await save(admin, { remove_archive_days: 30 });
  });

  it('shows the uploaded logo on the recipient\'s page; the logo is served without a session and kept in caches', async () => {
    const admin = await headersOf('admin@example.com');
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png())], 'logo.png', { type: 'image/png' }));
    const uploaded = await app.request(`${settingsPath}/logo`, { method: 'POST', headers: admin, body: form });
    expect(uploaded.status).toBe(200);
    const logoUrl = (await json<OrganisationSettings>(uploaded)).data!.logo_url!;

    const list = await json<Page<CustomerListItem>>(await app.request('/api/v2.5/user/customers?size=5', { headers: admin }));
    const customer = list.data!.items[0]!.id;
    const created = await app.request(`/api/v2.5/user/customers/${customer}/requests`, {
      method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'logo@example.com', ask_owners: true }),
    });
    const { id } = (await json<Request>(created)).data!;
    expect((await app.request(`/api/v2.5/user/requests/${id}/send`, { method: 'POST', headers: admin })).status).toBe(200);
    const token = /#([A-Za-z0-9_-]{43})/.exec(outbox.mails.find((m) => m.to.includes('logo@example.com'))!.text)![1]!;
    const page = await app.request(`/api/v2.5/public/requests/${demo}/${customer}/${id}`, { headers: { 'x-link-token': token } }, loopback);
    expect(page.status).toBe(200);
    expect((await json<PublicRequestView>(page)).data!.organisation).toMatchObject({ name: 'Demo Oy', logo_url: logoUrl });

    const logo = await app.request(logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer()).equals(png())).toBe(true);
    // An unknown key is a 404 that nobody stores.
    const unknown = await app.request(`/api/v2.5/public/logo?key=${'x'.repeat(32)}`);
    expect([unknown.status, unknown.headers.get('cache-control')]).toEqual([404, 'no-store']);
  });
});
