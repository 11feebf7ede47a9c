import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type Alert, type ListStatus, type Page } from '@tunne/contracts';
import { entity, fixtureList, startAlertsHarness, tokenFor, type AlertsHarness } from '../testing.ts';
import { importListFolder, sharedDataDir } from './import.ts';
import { storeParsedList } from './store.ts';

const admin = demoUsers.admin.id;
let h: AlertsHarness;

beforeAll(async () => {
  h = await startAlertsHarness();
});
afterAll(async () => h?.stop());

const versions = () => h.t.db.owner<{ id: string; source: string; is_current: boolean; entity_total: number; refreshed_at: Date }[]>`
  select id, source, is_current, entity_total, refreshed_at from alerts.list_versions order by imported_at`;

describe('storing list versions', () => {
  it('stores a version whole or not at all: a failure half-way changes nothing', async () => {
    const before = await versions();
    const many = Array.from({ length: 1200 }, (_, i) => entity('OFAC', `B-${i}`, `Name ${i}`));
    // An entity the database refuses (no name) in the third insert batch.
    many[1100] = { ...many[1100]!, name: null as unknown as string };
    await expect(storeParsedList(h.t.db, fixtureList('OFAC', many), 'folder')).rejects.toBeTruthy();
    expect(await versions()).toEqual(before);
    const [count] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from alerts.list_entities where source_id like 'B-%'`;
    expect(count!.n).toBe(0);
    await h.runtime.refresh();
    expect(h.runtime.size).toBe(3);
  });

  it('only marks the list refreshed when the same file comes again', async () => {
    const list = fixtureList('UN', [entity('UN', 'U-1', 'Listed Person')], 'same-file');
    expect(await storeParsedList(h.t.db, list, 'folder')).toMatchObject({ status: 'imported', entities: 1 });
    const [first] = (await versions()).filter((v) => v.source === 'UN');
    await h.t.db.owner`update alerts.list_versions set refreshed_at = now() - interval '2 days' where id = ${first!.id}`;
    expect(await storeParsedList(h.t.db, list, 'folder')).toMatchObject({ status: 'unchanged', versionId: first!.id });
    const un = (await versions()).filter((v) => v.source === 'UN');
    expect(un).toHaveLength(1);
    expect(Date.now() - un[0]!.refreshed_at.getTime()).toBeLessThan(60_000);
  });

  it('keeps older versions as history and makes the new one current', async () => {
    await storeParsedList(h.t.db, fixtureList('UN', [entity('UN', 'U-1', 'Listed Person'), entity('UN', 'U-2', 'Another Person')]), 'folder');
    const un = (await versions()).filter((v) => v.source === 'UN');
    expect(un.map((v) => [v.is_current, v.entity_total])).toEqual([[false, 1], [true, 2]]);
  });
});

describe('admin list status', () => {
  it('shows every list with its current version, history and stale flag', async () => {
    const { status, body } = await h.call<ListStatus[]>(admin, '/api/v2.5/admin/lists');
    expect(status).toBe(200);
    const statuses = body.data!;
    expect(statuses.map((s) => s.source)).toEqual(['OFAC', 'OFAC_NONSDN', 'UN', 'EU', 'EU_EXTENDED', 'UK', 'UKCONS', 'BIS', 'KRP', 'PEP']);
    const ofac = statuses.find((s) => s.source === 'OFAC')!;
    expect(ofac).toMatchObject({ is_stale: false, current: { is_current: true, entity_total: 2, entity_counts: { PERSON: 1, ORGANIZATION: 1 }, origin: 'folder' } });
    expect(statuses.find((s) => s.source === 'UN')!.versions).toHaveLength(2);
    expect(statuses.find((s) => s.source === 'KRP')).toMatchObject({ current: null, is_stale: true, versions: [] });
  });

  it('flags a list not refreshed for more than 24 hours as stale', async () => {
    await h.t.db.owner`update alerts.list_versions set refreshed_at = now() - interval '25 hours' where source = 'PEP'`;
    const { body } = await h.call<ListStatus[]>(admin, '/api/v2.5/admin/lists');
    expect(body.data!.find((s) => s.source === 'PEP')!.is_stale).toBe(true);
    expect(body.data!.find((s) => s.source === 'OFAC')!.is_stale).toBe(false);
  });

  it('is for admins only', async () => {
    expect(await h.call(demoUsers.user.id, '/api/v2.5/admin/lists')).toMatchObject({ status: 403, body: { errors: [{ code: 'FORBIDDEN' }] } });
  });

  it('refuses a KRP upload that is not the KRP list, changing nothing', async () => {
    const before = await versions();
    const response = await h.request('/api/v2.5/admin/lists/krp', {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(admin)}`, 'content-type': 'text/csv' },
      body: 'this;is;not\nthe;krp;list\n',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false, errors: [{ code: 'LIST_FORMAT_INVALID' }] });
    expect(await versions()).toEqual(before);
  });
});

