import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared, truncated } from '../testing/shared-data.ts';
import { ListFormatError } from '../types.ts';
import { parseTradeGovCsl } from './trade-gov-csl.ts';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);
const header =
  '_id,source,entity_number,type,programs,name,title,addresses,federal_register_notice,start_date,end_date,standard_order,license_requirement,license_policy,call_sign,vessel_type,gross_tonnage,gross_registered_tonnage,vessel_flag,vessel_owner,remarks,source_list_url,alt_names,citizenships,dates_of_birth,nationalities,places_of_birth,source_information_url,ids';

describe('parseTradeGovCsl (in-memory file)', () => {
  const csv = enc(
    [
      header,
      'a1,Entity List (EL) - Bureau of Industry and Security,,,,140 Repair Plant JSC,,"19 Luysi Chalovskoy St., Borisov, 222512, BY",,,,,,,,,,,,,,,Open Joint Stock Company 140 Repair Plant; and JSC 140 Repair Plant,,,,,,',
      '9935,Specially Designated Nationals (SDN) - Treasury Department,9935,Individual,SDGT,"\'ABD AL-RAZZIQ, Abu Sufian",,,,,,,,,,,,,,,,,ABU SUFIAN,,1962-08-06,CA; SD,,,"CA, BC166787, Passport; Male, Gender"',
    ].join('\n'),
  );

  it('keeps the BIS rows by default, every row with onlyBis: false, and reads gzip too', () => {
    const bis = parseTradeGovCsl(csv);
    expect(bis.entities).toEqual([
      expect.objectContaining({
        source: 'BIS',
        sourceId: 'a1',
        kind: 'UNKNOWN',
        name: '140 Repair Plant JSC',
        aliases: [{ name: 'Open Joint Stock Company 140 Repair Plant' }, { name: 'JSC 140 Repair Plant' }],
        addresses: ['19 Luysi Chalovskoy St., Borisov, 222512, BY'],
        programs: ['Entity List (EL)'],
      }),
    ]);
    const all = parseTradeGovCsl(gzipSync(csv), { onlyBis: false });
    expect(all.entities[1]).toMatchObject({
      kind: 'PERSON',
      birthDates: ['1962-08-06'],
      nationalities: ['CA', 'SD'],
      identifiers: [{ type: 'Passport', value: 'BC166787', country: 'CA' }],
    });
  });

  it('throws ListFormatError on a broken file', () => {
    expect(() => parseTradeGovCsl(csv.slice(0, csv.length - 40))).toThrow(ListFormatError);
    expect(() => parseTradeGovCsl(gzipSync(csv).slice(0, 100))).toThrow(ListFormatError);
    expect(() => parseTradeGovCsl(enc('name,source\nx,y'))).toThrow(/not a Consolidated Screening List/);
  });
});

describe.skipIf(!hasSharedData)('parseTradeGovCsl (real file)', () => {
  const gz = hasSharedData ? readShared('sanctions/us_bis/trade_gov_csl_consolidated.csv.gz') : new Uint8Array();

  it('reads 14,160 rows, of which 2,735 are BIS (EL 2,001, DPL 462, UVL 201, MEU 71)', () => {
    expect(parseTradeGovCsl(gz, { onlyBis: false }).entities).toHaveLength(14160);
    const bis = parseTradeGovCsl(gz);
    expect(bis.entities).toHaveLength(2735);
    const count = (p: string): number => bis.entities.filter((e) => e.programs[0] === p).length;
    expect([count('Entity List (EL)'), count('Denied Persons List (DPL)'), count('Unverified List (UVL)'), count('Military End User (MEU) List')]).toEqual([
      2001, 462, 201, 71,
    ]);
    expect(bis.entities.find((e) => e.name === '140 Repair Plant JSC')?.aliases).toContainEqual({ name: 'JSC 140 Repair Plant' });
  });

  it('throws ListFormatError on a truncated copy', () => {
    expect(() => parseTradeGovCsl(truncated(gz, 0.5))).toThrow(ListFormatError);
  });
});
