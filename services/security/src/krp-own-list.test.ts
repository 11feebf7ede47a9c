import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, type Alert, type CustomerListItem, type ListStatus, type Page } from '@tunne/contracts';
import { call, login, startSecurityGateway, type SecurityGateway } from './support.ts';

/**
 * Issue 11 §6: one organisation could replace the national freezing list (KRP) for all. Through the whole gateway,
 * with two organisations: Toinen Oy's upload is Toinen Oy's own list and changes neither what Demo Oy sees nor what
 * Demo Oy is screened against.
 */
let g: SecurityGateway;
let demoAdmin: string;
let toinenAdmin: string;
const sockets = { demoAdmin: '203.0.113.91', toinenAdmin: '203.0.113.92' };

const krpCsv = (published: string, ...names: string[]) =>
  `# published: ${published}\nid,type,name,aliases,programs\n${names.map((name, i) => `KRP-${i + 1},ORGANIZATION,${name},,VNp 1/2026`).join('\n')}\n`;

const upload = (token: string, socket: string, csv: string) =>
  call(g.app, 'POST', '/api/v2.5/admin/lists/krp', { token, socket, rawBody: csv, headers: { 'content-type': 'text/csv' } });

const krpStatus = async (token: string, socket: string): Promise<ListStatus> => {
  const answer = await call<ListStatus[]>(g.app, 'GET', '/api/v2.5/admin/lists', { token, socket });
  expect(answer.status).toBe(200);
  return answer.body.data!.find((s) => s.source === 'KRP')!;
};

const customerNamed = async (token: string, socket: string, name: string): Promise<CustomerListItem> => {
  const list = await call<Page<CustomerListItem>>(g.app, 'GET', '/api/v2.5/user/customers?size=500&sort=name', { token, socket });
  return list.body.data!.items.find((c) => c.name === name)!;
};

/** Screens the customer now (the refresh call) and answers its open alerts' list entries. */
const screenedAgainst = async (token: string, socket: string, customersId: string): Promise<string[]> => {
  const answer = await call<Page<Alert>>(g.app, 'PATCH', `/api/v2.5/user/customers/${customersId}/alerts`, { token, socket });
  expect(answer.status).toBe(200);
  return answer.body.data!.items.filter((a) => !a.closed && !a.is_silenced).map((a) => `${a.metadata.source}:${a.metadata.name2}`);
};

beforeAll(async () => {
  g = await startSecurityGateway();
  await g.db.owner`update identity.organisations set use_alerts = true
    where id in (${demoOrganisations.demo.id}, ${demoOrganisations.toinen.id})`;
  demoAdmin = await login(g.app, 'admin@example.com', undefined, sockets.demoAdmin);
  toinenAdmin = await login(g.app, 'admin@toinen.example.com', undefined, sockets.toinenAdmin);
});
afterAll(async () => g?.stop());

describe('KRP uploads are per organisation', () => {
  it('Demo Oy\'s upload lists Saimaan Satama Oy for Demo Oy', async () => {
    expect((await upload(demoAdmin, sockets.demoAdmin, krpCsv('2026-01-15', 'Saimaan Satama Oy'))).status).toBe(201);
    const saimaa = await customerNamed(demoAdmin, sockets.demoAdmin, 'Saimaan Satama Oy');
    expect(await screenedAgainst(demoAdmin, sockets.demoAdmin, saimaa.id)).toEqual(['KRP:Saimaan Satama Oy']);
  });

  it('Toinen Oy\'s upload does not change what Demo Oy sees or is screened against', async () => {
    const before = await krpStatus(demoAdmin, sockets.demoAdmin);
    // Toinen Oy's file leaves Saimaan Satama Oy out and lists a Demo Oy customer and one of its own.
    expect((await upload(toinenAdmin, sockets.toinenAdmin, krpCsv('2026-02-01', 'Dataväylä Oy', 'Toisen Asiakas Oy'))).status).toBe(201);

    const after = await krpStatus(demoAdmin, sockets.demoAdmin);
    expect(after.current).toEqual(before.current);
    expect(after.versions.map((v) => v.id)).toEqual(before.versions.map((v) => v.id));
    const saimaa = await customerNamed(demoAdmin, sockets.demoAdmin, 'Saimaan Satama Oy');
    const datavayla = await customerNamed(demoAdmin, sockets.demoAdmin, 'Dataväylä Oy');
    expect(await screenedAgainst(demoAdmin, sockets.demoAdmin, saimaa.id)).toEqual(['KRP:Saimaan Satama Oy']);
    expect(await screenedAgainst(demoAdmin, sockets.demoAdmin, datavayla.id)).toEqual([]);
    // The entry only Toinen Oy listed is no document for Demo Oy.
    expect((await call(g.app, 'GET', '/api/v2.5/user/dsa/KRP:KRP-2', { token: demoAdmin, socket: sockets.demoAdmin })).status).not.toBe(200);

    // Toinen Oy screens against its own upload only.
    const toinen = await krpStatus(toinenAdmin, sockets.toinenAdmin);
    expect(toinen.current).toMatchObject({ scope: 'organisation', entity_total: 2 });
    expect(toinen.versions.some((v) => v.id === before.current!.id)).toBe(false);
    const own = await customerNamed(toinenAdmin, sockets.toinenAdmin, 'Toisen Asiakas Oy');
    expect(await screenedAgainst(toinenAdmin, sockets.toinenAdmin, own.id)).toEqual(['KRP:Toisen Asiakas Oy']);
  });

  it('no upload writes the shared national list', async () => {
    const [row] = await g.db.owner<{ shared: number }[]>`select count(*)::int as shared from alerts.list_versions where organisations_id is null`;
    expect(row!.shared).toBe(0);
  });
});
