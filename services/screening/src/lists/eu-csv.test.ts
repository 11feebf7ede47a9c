import { describe, expect, it } from 'vitest';
import { buildIndex } from '../index-build.ts';
import { screen } from '../screen.ts';
import { hasSharedData, readShared, truncated } from '../testing/shared-data.ts';
import { ListFormatError } from '../types.ts';
import { parseEuCsv } from './eu-csv.ts';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);
const dec = (bytes: Uint8Array): string => new TextDecoder('windows-1252').decode(bytes);

/** The FSF CSV v1 header: the entry's columns, then one group per record type, each with its own legal basis. */
const group = (prefix: string, fields: string[]): string[] => [
  `${prefix}_logical_id`, 'Entity_logical_id', `${prefix}_leba_numtitle`, `${prefix}_leba_publication_date`, `${prefix}_leba_url`,
  `${prefix}_programme`, ...fields.map((f) => `${prefix}_${f}`),
];
const header = [
  'Date_file', 'Entity_logical_id', 'Subject_type', 'Leba_numtitle', 'Leba_publication_date', 'Leba_url', 'Programme', 'Entity_remark',
  ...group('Naal', ['lastname', 'firstname', 'middlename', 'wholename', 'gender', 'title', 'function', 'language']),
  ...group('Addr', ['number', 'street', 'zipcode', 'city', 'country', 'other']),
  ...group('Birt', ['date', 'place', 'country']),
  ...group('Iden', ['number', 'country']),
  ...group('Citi', ['country']),
  'EU_ref_num',
];

