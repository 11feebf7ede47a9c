import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoOrganisations, demoPassword, listSources, type CustomerListItem, type CustomerSummary, type Envelope, type Page, type User } from '@tunne/contracts';
import { createOutboxSmsProvider, createSmtpMailer, createTokenService, DevOutbox, startSmtpSink, type SmtpSink } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { allMigrations, seedDemo } from './boot.ts';
import { Hono } from 'hono';
import { createGateway, mountServices, servicePorts, servicesOf } from './gateway.ts';

let t: TestDatabase;
let sink: SmtpSink;
let app: ReturnType<typeof createGateway>;
const outbox = new DevOutbox();

const fakeFrontend = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'tunne-gw-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Tunne</title><div id="root"></div>');
  writeFileSync(join(root, 'shell', 'dist', 'main.0123456789abcdef.js'), 'console.log(1)');
  writeFileSync(join(root, 'shell', 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"></svg>');
  // Two built remotes, each with the descriptor its build writes from its own src/remote.json, and one whose build
  // wrote no descriptor (not listed); mf-risk was not built.
  const remote = (folder: string, descriptor: object | null) => {
    mkdirSync(join(root, folder, 'dist'), { recursive: true });
    writeFileSync(join(root, folder, 'dist', 'mf-manifest.json'), JSON.stringify({ id: folder.replace('-', '_') }));
    if (descriptor) writeFileSync(join(root, folder, 'dist', 'remote.json'), JSON.stringify(descriptor));
  };
  remote('mf-customers', {
    name: 'mf_customers',
    namespace: 'customers',
    routes: ['/customers', '/removedcustomers', '/todos', '/tasks'],
    add: [
      { key: 'business', path: '/customers/new?type=business' },
      { key: 'person', path: '/customers/new?type=person' },
      { key: 'import', path: '/customers/import' },
      { key: 'lead', path: '/customers/leads/new' },
    ],
  });
  remote('mf-alerts', { name: 'mf_alerts', namespace: 'alerts', routes: ['/alerts', '/queries'], add: [{ key: 'query', path: '/queries?new=1' }], cardSections: ['alerts'] });
  remote('mf-half', null);
  return root;
};

beforeAll(async () => {
  t = await createTestDatabase(allMigrations);
  await seedDemo(t.db);
  sink = await startSmtpSink(outbox);
  app = createGateway({
    db: t.db,
    tokens: createTokenService({ secret: 'g'.repeat(40) }),
    mailer: createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' }),
    sms: createOutboxSmsProvider(outbox),
    publicUrl: 'http://tunne.test',
    outbox,
    frontendRoot: fakeFrontend(),
  });
}, 60_000);
afterAll(async () => {
  await sink?.stop();
  await t?.stop();
});

const json = async <T>(response: Response) => (await response.json()) as Envelope<T>;
/** What @hono/node-server hands the app for a caller on this machine. */
const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

describe('gateway', () => {
  it('routes a login and then the customers service with the same token', async () => {
    const login = await app.request('/api/v2.5/user/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user-own@example.com', password: demoPassword }),
    });
    expect(login.status).toBe(200);
    const { jwt } = (await json<{ jwt: string }>(login)).data!;
    const me = await json<User>(await app.request('/api/v3/users/current', { headers: { 'x-access-token': jwt } }));
    expect(me.data!.email).toBe('user-own@example.com');
    const list = await json<Page<CustomerSummary>>(
      await app.request('/api/v2.5/user/customers?size=100', { headers: { authorization: `Bearer ${jwt}` } }),
    );
    expect(list.data!.items.length).toBeGreaterThan(0);
    expect(list.data!.items.every((c) => c.users_id === me.data!.id)).toBe(true);
  });

  it('archives a customer for the organisation\'s archive days, which the customers service asks identity for', async () => {
    await t.db.owner`update identity.organisations set remove_archive_days = 7 where id = ${demoOrganisations.demo.id}`;
    const login = await app.request('/api/v2.5/user/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: demoPassword }),
    });
    const headers = { authorization: `Bearer ${(await json<{ jwt: string }>(login)).data!.jwt}` };
    const list = await json<Page<CustomerListItem>>(await app.request('/api/v2.5/user/customers?size=100', { headers }));
    // The last one: the other tests take the first.
    const customer = list.data!.items.filter((c) => !c.is_monitored).at(-1)!;
    const archived = await app.request(`/api/v2.5/user/customers/${customer.id}`, { method: 'DELETE', headers });
    expect(archived.status).toBe(200);
    const removesAt = Date.parse((await json<{ removes_at: string }>(archived)).data!.removes_at);
    expect(Math.abs(removesAt - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    await t.db.owner`update identity.organisations set remove_archive_days = 30 where id = ${demoOrganisations.demo.id}`;
  });

  it('answers unknown API paths with the envelope and 404', async () => {
    const response = await app.request('/api/v2.5/user/nothing-here');
    expect(response.status).toBe(404);
    expect((await json(response)).errors[0]!.code).toBe('NOT_FOUND');
  });

  it('sends every route a service registers to that service: the services own their paths, the gateway mounts them', async () => {
    const services = servicesOf(app);
    expect(services.map((s) => s.name)).toEqual(['risk', 'alerts', 'outbound', 'customers', 'identity', 'public']);
    const probe = new Hono();
    mountServices(probe, services.map((s) => ({ ...s, app: new Hono().all('*', (c) => c.text(s.name)) })));
    const misrouted: string[] = [];
    for (const service of services) {
      for (const route of service.app.routes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))) {
        const path = route.path.replace(/:[^/]+/g, '6b1f1d0e-3c39-4c3e-9f1a-2d2f4c5e6a7b');
        const owner = await (await probe.request(path, { method: route.method })).text();
        if (owner !== service.name) misrouted.push(`${route.method} ${route.path} → ${owner || 'nobody'}`);
      }
    }
    expect(misrouted).toEqual([]);
    // A pattern covers its own path and what lies below it, nothing that merely starts like it.
    const owners = await Promise.all(['/api/v3/users', '/api/v3/users/', '/api/v3/usersx', '/api/v2.5/user/customers/x/alertsx']
      .map(async (path) => (await probe.request(path)).status === 404 ? 'nobody' : (await probe.request(path)).text()));
    expect(owners).toEqual(['identity', 'identity', 'nobody', 'customers']);
  });

  it('routes a customer\'s requests to the outbound service; the mailed link opens through the outbound ports', async () => {
    const login = await app.request('/api/v2.5/user/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: demoPassword }),
    });
    const headers = { authorization: `Bearer ${(await json<{ jwt: string }>(login)).data!.jwt}`, 'content-type': 'application/json' };
    const list = await json<Page<CustomerListItem>>(await app.request('/api/v2.5/user/customers?size=5', { headers }));
    const customer = list.data!.items[0]!.id;
    const created = await app.request(`/api/v2.5/user/customers/${customer}/requests`, {
      method: 'POST', headers, body: JSON.stringify({ email: 'gateway-recipient@example.com', ask_owners: true }),
    });
    expect(created.status).toBe(201);
    const { id } = (await json<{ id: string }>(created)).data!;
    expect((await app.request(`/api/v2.5/user/requests/${id}/send`, { method: 'POST', headers })).status).toBe(200);
    const mail = await outbox.waitFor(() => outbox.mails.find((m) => m.to.includes('gateway-recipient@example.com')));
    const token = /#([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const ports = servicePorts(t.db, { mailer: { send: async () => undefined }, sms: null, publicUrl: 'http://tunne.test' });
    const view = await ports.outbound!.requests.view({ organisationsId: demoOrganisations.demo.id, customersId: customer, id, token });
    expect(view).toMatchObject({ id, asks: { ask_owners: true } });
    const pending = await json<Page<{ id: string }>>(await app.request('/api/v2.5/user/pending', { headers }));
    expect(pending.data!.items.map((i) => i.id)).toContain(id);
  });

  it('answers a path under a service\'s prefix that it has no route for with the same envelope and 404', async () => {
    const login = await app.request('/api/v2.5/user/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: demoPassword }),
    });
    const headers = { authorization: `Bearer ${(await json<{ jwt: string }>(login)).data!.jwt}` };
    for (const path of ['/api/v2.5/user/customers/a/b/c/d', '/api/v2.5/user/customers/a/riskanswers/b/c', '/api/v3/users/nothing-here']) {
      const response = await app.request(path, { headers });
      expect([path, response.status, (await json(response)).errors[0]!.code]).toEqual([path, 404, 'NOT_FOUND']);
    }
  });

  it('serves the remotes manifest assembled from the built remotes\' own descriptors', async () => {
    const response = await app.request('/app/remotes.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      remotes: [
        {
          name: 'mf_alerts',
          entry: '/app/remotes/mf-alerts/mf-manifest.json',
          routes: ['/alerts', '/queries'],
          add: [{ key: 'query', path: '/queries?new=1' }],
          cardSections: ['alerts'],
        },
        {
          name: 'mf_customers',
          entry: '/app/remotes/mf-customers/mf-manifest.json',
          routes: ['/customers', '/removedcustomers', '/todos', '/tasks'],
          add: [
            { key: 'business', path: '/customers/new?type=business' },
            { key: 'person', path: '/customers/new?type=person' },
            { key: 'import', path: '/customers/import' },
            { key: 'lead', path: '/customers/leads/new' },
          ],
        },
      ],
    });
  });

  it('routes alerts, queries and a customer\'s alerts to the alerts service', async () => {
    const login = await app.request('/api/v2.5/user/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: demoPassword }),
    });
    const { jwt } = (await json<{ jwt: string }>(login)).data!;
    const headers = { authorization: `Bearer ${jwt}` };
    const list = await app.request('/api/v2.5/user/customers?size=1', { headers });
    const customerId = (await json<Page<CustomerSummary>>(list)).data!.items[0]!.id;
    const alerts = await app.request('/api/v2.5/user/alerts?view=open', { headers });
    expect(alerts.status).toBe(200);
    expect((await json<Page<unknown>>(alerts)).data).toMatchObject({ total: 0, page: 1 });
    const customerAlerts = await app.request(`/api/v2.5/user/customers/${customerId}/alerts`, { headers });
    expect((await json<Page<unknown>>(customerAlerts)).data).toMatchObject({ items: [], total: 0 });
    const queries = await app.request('/api/v2.5/user/queries', { headers });
    expect((await json<Page<unknown>>(queries)).data).toMatchObject({ items: [] });
    // No list is stored in this database: a query says so instead of answering "no matches".
    const query = await app.request('/api/v2.5/user/queries', {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query: 'Test', entityType: 'PERSON' }),
    });
    expect(query.status).toBe(503);
    const lists = await app.request('/api/v2.5/admin/lists', { headers });
    expect((await json<unknown[]>(lists)).data).toHaveLength(listSources.length);
  });

  it('refuses alerts and queries to an organisation that does not use them (use_alerts, use_queries off)', async () => {
    const login = await app.request('/api/v2.5/user/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@toinen.example.com', password: demoPassword }),
    });
    const { jwt } = (await json<{ jwt: string }>(login)).data!;
    const headers = { authorization: `Bearer ${jwt}` };
    for (const path of ['/api/v2.5/user/alerts', '/api/v2.5/user/queries', '/api/v2.5/admin/alerts/settings']) {
      const response = await app.request(path, { headers });
      expect(response.status, path).toBe(403);
      expect((await json(response)).errors[0]!.code).toBe('FORBIDDEN');
    }
    const customers = await app.request('/api/v2.5/user/customers?size=1', { headers });
    expect(customers.status).toBe(200);
  });

  it('serves the shell for deep links and hashed assets with a long cache', async () => {
    const deep = await app.request('/app/customers/123');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const asset = await app.request('/app/main.0123456789abcdef.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const remote = await app.request('/app/remotes/mf-customers/mf-manifest.json');
    expect(await remote.json()).toEqual({ id: 'mf_customers' });
    expect((await app.request('/app/missing.js')).status).toBe(404);
  });

  it('answers /favicon.ico with the shell\'s SVG icon, which the shell links as /app/favicon.svg', async () => {
    for (const path of ['/favicon.ico', '/app/favicon.svg']) {
      const icon = await app.request(path);
      expect(icon.status, path).toBe(200);
      expect(icon.headers.get('content-type'), path).toMatch(/^image\/svg\+xml\b/);
      expect(await icon.text(), path).toMatch(/^<svg /);
    }
    expect((await app.request('/favicon.ico', { method: 'HEAD' })).status).toBe(200);
  });

  it('shows mail that went through the SMTP sink on the dev mailbox page', async () => {
    await app.request('/api/v2.5/user/auth/forgot', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@example.com' }),
    });
    const mail = await outbox.waitFor(() => outbox.mails.find((m) => m.to.includes('user@example.com')));
    expect(mail.text).toContain('http://tunne.test/app/reset?token=');
    const page = await (await app.request('/dev/mailbox', {}, loopback)).text();
    expect(page).toContain('user@example.com');
    expect(page).toContain('<a href="http://tunne.test/app/reset?token=');
  });
});

