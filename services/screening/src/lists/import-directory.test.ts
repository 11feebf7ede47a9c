import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataDir } from '../testing/shared-data.ts';
import type { ParsedList } from '../types.ts';
import { importListsFromDirectory, selectLatestLists } from './import-directory.ts';

describe('importListsFromDirectory (temporary folder)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunne-lists-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'ofac', '2024-05-03'), { recursive: true });
  writeFileSync(join(dir, 'ofac', '2024-05-03', 'sdn.csv'), '1,"ONE COMPANY",-0- ,"X",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n');
  writeFileSync(join(dir, 'ofac', '2024-05-03', 'alt.csv'), '1,2,"aka","UNO COMPANY",-0- \r\n');
  mkdirSync(join(dir, 'orphans'));
  writeFileSync(join(dir, 'orphans', 'add.csv'), '1,2,"Street",-0- ,-0- ,-0- \r\n');
  writeFileSync(join(dir, 'krp.csv'), 'id,type,name\nK1,PERSON,Matti Meikäläinen\n');
  writeFileSync(join(dir, 'broken.xml'), '<CONSOLIDATED_LIST><INDIVIDUALS>');
  writeFileSync(join(dir, 'notes.md'), '# notes');

  it('recognises the files by name and content, and reports the rest', async () => {
    const { lists, skipped } = await importListsFromDirectory(dir);
    expect(lists.map((l) => [l.source, l.files, l.publishedAt, l.entities.length])).toEqual([
      ['KRP', ['krp.csv'], null, 1],
      ['OFAC', [join('ofac', '2024-05-03', 'sdn.csv'), join('ofac', '2024-05-03', 'alt.csv')], '2024-05-03', 1],
    ]);
    expect(lists[1]?.entities[0]?.aliases).toEqual([{ name: 'UNO COMPANY' }]);
    expect(skipped).toEqual([
      { file: join('orphans', 'add.csv'), reason: 'add.csv without sdn.csv in the same folder' },
      { file: 'broken.xml', reason: expect.stringContaining('invalid XML') },
      { file: 'notes.md', reason: 'not a list file of a known format' },
    ]);
  });
});

describe('selectLatestLists', () => {
  const list = (source: ParsedList['source'], dataset: string, publishedAt: string | null, n: number): ParsedList => ({
    source,
    dataset,
    publishedAt,
    fileHash: `${source}${dataset}${publishedAt}${n}`,
    files: [],
    entities: Array.from({ length: n }, (_, i) => ({
      source, sourceId: String(i), kind: 'PERSON', name: 'x', aliases: [], birthDates: [], nationalities: [], identifiers: [], addresses: [], programs: [],
    })),
  });

  it('keeps the newest list of each source and dataset', () => {
    const picked = selectLatestLists([
      list('OFAC', 'sdn', null, 17),
      list('OFAC', 'sdn', '2024-05-03', 14965),
      list('BIS', 'csl', null, 4),
      list('BIS', 'csl', null, 2735),
      list('PEP', 'a', null, 1),
      list('PEP', 'b', null, 1),
    ]);
    expect(picked.map((l) => `${l.source}/${l.dataset}/${l.entities.length}`)).toEqual(['OFAC/sdn/14965', 'BIS/csl/2735', 'PEP/a/1', 'PEP/b/1']);
  });
});

describe.skipIf(!hasSharedData)('importListsFromDirectory (shared data)', () => {
  it('finds every list of the shared data folder', async () => {
    const { lists, skipped } = await importListsFromDirectory(sharedDataDir);
    const latest = selectLatestLists(lists);
    expect(latest.map((l) => `${l.source}:${l.entities.length}`).sort()).toEqual([
      'BIS:2735',
      'EU:5',
      'EU_EXTENDED:93',
      'OFAC:14965',
      'OFAC_NONSDN:443',
      'PEP:1317',
      'PEP:6',
      'UK:5',
      'UKCONS:2106',
      'UN:1003',
    ]);
    expect(skipped).toContainEqual({ file: join('sanctions', 'ofac', '2025-12_watchman_tfidf', 'add.csv'), reason: 'add.csv without sdn.csv in the same folder' });
    expect(lists.find((l) => l.files[0] === join('sanctions', 'ofac', '2024-05-03', 'sdn.csv'))?.publishedAt).toBe('2024-05-03');
    expect(lists.find((l) => l.source === 'EU_EXTENDED')).toMatchObject({
      files: [join('sanctions', 'eu', 'eu_fsf_csv_v1_2018-07-04_first1000lines.csv')],
      publishedAt: '2018-07-04',
    });
  }, 60_000);
});
