import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoPassword, demoUsers, type Page, type SecurityEventEntry, type TokenResult } from '@tunne/contracts';
import { call, login, startSecurityGateway, type SecurityGateway } from './support.ts';

/**
 * Issue 10, "Beyond the findings": the security log records exports and downloads of personal data in every service
 * (who, when, from where) through the gateway, and never the secrets or identity codes that passed by.
 */
let g: SecurityGateway;
const socket = '203.0.113.40';
const secrets: string[] = [demoPassword];
let adminToken: string;
let ssn: string;

const temporary = async (): Promise<string> => {
  const answer = await call<TokenResult>(g.app, 'PUT', '/api/v2.5/user/auth', { token: adminToken, body: { lifetime: 60 }, socket });
  secrets.push(answer.body.data!.jwt);
  return answer.body.data!.jwt;
};
const download = async (path: string, query: Record<string, string> = {}) => {
  const params = new URLSearchParams({ jwt: await temporary(), ...query });
  const answer = await call(g.app, 'GET', `${path}?${params.toString()}`, { socket });
  expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
};
const events = async (type: string): Promise<SecurityEventEntry[]> =>
  (await call<Page<SecurityEventEntry>>(g.app, 'GET', `/api/v2.5/admin/securitylog?type=${type}`, { token: adminToken, socket })).body.data!.items;

beforeAll(async () => {
  g = await startSecurityGateway();
  adminToken = await login(g.app, demoUsers.admin.email, demoPassword, socket);
  secrets.push(adminToken);
  const [person] = await g.db.owner<{ ssn: string }[]>`select ssn from customers.customers where ssn is not null order by id limit 1`;
  ssn = person!.ssn;
  secrets.push(ssn);
});
afterAll(async () => g?.stop());

describe('security log through the gateway', () => {
  it('records the customer CSV and PDF exports by who and from where, not what was searched', async () => {
    await download('/api/v2.5/user/customers/csv', { name: ssn });
    await download('/api/v2.5/user/customers/pdf', { name: ssn });
    for (const type of ['export.customers_csv', 'export.customers_pdf']) {
      const [event] = await events(type);
      expect(event, type).toMatchObject({ users_id: demoUsers.admin.id, users_name: demoUsers.admin.name, address: socket });
    }
  });

  it('records a todo file download and a sanction query PDF', async () => {
    const [customer] = await g.db.owner<{ id: string }[]>`select id::text as id from customers.customers
      where organisations_id = ${demoOrganisations.demo.id} and not is_removed order by id limit 1`;
    const base = `/api/v2.5/user/customers/${customer!.id}/todos`;
    const todo = await call<{ id: string }>(g.app, 'POST', base, { token: adminToken, socket, body: { name: 'Pyydä ote', responsible_users_id: demoUsers.admin.id } });
    expect(todo.status, todo.text).toBe(201);
    const form = new FormData();
    form.append('file', new File(['Liitteen teksti\n'], 'liite.txt', { type: 'text/plain' }));
    const uploaded = await call<{ files: { id: string }[] }>(g.app, 'POST', `${base}/${todo.body.data!.id}/files`, { token: adminToken, socket, rawBody: form });
    expect(uploaded.status, uploaded.text).toBe(201);
    const filesId = uploaded.body.data!.files[0]!.id;
    await download(`${base}/${todo.body.data!.id}/files/${filesId}`);
    const [file] = await events('download.todo_file');
    expect(file).toMatchObject({ users_id: demoUsers.admin.id, address: socket });
    expect(file!.details).toEqual({ customers_id: customer!.id, todos_id: todo.body.data!.id, files_id: filesId });

    const list = new FormData();
    list.append('file', new File(['# published: 2026-01-15\nid,type,name,aliases,programs\nLOG-1,PERSON,Testi Henkilö,,VNp 1/2026\n'], 'krp.csv', { type: 'text/csv' }));
    const loaded = await call(g.app, 'POST', '/api/v2.5/admin/lists/krp', { token: adminToken, socket, rawBody: list });
    expect(loaded.status, loaded.text).toBe(201);
    const query = await call<{ id: string }>(g.app, 'POST', '/api/v2.5/user/queries', { token: adminToken, socket, body: { query: 'Testi Henkilö', entityType: 'PERSON' } });
    expect(query.status, query.text).toBe(201);
    await download(`/api/v2.5/user/queries/${query.body.data!.id}/pdf`);
    const [pdf] = await events('download.query_pdf');
    expect(pdf).toMatchObject({ users_id: demoUsers.admin.id, address: socket, details: { queries_id: query.body.data!.id } });
  });

  it('records an audit entry shown in full (issue 11 §7): who, from where and which entry, never the code', async () => {
    const [customer] = await g.db.owner<{ id: string }[]>`select id::text as id from customers.customers
      where organisations_id = ${demoOrganisations.demo.id} and not is_removed order by id limit 1`;
    const code = '010594Y9032';
    secrets.push(code);
    const owner = await call<{ id: string }>(g.app, 'POST', `/api/v2.5/user/customers/${customer!.id}/owners`, {
      token: adminToken, socket, body: { type: 'person', name: 'Näytettävä Omistaja', ssn: code, share: 5, nationality: 'FI' },
    });
    expect(owner.status, owner.text).toBe(201);
    const trail = await call<Page<{ id: string; record_id: string | null }>>(g.app, 'GET', `/api/v2.5/user/customers/${customer!.id}/audit?size=10`, { token: adminToken, socket });
    expect(trail.text).not.toContain(code);
    const entry = trail.body.data!.items.find((e) => e.record_id === owner.body.data!.id)!;
    const shown = await call(g.app, 'POST', `/api/v2.5/user/customers/${customer!.id}/audit/show`, { token: adminToken, socket, body: { audit_id: entry.id } });
    expect(shown.status, shown.text).toBe(200);
    expect(shown.text).toContain(code);
    const [event] = await events('audit.identity_code_shown');
    expect(event).toMatchObject({ users_id: demoUsers.admin.id, address: socket });
    expect(event!.details).toEqual({ customers_id: customer!.id, audit_id: entry.id, audit_table: 'owners', record_id: owner.body.data!.id });
  });

  it('holds no password, token or identity code in any row', async () => {
    const rows = await g.db.owner<{ row: string }[]>`select t::text as row from identity.security_events t`;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const { row } of rows) for (const secret of secrets) expect(row).not.toContain(secret);
  });
});