describe('dev url token', () => {
  it('hands out a URL token that logs in once through PUT /auth', async () => {
    const token = await json<{ jwt: string }>(
      await app.request('/api/dev/url-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'user@example.com' }) }, loopback),
    );
    const exchange = (jwt: string) =>
      app.request('/api/v2.5/user/auth', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jwt }) });
    const first = await exchange(token.data!.jwt);
    expect(first.status).toBe(200);
    expect((await json<{ jwt: string }>(first)).data!.jwt).toBeTruthy();
    expect((await exchange(token.data!.jwt)).status).toBeGreaterThanOrEqual(400);
  });
});

describe('dev routes', () => {
  const tokenRequest = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com' }) };

  it('answer 404 to a caller that is not on this machine', async () => {
    const remote = { incoming: { socket: { remoteAddress: '192.0.2.10' } } };
    expect((await app.request('/api/dev/url-token', tokenRequest, remote)).status).toBe(404);
    expect((await app.request('/api/dev/outbox', {}, remote)).status).toBe(404);
    expect((await app.request('/dev/mailbox', {}, remote)).status).toBe(404);
    // No socket at all (an adapter that does not say who is calling) is not loopback either.
    expect((await app.request('/api/dev/outbox')).status).toBe(404);
  });

  it('answer 404 to a request a proxy forwarded, even over loopback', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const forwarded = await app.request('/api/dev/url-token', { ...tokenRequest, headers: { ...tokenRequest.headers, [header]: '127.0.0.1' } }, loopback);
      expect(forwarded.status, header).toBe(404);
      expect((await json(forwarded)).data).toBeNull();
    }
  });

  it('are not mounted in production, whatever else is passed', async () => {
    const production = createGateway({
      db: t.db,
      tokens: createTokenService({ secret: 'g'.repeat(40) }),
      mailer: createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' }),
      sms: null,
      publicUrl: 'http://tunne.test',
      outbox,
      production: true,
    });
    for (const [path, init] of [['/api/dev/url-token', tokenRequest], ['/api/dev/outbox', {}], ['/dev/mailbox', {}]] as const) {
      const response = await production.request(path, init, loopback);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    }
  });
});