/** One row of record type `prefix` for entry `id`; `values` by column name without the prefix. */
const row = (id: string, leba: string, prefix: string, values: Record<string, string>): string =>
  header
    .map((column, i) => {
      if (i === 0) return '04/07/2018';
      if (i === 1) return id;
      if (column === 'Subject_type') return values.type ?? 'P';
      if (column === 'Leba_numtitle') return leba;
      if (column === 'Leba_publication_date') return leba.startsWith('2018') ? '2018-02-16' : '2002-09-13';
      if (column === 'Programme') return 'ZWE';
      if (column === 'EU_ref_num') return 'EU.36.64';
      if (column === `${prefix}_logical_id`) return values.id ?? '';
      if (column === 'Entity_logical_id' || !column.startsWith(`${prefix}_`)) return '';
      const value = values[column.slice(prefix.length + 1)] ?? '';
      return /[;"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
    })
    .join(';');

const official = [
  header.join(';'),
  row('1', '2018/223 (OJ L43)', 'Naal', { id: '1', lastname: 'Mugabe', firstname: 'Robert', middlename: 'Gabriel', wholename: 'Robert Gabriel Mugabe', gender: 'M', function: 'Former President' }),
  row('1', '1643/2002 (OJ L247)', 'Naal', { id: '7', wholename: 'Bob "Comrade" Mugabe', function: 'president; head of state', language: 'EN' }),
  row('1', '1643/2002 (OJ L247)', 'Birt', { id: '3', date: '1924-02-21', place: 'Kutama', leba_numtitle: '898/2005 (OJ L153)', leba_publication_date: '2005-06-16' }),
  row('1', '2018/223 (OJ L43)', 'Iden', { id: '315', number: 'AD001095 (passport-National passport) ((passport))', country: 'ZWE' }),
  row('1', '2018/223 (OJ L43)', 'Citi', { id: '9', country: 'ZWE' }),
  row('1', '2018/223 (OJ L43)', 'Addr', { id: '4', street: 'State House, Borrowdale Road', city: 'Harare', country: 'ZWE' }),
  row('2', '2018/223 (OJ L43)', 'Naal', { id: '20', wholename: 'Zimbabwe Defence Industries', type: 'E' }),
];

/** A copy as some sites publish it: every line quoted, commas turned into tabs, padded with tabs. */
const wrapped = (lines: string[]): string => lines.map((l) => `"${l.replace(/"/g, '""').replace(/,/g, '\t')}\t\t\t"`).join('\r\n');

describe('parseEuCsv (in-memory file)', () => {
  it('groups the rows of an entry into one entity with its legal-basis history', () => {
    const list = parseEuCsv(enc(`${official.join('\r\n')}\r\n`));
    expect(list).toMatchObject({ source: 'EU_EXTENDED', dataset: 'fsf-csv', publishedAt: '2018-07-04' });
    expect(list.entities).toHaveLength(2);
    const [mugabe, zdi] = list.entities;
    expect(mugabe).toEqual({
      source: 'EU_EXTENDED',
      sourceId: '1',
      kind: 'PERSON',
      name: 'Robert Gabriel Mugabe',
      aliases: [{ name: 'Bob "Comrade" Mugabe' }],
      birthDates: ['1924-02-21'],
      nationalities: ['ZW'],
      identifiers: [{ type: 'National passport', value: 'AD001095', country: 'ZW' }],
      addresses: ['State House, Borrowdale Road, Harare, ZWE'],
      programs: ['ZWE'],
      remarks:
        'EU.36.64; Gender: M; Function: Former President | president; head of state; Place of birth: Kutama; ' +
        'Legal basis: 1643/2002 (OJ L247) of 2002-09-13, 898/2005 (OJ L153) of 2005-06-16, 2018/223 (OJ L43) of 2018-02-16',
    });
    expect(zdi).toMatchObject({ sourceId: '2', kind: 'ORGANIZATION', name: 'Zimbabwe Defence Industries' });
  });

  it('reads a copy with every line wrapped in quotes and padded with tabs the same', () => {
    const plain = parseEuCsv(enc(official.join('\n')));
    const copy = parseEuCsv(enc(wrapped(official)));
    expect(copy.entities).toEqual(plain.entities);
    expect(copy.publishedAt).toBe('2018-07-04');
  });

  it('throws ListFormatError on a broken file, so nothing of it is stored', () => {
    expect(() => parseEuCsv(enc(wrapped(official).slice(0, -40)))).toThrow(ListFormatError); // quote left open
    expect(() => parseEuCsv(enc(official.join('\n').slice(0, -60)))).toThrow(/fields, expected 59/); // last row cut
    expect(() => parseEuCsv(enc(official.map((l) => l.replace(/^04\/07\/2018;1;/, '04/07/2018;x;')).join('\n')))).toThrow(/is not a number/);
    expect(() => parseEuCsv(enc(official.join('\n').replace('Naal_wholename', 'Wholename')))).toThrow(/no Naal_wholename column/);
    expect(() => parseEuCsv(enc('Entity_LogicalId;Name\n1;X\n'))).toThrow(ListFormatError);
    const nameless = [header.join(';'), row('5', '2018/223 (OJ L43)', 'Birt', { id: '1', date: '1950' })];
    expect(() => parseEuCsv(enc(nameless.join('\n')))).toThrow(/5 has no name/);
  });
});

describe.skipIf(!hasSharedData)('parseEuCsv (real file: the first 1000 lines of the FSF CSV of 2018-07-04)', () => {
  const path = 'sanctions/eu/eu_fsf_csv_v1_2018-07-04_first1000lines.csv';
  const csv = hasSharedData ? readShared(path) : new Uint8Array();

  it('reads 93 entries (61 persons, 32 organisations) with 743 distinct names', () => {
    const list = parseEuCsv(csv);
    expect(list.publishedAt).toBe('2018-07-04');
    expect(list.entities).toHaveLength(93);
    expect(list.entities.filter((e) => e.kind === 'PERSON')).toHaveLength(61);
    expect(list.entities.filter((e) => e.kind === 'ORGANIZATION')).toHaveLength(32);
    expect(list.entities.reduce((n, e) => n + 1 + e.aliases.length, 0)).toBe(743);
  });

  it('reads Robert Gabriel Mugabe and Izzat Ibrahim al-Duri with their aliases, documents and legal basis', () => {
    const list = parseEuCsv(csv);
    const mugabe = list.entities.find((e) => e.sourceId === '1');
    expect(mugabe).toMatchObject({
      kind: 'PERSON',
      name: 'Robert Gabriel Mugabe',
      aliases: [],
      birthDates: ['1924-02-21'],
      identifiers: [{ type: 'National passport', value: 'AD001095' }],
      programs: ['ZWE'],
    });
    expect(mugabe?.remarks).toContain('EU.36.64');
    expect(mugabe?.remarks).toContain('Function: Former President | president');
    expect(mugabe?.remarks).toContain('Place of birth: Kutama');
    expect(mugabe?.remarks).toContain(
      'Legal basis: 1643/2002 (OJ L247) of 2002-09-13, 898/2005 (OJ L153) of 2005-06-16, 151/2012 (OJ L49) of 2012-02-22, 2018/223 (OJ L43) of 2018-02-16',
    );
    const duri = list.entities.find((e) => e.sourceId === '33');
    expect(duri).toMatchObject({ name: 'Izzat Ibrahim al-Duri', nationalities: ['IQ'], programs: ['IRQ'] });
    expect(duri?.aliases.map((a) => a.name)).toEqual(['Abu Brays', 'Abu Ahmad', 'Izzat Ibrahim Al-Duri', 'Izzat Ibrahim al-Douri']);
    // A tab in this copy stands for a comma of the official file.
    expect(duri?.remarks).toContain("Deputy Secretary, Ba'th Party Regional Command");
    expect(list.entities.find((e) => e.sourceId === '13')?.remarks).toContain('Place of birth: al-Awja, near Tikrit, IRQ');
  });

  it('reads the unwrapped (official) form of the same lines the same', () => {
    const lines = dec(csv).split('\n').filter((l) => l !== '');
    const official = lines.map((l) => l.slice(1, -1).replace(/""/g, '"').replace(/\t+$/, '').replace(/\t/g, ',')).join('\r\n');
    expect(parseEuCsv(enc(official)).entities).toEqual(parseEuCsv(csv).entities);
  });

  it('finds Mugabe when screened', () => {
    const index = buildIndex(parseEuCsv(csv).entities);
    const [hit] = screen(index, { name: 'Robert Mugabe', type: 'PERSON', birthDate: '1924-02-21' });
    expect(hit).toMatchObject({ entity: { source: 'EU_EXTENDED', sourceId: '1' } });
    expect(hit?.evidence.map((e) => e.code)).toContain('BIRTHDATE_MATCH');
  });

  it('throws ListFormatError on a truncated copy', () => {
    expect(() => parseEuCsv(truncated(csv, 0.7))).toThrow(ListFormatError);
  });
});
