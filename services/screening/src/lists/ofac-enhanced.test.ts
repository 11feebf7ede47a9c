import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared, truncated } from '../testing/shared-data.ts';
import { ListFormatError } from '../types.ts';
import { parseOfacEnhancedXml } from './ofac-enhanced.ts';

describe.skipIf(!hasSharedData)('parseOfacEnhancedXml (CONS_ENHANCED.ZIP)', () => {
  const zip = hasSharedData ? readShared('sanctions/ofac_cons/CONS_ENHANCED.ZIP') : new Uint8Array();

  it('reads the 443 entities of the consolidated non-SDN list of 2025-01-10', () => {
    const list = parseOfacEnhancedXml(zip);
    expect(list.source).toBe('OFAC_NONSDN');
    expect(list.publishedAt).toBe('2025-01-10T00:00:00');
    expect(list.files).toEqual(['CONS_ENHANCED.XML']);
    expect(list.entities).toHaveLength(443);
    const haniya = list.entities.find((e) => e.sourceId === '9639');
    expect(haniya).toMatchObject({ kind: 'PERSON', name: 'HANIYA, Ismail Abdul Salah', birthDates: ['1962'], programs: ['NS-PLC'] });
    expect(haniya?.aliases).toEqual(expect.arrayContaining([{ name: 'HANIYA, Ismail' }, { name: 'HANIYYA, Ismaeel' }]));
    const vtb = list.entities.find((e) => e.identifiers.some((i) => i.value === '1027739609391'));
    expect(vtb?.identifiers).toContainEqual({ type: 'Registration ID', value: '1027739609391', country: 'RU' });
  });

  it('reads the XML without the zip, and the source can be given', () => {
    const xml = Object.values(unzipSync(zip))[0] as Uint8Array;
    expect(parseOfacEnhancedXml(xml, 'OFAC').source).toBe('OFAC');
  });

  it('throws ListFormatError on truncated and garbled copies', () => {
    expect(() => parseOfacEnhancedXml(truncated(zip, 0.5))).toThrow(ListFormatError);
    const xml = Object.values(unzipSync(zip))[0] as Uint8Array;
    expect(() => parseOfacEnhancedXml(truncated(xml, 0.8))).toThrow(ListFormatError);
    expect(() => parseOfacEnhancedXml(zipSync({ 'readme.txt': new Uint8Array([65]) }))).toThrow(/no XML file/);
  });
});
