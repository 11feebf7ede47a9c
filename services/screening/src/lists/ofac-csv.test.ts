import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared, truncated } from '../testing/shared-data.ts';
import { ListFormatError } from '../types.ts';
import { parseOfacCsv } from './ofac-csv.ts';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('parseOfacCsv (in-memory files)', () => {
  const sdn = enc(
    '10278,"LOGAN MOREY, Elvis Angus","individual","SDNT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 28 Jul 1963; POB Toledo District, Belize; Passport P0017003 (Belize); a.k.a. \'BURTON BURGESS\'."\r\n' +
      '306,"BANCO NACIONAL DE CUBA",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'BNC\'; Registration ID 1234567 (Cuba"\r\n' +
      '\x1a',
  );
  const comments = enc('306,"); Linked To: X."\r\n');
  const alt = enc('306,10,"aka","NATIONAL BANK OF CUBA",-0- \r\n');
  const add = enc('306,20,"Dresdener Str. 43","Berlin","Germany",-0- \r\n');

  it('joins the four files and reads the remarks', () => {
    const list = parseOfacCsv({ sdn, add, alt, comments });
    expect(list.source).toBe('OFAC');
    expect(list.files).toEqual(['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv']);
    expect(list.fileHash).toMatch(/^[0-9a-f]{64}$/);
    const [person, bank] = list.entities;
    expect(person).toMatchObject({
      sourceId: '10278',
      kind: 'PERSON',
      name: 'LOGAN MOREY, Elvis Angus',
      aliases: [{ name: 'BURTON BURGESS', weak: true }],
      birthDates: ['1963-07-28'],
      identifiers: [{ type: 'Passport', value: 'P0017003', country: 'BZ' }],
      programs: ['SDNT'],
    });
    expect(bank).toMatchObject({
      kind: 'ORGANIZATION',
      aliases: [{ name: 'NATIONAL BANK OF CUBA' }, { name: 'BNC', weak: true }],
      addresses: ['Dresdener Str. 43, Berlin, Germany'],
      // the registration id is cut in sdn.csv and continued in sdn_comments.csv
      identifiers: [{ type: 'Registration ID', value: '1234567', country: 'CU' }],
    });
  });

  it('gives the hash over the files in a fixed order', () => {
    expect(parseOfacCsv({ sdn, alt }).fileHash).not.toBe(parseOfacCsv({ sdn }).fileHash);
    expect(parseOfacCsv({ sdn, alt }).fileHash).toBe(parseOfacCsv({ alt, sdn }).fileHash);
  });

  it('throws ListFormatError on a broken file', () => {
    expect(() => parseOfacCsv({ sdn: sdn.slice(0, 60) })).toThrow(ListFormatError);
    expect(() => parseOfacCsv({ sdn: enc('x,"A",-0-\r\n') })).toThrow(/fields, expected 12/);
    expect(() => parseOfacCsv({ sdn, add: enc('306,20,"only three"\r\n') })).toThrow(ListFormatError);
    expect(() => parseOfacCsv({ sdn: enc('abc,"A",-0- ,"P",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n') })).toThrow(/not a number/);
  });
});

describe.skipIf(!hasSharedData)('parseOfacCsv (real files)', () => {
  // SOURCES.md counts lines, including the last one that holds only OFAC's 0x1A end-of-file byte.
  it('reads the SDN list of 2024-05-03 (14,965 entries)', () => {
    const list = parseOfacCsv({ sdn: readShared('sanctions/ofac/2024-05-03/sdn.csv') });
    expect(list.entities).toHaveLength(14965);
    const putin = list.entities.find((e) => e.sourceId === '35096');
    expect(putin).toMatchObject({
      name: 'PUTIN, Vladimir Vladimirovich',
      kind: 'PERSON',
      birthDates: ['1952-10-07'],
      nationalities: ['RU'],
      programs: ['RUSSIA-EO14024'],
    });
    const yacht = list.entities.find((e) => e.sourceId === '37444');
    expect(yacht).toMatchObject({ kind: 'VESSEL', name: 'GRACEFUL', identifiers: expect.arrayContaining([{ type: 'IMO', value: '1011551' }]) });
    expect(list.entities.filter((e) => e.kind === 'PERSON').length).toBeGreaterThan(6000);
  });

  it('reads the small watchman subset with its add, alt and comments files', () => {
    const dir = 'sanctions/ofac/small_subset_watchman/';
    const list = parseOfacCsv({
      sdn: readShared(`${dir}sdn.csv`),
      add: readShared(`${dir}add.csv`),
      alt: readShared(`${dir}alt.csv`),
      comments: readShared(`${dir}sdn_comments.csv`),
    });
    expect(list.entities).toHaveLength(17);
    const hesa = list.entities.find((e) => e.sourceId === '11195');
    expect(hesa?.aliases).toEqual(expect.arrayContaining([{ name: 'HESA TRADE CENTER' }, { name: 'HESA', weak: true }]));
    expect(hesa?.addresses).toContain('P.O. Box 83145-311, 28 km Esfahan - Tehran Freeway, Shahin Shahr, Esfahan, Iran');
    expect(hesa?.identifiers).toContainEqual({ type: 'National ID No.', value: '10100722073', country: 'IR' });
    const logan = list.entities.find((e) => e.sourceId === '10278');
    expect(logan).toMatchObject({ birthDates: ['1963-07-28'], identifiers: expect.arrayContaining([{ type: 'SSN', value: '561-77-9011', country: 'US' }]) });
  });

  it('reads the consolidated non-SDN set (442 entries; SOURCES.md counts the end-of-file line)', () => {
    const dir = 'sanctions/ofac_cons/';
    const list = parseOfacCsv(
      {
        sdn: readShared(`${dir}cons_prim.csv`),
        add: readShared(`${dir}cons_add.csv`),
        alt: readShared(`${dir}cons_alt.csv`),
        comments: readShared(`${dir}cons_comments.csv`),
      },
      'OFAC_NONSDN',
    );
    expect(list.source).toBe('OFAC_NONSDN');
    expect(list.entities).toHaveLength(442);
    const haniya = list.entities.find((e) => e.sourceId === '9639');
    expect(haniya).toMatchObject({ name: 'HANIYA, Ismail Abdul Salah', birthDates: ['1962'] });
    expect(haniya?.aliases.map((a) => a.name)).toEqual(expect.arrayContaining(['HANIYA, Ismail', 'HANIYYA, Ismaeel']));
    expect(list.entities.find((e) => e.sourceId === '17014')?.remarks).toContain('RUSAG');
  });

  it('throws ListFormatError on truncated and garbled copies', () => {
    const sdn = readShared('sanctions/ofac/2024-05-03/sdn.csv');
    for (const fraction of [0.1, 0.5, 0.93]) expect(() => parseOfacCsv({ sdn: truncated(sdn, fraction) })).toThrow(ListFormatError);
    const garbled = sdn.slice();
    garbled.set(new TextEncoder().encode('"garbage'), 200_000);
    expect(() => parseOfacCsv({ sdn: garbled })).toThrow(ListFormatError);
  });
});
