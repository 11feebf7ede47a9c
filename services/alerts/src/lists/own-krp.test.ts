import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type Alert, type ListStatus, type Page } from '@tunne/contracts';
import { entity, fixtureList, startAlertsHarness, tenancyFor, tokenFor, type AlertsHarness } from '../testing.ts';

// Issue 11 §6: an organisation's KRP upload is its own list. It changes only that organisation's screening; the shared
// national list (the operator's) stays as it was for everyone else, and row-level security keeps a tenant from it.

const demoAdmin = demoUsers.admin.id;
const toinenAdmin = demoUsers.toinenAdmin.id;
const customer = (name: string) => demoCustomers().find((c) => c.name === name)!;
const saimaa = customer('Saimaan Satama Oy');
const datavayla = customer('Dataväylä Oy');
const toisen = customer('Toisen Asiakas Oy');

let h: AlertsHarness;
beforeAll(async () => {
  h = await startAlertsHarness();
  // The national list as the operator imports it: Saimaan Satama Oy (a Demo customer) is frozen.
  await h.storeLists(fixtureList('KRP', [entity('KRP', 'KRP-1', 'Saimaan Satama Oy', { kind: 'ORGANIZATION', programs: ['VNp 1/2026'] })]));
  await h.settle();
});
afterAll(async () => h?.stop());

const krpCsv = (...names: string[]) =>
  `# published: 2026-03-01\nid,type,name,aliases,programs\n${names.map((name, i) => `OWN-${i + 1},ORGANIZATION,${name},,VNp 3/2026`).join('\n')}\n`;

const upload = async (usersId: string, csv: string) => {
  const response = await h.request('/api/v2.5/admin/lists/krp', {
    method: 'POST', headers: { authorization: `Bearer ${await tokenFor(usersId)}`, 'content-type': 'text/csv' }, body: csv,
  });
  return response.status;
};

const alertsOf = async (usersId: string, customersId: string): Promise<Alert[]> => {
  const { status, body } = await h.call<Page<Alert>>(usersId, `/api/v2.5/user/customers/${customersId}/alerts`);
  expect(status).toBe(200);
  return body.data!.items;
};

const krpStatus = async (usersId: string): Promise<ListStatus> => {
  const { body } = await h.call<ListStatus[]>(usersId, '/api/v2.5/admin/lists');
  return body.data!.find((s) => s.source === 'KRP')!;
};

describe('an organisation\'s own KRP list', () => {
  let sharedVersion: string;

  it('screens every organisation against the shared national list while none has its own', async () => {
    const status = await krpStatus(demoAdmin);
    expect(status.current).toMatchObject({ scope: 'shared', is_current: true });
    sharedVersion = status.current!.id;
    expect((await alertsOf(demoAdmin, saimaa.id)).map((a) => a.metadata.dsaId)).toEqual(['KRP:KRP-1']);
  });

  it('an upload by Toinen Oy changes only Toinen Oy\'s list and screening', async () => {
    expect(await upload(toinenAdmin, krpCsv('Toisen Asiakas Oy', 'Dataväylä Oy'))).toBe(201);
    await h.settle();
    // Toinen Oy screens against its own list.
    const own = await krpStatus(toinenAdmin);
    expect(own.current).toMatchObject({ scope: 'organisation', origin: 'upload', entity_total: 2 });
    expect((await alertsOf(toinenAdmin, toisen.id)).map((a) => a.metadata.dsaId)).toEqual(['KRP:OWN-1']);
    // Demo Oy sees and is screened against the shared list exactly as before.
    const demo = await krpStatus(demoAdmin);
    expect(demo.current!.id).toBe(sharedVersion);
    expect(demo.versions.every((v) => v.scope === 'shared')).toBe(true);
    expect(await alertsOf(demoAdmin, datavayla.id)).toEqual([]);
    expect((await alertsOf(demoAdmin, saimaa.id)).map((a) => a.metadata.dsaId)).toEqual(['KRP:KRP-1']);
    const [shared] = await h.t.db.owner<{ is_current: boolean; organisations_id: string | null }[]>`
      select is_current, organisations_id from alerts.list_versions where id = ${sharedVersion}`;
    expect(shared).toEqual({ is_current: true, organisations_id: null });
  });

  it('an entry of Toinen Oy\'s own list is not a document Demo Oy can open', async () => {
    const get = async (usersId: string) =>
      (await h.request('/api/v2.5/user/dsa/KRP:OWN-1', { headers: { authorization: `Bearer ${await tokenFor(usersId)}` } })).status;
    expect(await get(toinenAdmin)).toBe(200);
    expect(await get(demoAdmin)).toBe(404);
  });

  it('row-level security: a tenant cannot write the shared list nor read another organisation\'s', async () => {
    const asToinen = <T>(fn: Parameters<AlertsHarness['t']['db']['tx']>[1]) => h.t.db.tx(tenancyFor(toinenAdmin), fn) as Promise<T>;
    await expect(asToinen((tx) => tx`insert into alerts.list_versions (source, file_hash, organisations_id) values ('KRP', 'x', null)`)).rejects.toThrow();
    await expect(asToinen((tx) => tx`insert into alerts.list_versions (source, file_hash, organisations_id)
      values ('KRP', 'x', ${demoOrganisations.demo.id})`)).rejects.toThrow();
    const changed = await asToinen<{ count: number }>((tx) => tx`update alerts.list_versions set is_current = false where id = ${sharedVersion}`);
    expect(changed.count).toBe(0);
    const removed = await asToinen<{ count: number }>((tx) => tx`delete from alerts.list_entities where organisations_id is null`);
    expect(removed.count).toBe(0);
    const seenByDemo = await h.t.db.tx(tenancyFor(demoAdmin), (tx) => tx<{ n: number }[]>`
      select count(*)::int as n from alerts.list_entities where organisations_id is not null`);
    expect(seenByDemo[0]!.n).toBe(0);
  });

  it('Demo Oy\'s own upload replaces the shared KRP for Demo Oy only', async () => {
    expect(await upload(demoAdmin, krpCsv('Dataväylä Oy'))).toBe(201);
    await h.settle();
    expect((await alertsOf(demoAdmin, datavayla.id)).map((a) => a.metadata.dsaId)).toEqual(['KRP:OWN-1']);
    // The shared entry no longer screens Demo Oy: its open alert is no longer open.
    const [gone] = await alertsOf(demoAdmin, saimaa.id);
    expect(gone!.closed).toMatchObject({ reason: 'LIST_REMOVED', list_version: 'KRP 2026-03-01' });
    // Toinen Oy keeps its own list.
    expect((await alertsOf(toinenAdmin, toisen.id)).map((a) => a.metadata.dsaId)).toEqual(['KRP:OWN-1']);
    expect((await krpStatus(toinenAdmin)).current!.entity_total).toBe(2);
  });
});
