import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type ListStatus } from '@tunne/contracts';
import { startAlertsService } from '../service.ts';
import { startAlertsHarness, type AlertsHarness } from '../testing.ts';
import { fetchAndImportLists, parseListSources } from './fetcher.ts';
import { sharedDataDir } from './import.ts';
import { listVersions } from './store.ts';

describe('parseListSources', () => {
  it('reads <folder>/<file>=<url> pairs', () => {
    expect(parseListSources(' un/consolidated.xml=https://scsanctions.un.org/resources/xml/en/consolidated.xml \n ofac/sdn.csv=https://x.test/sdn.csv ')).toEqual([
      { path: join('un', 'consolidated.xml'), url: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml' },
      { path: join('ofac', 'sdn.csv'), url: 'https://x.test/sdn.csv' },
    ]);
    expect(parseListSources('')).toEqual([]);
    expect(parseListSources(undefined)).toEqual([]);
  });

  it('accepts plain http only for this machine', () => {
    for (const url of ['http://127.0.0.1:8080/un.xml', 'http://localhost/un.xml', 'http://[::1]:9000/un.xml', 'http://127.1.2.3/un.xml']) {
      expect(parseListSources(`un/consolidated.xml=${url}`)).toEqual([{ path: join('un', 'consolidated.xml'), url }]);
    }
    for (const url of ['http://example.com/un.xml', 'http://127.0.0.1.example.com/un.xml', 'http://127.0.0.1@example.com/un.xml', 'http://localhost.example.com/', 'http://10.0.0.1/un.xml', 'ftp://127.0.0.1/un.xml', 'un.xml']) {
      expect(() => parseListSources(`un/consolidated.xml=${url}`), url).toThrow(/LIST_SOURCES/);
    }
    expect(() => parseListSources('../un.xml=https://x.test/un.xml')).toThrow(/LIST_SOURCES/);
    expect(() => parseListSources('/etc/un.xml=https://x.test/un.xml')).toThrow(/LIST_SOURCES/);
    expect(() => parseListSources('=https://x.test/un.xml')).toThrow(/LIST_SOURCES/);
  });
});

/**
 * The official files are served by a real HTTP server on this machine from the shared data folder: the UN list,
 * the OFAC non-SDN CSV set (442 entries) and an OFAC SDN set whose alt.csv is missing (404). The UN file answers 503 once.
 */
const sanctions = join(sharedDataDir(), 'sanctions');
const served: Record<string, string> = {
  '/un/consolidated.xml': 'un/UN_consolidated.xml',
  '/nonsdn/cons_prim.csv': 'ofac_cons/cons_prim.csv',
  '/nonsdn/cons_add.csv': 'ofac_cons/cons_add.csv',
  '/nonsdn/cons_alt.csv': 'ofac_cons/cons_alt.csv',
  '/nonsdn/cons_comments.csv': 'ofac_cons/cons_comments.csv',
  '/sdn/sdn.csv': 'ofac/small_subset_watchman/sdn.csv',
  '/sdn/add.csv': 'ofac/small_subset_watchman/add.csv',
};
const hasFiles = Object.values(served).every((file) => {
  try {
    readFileSync(join(sanctions, file));
    return true;
  } catch {
    return false;
  }
});

describe.skipIf(!hasFiles)('downloading the lists from an HTTP server', () => {
  let h: AlertsHarness;
  let server: Server;
  let base = '';
  const requests: string[] = [];
  /** Paths that answer 503 to their next request. */
  const failNext = new Set<string>();

  beforeAll(async () => {
    h = await startAlertsHarness({ lists: false });
    server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      requests.push(path);
      if (failNext.delete(path)) {
        res.writeHead(503, { 'retry-after': '0' }).end('busy');
        return;
      }
      const file = served[path];
      if (!file) {
        res.writeHead(404).end('not found');
        return;
      }
      const body = readFileSync(join(sanctions, file));
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length }).end(body);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    await h?.stop();
  });

  const sources = () =>
    parseListSources(
      [
        `un/consolidated.xml=${base}/un/consolidated.xml`,
        ...['cons_prim.csv', 'cons_add.csv', 'cons_alt.csv', 'cons_comments.csv'].map((f) => `ofac_cons/${f}=${base}/nonsdn/${f}`),
        ...['sdn.csv', 'add.csv', 'alt.csv'].map((f) => `ofac/${f}=${base}/sdn/${f}`),
      ].join(' '),
    );
  const statuses = async () => (await h.call<ListStatus[]>(demoUsers.admin.id, '/api/v2.5/admin/lists')).body.data!;
  const status = (all: ListStatus[], source: string) => all.find((s) => s.source === source)!;

  it('retries a failed download, imports the complete sets and leaves out a set with a missing file', async () => {
    failNext.add('/un/consolidated.xml');
    const report = await fetchAndImportLists(h.t.db, sources(), { backoffMs: () => 20 });

    expect(requests.filter((p) => p === '/un/consolidated.xml')).toHaveLength(2);
    expect(requests.filter((p) => p === '/sdn/alt.csv')).toHaveLength(3); // every attempt, then given up
    expect(report.stored.map((s) => [s.source, s.status, s.entities])).toEqual([
      ['UN', 'imported', 1003],
      ['OFAC_NONSDN', 'imported', 442],
    ]);
    expect(report.skipped).toEqual([{ file: join('ofac', 'alt.csv'), reason: 'download failed: HTTP 404' }]);

    const versions = await listVersions(h.t.db);
    expect(versions.map((v) => [v.source, v.origin, v.is_current, v.entity_total])).toEqual([
      ['OFAC_NONSDN', 'download', true, 442],
      ['UN', 'download', true, 1003],
    ]);
    const un = versions.find((v) => v.source === 'UN')!;
    expect(un).toMatchObject({ files: ['consolidated.xml'], published_at: '2026-02-27T00:00:09.554Z', entity_counts: { PERSON: 730, ORGANIZATION: 273 } });
    expect(versions.find((v) => v.source === 'OFAC_NONSDN')!.files).toEqual(['cons_prim.csv', 'cons_add.csv', 'cons_alt.csv', 'cons_comments.csv']);

    const lists = await statuses();
    expect(status(lists, 'UN')).toMatchObject({ is_stale: false, current: { origin: 'download', entity_total: 1003 } });
    expect(status(lists, 'OFAC_NONSDN')).toMatchObject({ is_stale: false });
    // The SDN set was not complete: nothing of it is stored and the list shows as stale (not loaded).
    expect(status(lists, 'OFAC')).toMatchObject({ current: null, versions: [], is_stale: true });
  });

  it('the scheduled download refreshes a list that went stale; the same file is not stored again', async () => {
    await h.t.db.owner`update alerts.list_versions set refreshed_at = now() - interval '25 hours'`;
    expect(status(await statuses(), 'UN').is_stale).toBe(true);
    const before = await listVersions(h.t.db);
    requests.length = 0;

    // The service runs the download a second after it starts, then every refreshHours.
    const service = await startAlertsService(h.t.db, h.runtime.customers, { listFolders: [], listSources: sources(), refreshHours: 6, screeningIntervalMs: 60_000 });
    try {
      // Done when both complete sets are fresh again and the incomplete one has used up its attempts (1 s, 4 s apart).
      const done = async () =>
        requests.filter((p) => p === '/sdn/alt.csv').length === 3 && (await statuses()).filter((s) => !s.is_stale).length === 2;
      const deadline = Date.now() + 30_000;
      while (!(await done()) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 200));
    } finally {
      service.stop();
    }
    expect(requests).toContain('/un/consolidated.xml');
    const lists = await statuses();
    expect(status(lists, 'UN').is_stale).toBe(false);
    // Same files: the versions only moved refreshed_at.
    const after = await listVersions(h.t.db);
    expect(after.map((v) => [v.id, v.source, v.is_current])).toEqual(before.map((v) => [v.id, v.source, v.is_current]));
    expect(status(lists, 'OFAC').is_stale).toBe(true);
  }, 60_000);
});
