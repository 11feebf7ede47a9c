import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared, truncated } from '../testing/shared-data.ts';
import { ListFormatError } from '../types.ts';
import { parseEuXml } from './eu.ts';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('parseEuXml (in-memory file)', () => {
  const xml = enc(`<?xml version="1.0" encoding="UTF-8"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-08-05T16:47:04.449+02:00">
<sanctionEntity logicalId="13" euReferenceNumber="EU.1.1">
  <regulation programme="RUS"/>
  <subjectType code="person" classificationCode="P"/>
  <nameAlias wholeName="Ivan IVANOV" nameLanguage="" strong="true"/>
  <nameAlias wholeName="Иван ИВАНОВ" nameLanguage="RU" strong="true"/>
  <nameAlias wholeName="Vanya" nameLanguage="" strong="false"/>
  <citizenship countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION"/>
  <birthdate birthdate="1965-04-14" dayOfMonth="14" monthOfYear="4" year="1965"/>
  <birthdate circa="true" yearRangeFrom="1953" yearRangeTo="1954"/>
  <identification number="488555" identificationTypeCode="passport" identificationTypeDescription="National passport" countryIso2Code="00" countryDescription="UNKNOWN"/>
  <address city="Moscow" street="Tverskaya 1" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION"/>
</sanctionEntity></export>`);

  it('reads names, dates, citizenship, identifiers and addresses', () => {
    const list = parseEuXml(xml);
    expect(list.publishedAt).toBe('2026-08-05T16:47:04.449+02:00');
    expect(list.entities[0]).toEqual(
      expect.objectContaining({
        source: 'EU',
        sourceId: '13',
        kind: 'PERSON',
        name: 'Ivan IVANOV',
        aliases: [{ name: 'Иван ИВАНОВ' }, { name: 'Vanya', weak: true }],
        birthDates: ['1965-04-14', '1953', '1954'],
        nationalities: ['RU'],
        identifiers: [{ type: 'National passport', value: '488555' }],
        addresses: ['Tverskaya 1, Moscow, RUSSIAN FEDERATION'],
        programs: ['RUS'],
      }),
    );
  });

  it('throws ListFormatError on broken XML', () => {
    expect(() => parseEuXml(xml.slice(0, 400))).toThrow(ListFormatError);
    expect(() => parseEuXml(enc('<export><sanctionEntity logicalId="1"/></export>'))).toThrow(/no nameAlias/);
  });
});

describe.skipIf(!hasSharedData)('parseEuXml (real file)', () => {
  const xml = hasSharedData ? readShared('sanctions/eu/eu_fsf_xml_1_1_sample_2026-08-05.xml') : new Uint8Array();

  it('reads 5 entities with 45 name aliases', () => {
    const list = parseEuXml(xml);
    expect(list.entities).toHaveLength(5);
    expect(list.entities.reduce((n, e) => n + 1 + e.aliases.length, 0)).toBe(45);
    const khalid = list.entities.find((e) => e.sourceId === '191');
    expect(khalid?.birthDates).toEqual(['1965-04-14', '1964-03-01']);
    expect(khalid?.identifiers).toContainEqual({ type: 'National passport', value: '488555' });
    expect([khalid?.name, ...(khalid?.aliases.map((a) => a.name) ?? [])]).toContain('Khalid Sheikh MOHAMMED');
    expect(list.entities.find((e) => e.sourceId === '521')).toMatchObject({ name: 'Haji Ahmad Jan', nationalities: ['AF'] });
    expect(list.entities.filter((e) => e.kind === 'ORGANIZATION')).toHaveLength(1);
  });

  it('throws ListFormatError on a truncated copy', () => {
    expect(() => parseEuXml(truncated(xml, 0.7))).toThrow(ListFormatError);
  });
});
