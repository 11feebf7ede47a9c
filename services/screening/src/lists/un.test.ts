import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared, truncated } from '../testing/shared-data.ts';
import { ListFormatError } from '../types.ts';
import { parseUnXml } from './un.ts';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('parseUnXml (in-memory file)', () => {
  const xml = enc(`<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-02-27T00:00:09.554Z"><INDIVIDUALS><INDIVIDUAL>
  <DATAID>1</DATAID><FIRST_NAME>ABD-AL-MAJID</FIRST_NAME><SECOND_NAME>AZIZ</SECOND_NAME><THIRD_NAME>AL-ZINDANI</THIRD_NAME>
  <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE><REFERENCE_NUMBER>QDi.156</REFERENCE_NUMBER>
  <NATIONALITY><VALUE>Yemen</VALUE></NATIONALITY>
  <INDIVIDUAL_ALIAS><QUALITY>Low</QUALITY><ALIAS_NAME>Abdelmajid al-Zindani</ALIAS_NAME></INDIVIDUAL_ALIAS>
  <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Sheikh al-Zindani</ALIAS_NAME></INDIVIDUAL_ALIAS>
  <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE><YEAR>1950</YEAR></INDIVIDUAL_DATE_OF_BIRTH>
  <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1951</FROM_YEAR><TO_YEAR>1952</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
  <INDIVIDUAL_DOCUMENT><TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT><NUMBER>A005487</NUMBER><ISSUING_COUNTRY>Yemen</ISSUING_COUNTRY></INDIVIDUAL_DOCUMENT>
</INDIVIDUAL></INDIVIDUALS><ENTITIES><ENTITY><DATAID>2</DATAID><FIRST_NAME>ADF</FIRST_NAME>
  <ENTITY_ALIAS><QUALITY>a.k.a.</QUALITY><ALIAS_NAME>Allied Democratic Forces</ALIAS_NAME></ENTITY_ALIAS>
  <ENTITY_ADDRESS><STATE_PROVINCE>North Kivu</STATE_PROVINCE><COUNTRY>Democratic Republic of the Congo</COUNTRY></ENTITY_ADDRESS>
</ENTITY></ENTITIES></CONSOLIDATED_LIST>`);

  it('reads individuals and entities', () => {
    const list = parseUnXml(xml);
    expect(list.publishedAt).toBe('2026-02-27T00:00:09.554Z');
    expect(list.entities).toEqual([
      expect.objectContaining({
        source: 'UN',
        sourceId: '1',
        kind: 'PERSON',
        name: 'ABD-AL-MAJID AZIZ AL-ZINDANI',
        aliases: [{ name: 'Abdelmajid al-Zindani', weak: true }, { name: 'Sheikh al-Zindani' }],
        birthDates: ['1950', '1951', '1952'],
        nationalities: ['YE'],
        identifiers: [{ type: 'Passport', value: 'A005487', country: 'YE' }],
        programs: ['Al-Qaida', 'QDi.156'],
      }),
      expect.objectContaining({
        kind: 'ORGANIZATION',
        name: 'ADF',
        aliases: [{ name: 'Allied Democratic Forces' }],
        addresses: ['North Kivu, Democratic Republic of the Congo'],
      }),
    ]);
  });

  it('throws ListFormatError on broken XML or another format', () => {
    expect(() => parseUnXml(xml.slice(0, 300))).toThrow(ListFormatError);
    expect(() => parseUnXml(enc('<export><x/></export>'))).toThrow(/not a UN consolidated list/);
    expect(() => parseUnXml(enc('<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>X</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>'))).toThrow(/no DATAID/);
  });
});

describe.skipIf(!hasSharedData)('parseUnXml (real file)', () => {
  const xml = hasSharedData ? readShared('sanctions/un/UN_consolidated.xml') : new Uint8Array();

  it('reads 730 individuals and 273 entities', () => {
    const list = parseUnXml(xml);
    expect(list.entities.filter((e) => e.kind === 'PERSON')).toHaveLength(730);
    expect(list.entities.filter((e) => e.kind === 'ORGANIZATION')).toHaveLength(273);
    expect(list.publishedAt).toBe('2026-02-27T00:00:09.554Z');
    expect(list.entities.find((e) => e.sourceId === '6907993')).toMatchObject({
      name: 'ERIC BADEGE',
      birthDates: ['1971'],
      nationalities: ['CD'],
      addresses: ['Rwanda'],
    });
    expect(list.entities.find((e) => e.sourceId === '6907995')?.aliases).toEqual(
      expect.arrayContaining([{ name: 'Rumuli', weak: true }, { name: 'Byiringiro Victor Rumuli' }]),
    );
    expect(list.entities.find((e) => e.sourceId === '6908402')?.aliases.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Allied Democratic Forces', 'NALU']),
    );
    const withPassport = list.entities.flatMap((e) => e.identifiers).filter((i) => i.type === 'Passport');
    expect(withPassport).toContainEqual({ type: 'Passport', value: 'OB 0243318', country: 'CD' });
  });

  it('throws ListFormatError on truncated and garbled copies', () => {
    for (const fraction of [0.01, 0.5, 0.999]) expect(() => parseUnXml(truncated(xml, fraction))).toThrow(ListFormatError);
    const garbled = xml.slice();
    garbled.set(new TextEncoder().encode('</WRONG>'), 1_000_000);
    expect(() => parseUnXml(garbled)).toThrow(ListFormatError);
  });
});
