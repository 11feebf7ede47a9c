import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared, truncated } from '../testing/shared-data.ts';
import { ListFormatError } from '../types.ts';
import { parseFtmJsonl } from './ftm.ts';
import { parseSenzingJsonl } from './senzing.ts';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('PEP JSON lines (in-memory files)', () => {
  it('reads FollowTheMoney persons and organisations and resolves address entities', () => {
    const list = parseFtmJsonl(
      enc(
        [
          '{"id":"p1","schema":"Person","caption":"Matti Meikäläinen","properties":{"name":["Matti Meikäläinen"],"alias":["Matti Meikalainen"],"weakAlias":["MM"],"birthDate":["1960-05-01"],"nationality":["fi"],"idNumber":["010560-123A"],"addressEntity":["a1"],"position":["Member of Parliament"]},"last_change":"2024-01-02T00:00:00"}',
          '{"id":"a1","schema":"Address","properties":{"full":["Mannerheimintie 1, Helsinki"]}}',
          '{"id":"o1","schema":"Sanction","properties":{}}',
        ].join('\n'),
      ),
    );
    expect(list.source).toBe('PEP');
    expect(list.publishedAt).toBe('2024-01-02T00:00:00');
    expect(list.entities).toEqual([
      expect.objectContaining({
        sourceId: 'p1',
        kind: 'PERSON',
        name: 'Matti Meikäläinen',
        aliases: [{ name: 'Matti Meikalainen' }, { name: 'MM', weak: true }],
        birthDates: ['1960-05-01'],
        nationalities: ['FI'],
        identifiers: [{ type: 'National ID', value: '010560-123A' }],
        addresses: ['Mannerheimintie 1, Helsinki'],
        remarks: 'Member of Parliament',
      }),
    ]);
  });

  it('reads Senzing records and skips position records', () => {
    const list = parseSenzingJsonl(
      enc(
        [
          '{"DATA_SOURCE":"OS_X","RECORD_ID":"Q1","RECORD_TYPE":"PERSON","LAST_CHANGE":"2025-01-01","NAMES":[{"NAME_TYPE":"PRIMARY","NAME_FULL":"Jesús García"},{"NAME_TYPE":"ALIAS","NAME_FULL":"Chuy Garcia"}],"DATES":[{"DATE_OF_BIRTH":"1956"}],"COUNTRIES":[{"NATIONALITY":"us"}],"IDENTIFIERS":[{"PASSPORT_NUMBER":"X123456","PASSPORT_COUNTRY":"US"}]}',
          '{"DATA_SOURCE":"OS_X","RECORD_ID":"Q2","RECORD_TYPE":null,"NAMES":[{"NAME_TYPE":"PRIMARY","NAME_FULL":"United States senator"}]}',
        ].join('\n'),
      ),
    );
    expect(list.entities).toEqual([
      expect.objectContaining({
        sourceId: 'Q1',
        name: 'Jesús García',
        aliases: [{ name: 'Chuy Garcia' }],
        birthDates: ['1956'],
        nationalities: ['US'],
        identifiers: [{ type: 'Passport', value: 'X123456', country: 'US' }],
      }),
    ]);
  });

  it('throws ListFormatError on a cut or broken line', () => {
    expect(() => parseSenzingJsonl(enc('{"DATA_SOURCE":"OS_X","RECORD_ID":"Q1","RECORD_TY'))).toThrow(/line 1 is not JSON/);
    expect(() => parseFtmJsonl(enc('{"id":"p1","schema":"Person","properties":{}}\n[1]'))).toThrow(ListFormatError);
  });
});

describe.skipIf(!hasSharedData)('PEP data (real files)', () => {
  it('reads the us_congress Senzing export: 1,317 persons (2 position records skipped)', () => {
    const jsonl = readShared('pep/opensanctions_us_congress_senzing.jsonl');
    const list = parseSenzingJsonl(jsonl);
    expect(list.entities).toHaveLength(1317);
    expect(list.entities.find((e) => e.name === 'Jennifer L. McClellan')).toMatchObject({
      sourceId: 'NK-AQ4HymsADSK2D63MkyTqfC',
      birthDates: ['1972'],
      nationalities: ['US'],
    });
    expect(list.entities.find((e) => e.sourceId === 'Q18631698')?.aliases).toContainEqual({ name: 'Jesus G. Garcia' });
    expect(() => parseSenzingJsonl(truncated(jsonl, 0.5))).toThrow(ListFormatError);
  });

  it('reads the FollowTheMoney sample: 4 persons and 2 organisations', () => {
    const jsonl = readShared('pep/opensanctions_sample_entities.ftm.jsonl');
    const list = parseFtmJsonl(jsonl);
    expect(list.entities).toHaveLength(6);
    const kuzmenko = list.entities.find((e) => e.sourceId === 'NK-2Ka3UvopqbpZmVDFjWd4LA');
    expect(kuzmenko).toMatchObject({ name: 'Vitaly Yurievich KUZMENKO', birthDates: ['1971-01-22'], nationalities: ['RU'] });
    expect(kuzmenko?.aliases).toContainEqual({ name: 'Виталий Юрьевич КУЗЬМЕНКО' });
    expect(kuzmenko?.identifiers).toContainEqual({ type: 'Tax ID', value: '366510784303' });
    expect(() => parseFtmJsonl(truncated(jsonl, 0.5))).toThrow(ListFormatError);
  });
});
