import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared, truncated } from '../testing/shared-data.ts';
import { ListFormatError } from '../types.ts';
import { parseUkOfsiCsv } from './uk-ofsi.ts';
import { parseUkSanctionsListXml } from './uk-sanctions-list.ts';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);
const header =
  'Name 6,Name 1,Name 2,Name 3,Name 4,Name 5,Title,DOB,Town of Birth,Country of Birth,Nationality,Passport Details,NI Number,Position,Address 1,Address 2,Address 3,Address 4,Address 5,Address 6,Post/Zip Code,Country,Other Information,Group Type,Alias Type,Regime,Listed On,Last Updated,Group ID';
const empties = (n: number): string => ','.repeat(n);

describe('parseUkOfsiCsv (in-memory file)', () => {
  const csv = enc(
    [
      `Last Updated,13/04/2018${empties(27)}`,
      header,
      'AL-QAHTANI,Farooq,,,,,Sheikh,00/00/1980,,Saudi Arabia,1) Saudi Arabia 2) Qatar,Passport No: 592667 (Qatari passport issued on 3 May 2007).,,,,,,,,,,,UN Ref QDe.004,Individual,Prime Alias,ISIL,01/04/2016,01/04/2016,13349',
      'AL-QAHTANI,Farooq,,,,,Sheikh,00/00/1981,,Saudi Arabia,1) Saudi Arabia 2) Qatar,,,,,,,,,,,,UN Ref QDe.004,Individual,AKA,ISIL,01/04/2016,01/04/2016,13349',
      'QAHTANI,Faruq,,,,,,,,,,,,,,,,,,,,,,Individual,AKA,ISIL,01/04/2016,01/04/2016,13349',
      'TONG SAN 2,,,,,,,,,,,,,,,,,,,,,,IMO: 8937675. MMSI: 445539000.,Entity,Prime Alias,DPRK,19/10/2017,19/10/2017,13556',
    ].join('\r\n'),
  );

  it('groups the rows of one Group ID into one entity', () => {
    const list = parseUkOfsiCsv(csv);
    expect(list.publishedAt).toBe('2018-04-13');
    expect(list.entities).toEqual([
      expect.objectContaining({
        source: 'UKCONS',
        sourceId: '13349',
        kind: 'PERSON',
        name: 'Farooq AL-QAHTANI',
        aliases: [{ name: 'Faruq QAHTANI' }],
        birthDates: ['1980', '1981'],
        nationalities: ['SA', 'QA'],
        identifiers: [{ type: 'Passport', value: '592667' }],
      }),
      expect.objectContaining({ kind: 'VESSEL', name: 'TONG SAN 2', identifiers: [{ type: 'IMO', value: '8937675' }] }),
    ]);
  });

  it('throws ListFormatError on a broken file', () => {
    expect(() => parseUkOfsiCsv(csv.slice(0, 500))).toThrow(ListFormatError);
    expect(() => parseUkOfsiCsv(enc('Name,DOB\r\nX,1980'))).toThrow(ListFormatError);
  });
});

describe.skipIf(!hasSharedData)('UK lists (real files)', () => {
  it('reads the OFSI consolidated list of 13/04/2018: 2,106 Group IDs', () => {
    const csv = readShared('sanctions/uk/hmt_ofsi_conlist_2018-04-13.csv');
    const list = parseUkOfsiCsv(csv);
    expect(list.entities).toHaveLength(2106);
    expect(list.publishedAt).toBe('2018-04-13');
    expect(list.entities.find((e) => e.sourceId === '13349')).toMatchObject({ birthDates: ['1980', '1981'], nationalities: ['SA', 'QA'] });
    expect(() => parseUkOfsiCsv(truncated(csv, 0.6))).toThrow(ListFormatError);
  });

  it('reads the UK Sanctions List XML excerpt: 5 designations', () => {
    const xml = readShared('sanctions/uk/uk_sanctions_list_sample_2026-09-10.xml');
    const list = parseUkSanctionsListXml(xml);
    expect(list.source).toBe('UK');
    expect(list.publishedAt).toBe('2026-09-10');
    expect(list.entities).toHaveLength(5);
    expect(list.entities.find((e) => e.sourceId === 'AFG0006')).toMatchObject({
      kind: 'PERSON',
      name: 'MOHAMMAD HASSAN AKHUND',
      aliases: [{ name: 'Mohammad Akhwand' }, { name: 'محمد حسن آخوند' }],
      birthDates: ['1958-05-12', '1945', '1946'],
      nationalities: ['AF'],
      identifiers: [
        { type: 'Passport', value: 'P04581926' },
        { type: 'National ID', value: '2132370' },
      ],
    });
    expect(list.entities.find((e) => e.sourceId === 'BEL0107')?.aliases).toContainEqual({ name: 'BNK', weak: true });
    expect(list.entities.find((e) => e.sourceId === 'DPR0075')).toMatchObject({
      kind: 'VESSEL',
      identifiers: [{ type: 'IMO', value: '9562233' }],
      nationalities: ['KM'],
    });
    expect(() => parseUkSanctionsListXml(truncated(xml, 0.5))).toThrow(ListFormatError);
  });
});