describe('sample lists (issue 16 §6)', () => {
  const status = async (source: string) => (await h.call<ListStatus[]>(admin, '/api/v2.5/admin/lists')).body.data!.find((s) => s.source === source)!;

  it('answers each list\'s entry count and load time, and marks a few-entry folder import as a sample', async () => {
    const ofac = await status('OFAC');
    expect(ofac.current).toMatchObject({ entity_total: 2, is_sample: true, origin: 'folder' });
    expect(Date.parse(ofac.current!.imported_at)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(Date.parse(ofac.current!.refreshed_at)).toBeGreaterThanOrEqual(Date.parse(ofac.current!.imported_at));
    const [stored] = await h.t.db.owner<{ is_sample: boolean }[]>`select is_sample from alerts.list_versions where id = ${ofac.current!.id}`;
    expect(stored!.is_sample).toBe(true);
  });

  it('records a full list as no sample, and a file named as an excerpt as one whatever its size', async () => {
    const many = Array.from({ length: 60 }, (_, i) => entity('UKCONS', `UK-${i}`, `Consolidated Name ${i}`));
    await storeParsedList(h.t.db, { ...fixtureList('UKCONS', many), files: ['ConList.csv'] }, 'folder');
    expect((await status('UKCONS')).current).toMatchObject({ entity_total: 60, is_sample: false });
    await storeParsedList(h.t.db, { ...fixtureList('UKCONS', many.slice(1)), files: ['uk_sanctions_list_sample_2026-09-10.xml'] }, 'folder');
    expect((await status('UKCONS')).current).toMatchObject({ entity_total: 59, is_sample: true });
  });

  it('never calls a downloaded list or an organisation\'s own upload a sample', async () => {
    await storeParsedList(h.t.db, fixtureList('BIS', [entity('BIS', 'BIS-1', 'Denied Person')]), 'download');
    expect((await status('BIS')).current).toMatchObject({ entity_total: 1, is_sample: false, origin: 'download' });
  });
});

describe('the KRP list', () => {
  it('is uploaded by an admin as a new version, and every customer is screened against it', async () => {
    const csv = '# published: 2026-01-15\nid,type,name,aliases,programs\nKRP-1,ORGANIZATION,Saimaan Satama Oy,,VNp 1/2026\n';
    const form = new FormData();
    form.append('file', new File([csv], 'krp.csv', { type: 'text/csv' }));
    const response = await h.request('/api/v2.5/admin/lists/krp', { method: 'POST', body: form, headers: { authorization: `Bearer ${await tokenFor(admin)}` } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ status: true, data: { source: 'KRP', status: 'imported', entities: 1 } });
    await h.settle();
    const { body } = await h.call<Page<Alert>>(admin, '/api/v2.5/user/alerts?size=500');
    expect(body.data!.items.filter((a) => a.metadata.source === 'KRP').map((a) => [a.customer.name, a.metadata.name2])).toEqual([
      ['Saimaan Satama Oy', 'Saimaan Satama Oy'],
    ]);
    const lists = await h.call<ListStatus[]>(admin, '/api/v2.5/admin/lists');
    // One entry, but the organisation's own list: no sample.
    expect(lists.body.data!.find((s) => s.source === 'KRP')).toMatchObject({
      is_stale: false, current: { origin: 'upload', published_at: '2026-01-15T00:00:00.000Z', entity_total: 1, is_sample: false },
    });
  });

  it('is refused for a non-admin', async () => {
    const response = await h.request('/api/v2.5/admin/lists/krp', {
      method: 'POST', body: 'id,type,name\n', headers: { authorization: `Bearer ${await tokenFor(demoUsers.user.id)}`, 'content-type': 'text/csv' },
    });
    expect(response.status).toBe(403);
  });
});

describe('importing a folder', () => {
  const shared = sharedDataDir();
  const ofacSubset = join(shared, 'sanctions/ofac/small_subset_watchman');
  const un = join(shared, 'sanctions/un/UN_consolidated.xml');

  it.skipIf(!existsSync(ofacSubset) || !existsSync(un))('stores the readable lists and reports a broken file, which changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tunne-lists-'));
    try {
      mkdirSync(join(dir, 'ofac'));
      for (const name of readdirSync(ofacSubset)) copyFileSync(join(ofacSubset, name), join(dir, 'ofac', name));
      mkdirSync(join(dir, 'un'));
      const xml = readFileSync(un);
      writeFileSync(join(dir, 'un', 'UN_consolidated.xml'), xml.subarray(0, Math.floor(xml.length / 2)));
      const before = (await versions()).filter((v) => v.source === 'UN');

      const report = await importListFolder(h.t.db, dir);
      expect(report.stored.map((s) => [s.source, s.status])).toEqual([['OFAC', 'imported']]);
      expect(report.stored[0]!.entities).toBeGreaterThan(5);
      expect(report.skipped.map((s) => s.file)).toEqual([join('un', 'UN_consolidated.xml')]);
      expect((await versions()).filter((v) => v.source === 'UN')).toEqual(before);

      // The same folder again: nothing new, the list only counts as refreshed.
      const again = await importListFolder(h.t.db, dir);
      expect(again.stored.map((s) => s.status)).toEqual(['unchanged']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
