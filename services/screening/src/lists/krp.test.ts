import { describe, expect, it } from 'vitest';
import { ListFormatError } from '../types.ts';
import { looksLikeKrpCsv, parseKrpList } from './krp.ts';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('parseKrpList', () => {
  const csv = [
    '# Kansallinen jäädytyslista',
    '# published: 2024-05-01',
    'id,type,name,aliases,birth_dates,nationalities,identifiers,addresses,programs,remarks',
    'KRP-2024-1,PERSON,Matti Meikäläinen,Matti Meikalainen|M. Meikäläinen,1980-01-02,FI|SE,passport:XP1234567:FI|national_id:020180-123A,"Katu 1, Helsinki",VNp 1/2024,',
    'KRP-2024-2,ORGANIZATION,Esimerkki Oy,,,,business_id:1234567-8,,VNp 2/2024,Frozen 2024',
  ].join('\n');

  it('reads the administrator-kept CSV', () => {
    const list = parseKrpList(enc(csv));
    expect(list).toMatchObject({ source: 'KRP', publishedAt: '2024-05-01', files: ['krp.csv'] });
    expect(list.entities).toEqual([
      {
        source: 'KRP',
        sourceId: 'KRP-2024-1',
        kind: 'PERSON',
        name: 'Matti Meikäläinen',
        aliases: [{ name: 'Matti Meikalainen' }, { name: 'M. Meikäläinen' }],
        birthDates: ['1980-01-02'],
        nationalities: ['FI', 'SE'],
        identifiers: [
          { type: 'passport', value: 'XP1234567', country: 'FI' },
          { type: 'national_id', value: '020180-123A' },
        ],
        addresses: ['Katu 1, Helsinki'],
        programs: ['VNp 1/2024'],
      },
      expect.objectContaining({ kind: 'ORGANIZATION', name: 'Esimerkki Oy', remarks: 'Frozen 2024' }),
    ]);
    expect(looksLikeKrpCsv(csv)).toBe(true);
  });

  it('reads a semicolon-separated spreadsheet export with fewer columns', () => {
    const list = parseKrpList(enc('\uFEFFid;type;name\r\n1;;Unknown Kind Ltd\r\n'));
    expect(list.entities[0]).toMatchObject({ sourceId: '1', kind: 'UNKNOWN', name: 'Unknown Kind Ltd' });
  });

  it('throws ListFormatError on a broken list', () => {
    expect(() => parseKrpList(enc('id,name\n1,X'))).toThrow(/no "type" column/);
    expect(() => parseKrpList(enc('id,type,name,colour\n1,PERSON,X,red'))).toThrow(/unknown column colour/);
    expect(() => parseKrpList(enc('id,type,name\n1,PERSON,X\n1,PERSON,Y'))).toThrow(/appears twice/);
    expect(() => parseKrpList(enc('id,type,name\n1,VESSEL,X'))).toThrow(ListFormatError);
    expect(() => parseKrpList(enc('id,type,name,birth_dates\n1,PERSON,X,someday'))).toThrow(/not a date/);
    expect(() => parseKrpList(enc('id,type,name\n1,PERSON,"X'))).toThrow(ListFormatError);
  });
});
