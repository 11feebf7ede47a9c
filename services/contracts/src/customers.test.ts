import { describe, expect, it } from 'vitest';
import { combinedLight, customerSorts, isKycClockAlarming, kycClockLight, maskSsn, registerLight, riskLevelLight } from './customers.ts';

describe('maskSsn', () => {
  it('keeps the birth date and century sign and hides the rest', () => {
    expect(maskSsn('131052-308T')).toBe('131052-****');
    expect(maskSsn(null)).toBeNull();
    expect(maskSsn('12345')).toBe('*****');
  });
});

describe('customerSorts', () => {
  it('keeps the foundation\'s sorts and offers every list column both ways', () => {
    expect(customerSorts).toEqual(expect.arrayContaining(['name', '-name', 'created_at', '-created_at', 'city', '-city', 'country', '-country']));
    expect(customerSorts).toContain('-kycclock_alarm_at');
    expect(customerSorts).toHaveLength(20);
  });
});

describe('traffic lights (spec §4)', () => {
  const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  const alarm = at('2026-06-15T00:00:00Z');

  it('KYC clock: off red; later than a month green; within a month yellow; past red', () => {
    expect(kycClockLight(alarm, false, at('2026-01-01T00:00:00Z'))).toBe('red');
    expect(kycClockLight(null, true, at('2026-01-01T00:00:00Z'))).toBe('green');
    expect(kycClockLight(alarm, true, at('2026-05-14T23:59:59Z'))).toBe('green');
    expect(kycClockLight(alarm, true, at('2026-05-15T00:00:00Z'))).toBe('yellow');
    expect(kycClockLight(alarm, true, at('2026-06-14T23:59:59Z'))).toBe('yellow');
    expect(kycClockLight(alarm, true, alarm)).toBe('red');
    expect(isKycClockAlarming(alarm, true, at('2026-06-01T00:00:00Z'))).toBe(true);
    expect(isKycClockAlarming(alarm, false, at('2026-06-01T00:00:00Z'))).toBe(false);
    expect(isKycClockAlarming(alarm, true, at('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('registers: true green, false red, employer register false yellow, unknown grey', () => {
    expect(registerLight(true)).toBe('green');
    expect(registerLight(false)).toBe('red');
    expect(registerLight(false, 'prepayment_register')).toBe('red');
    expect(registerLight(false, 'employer_register')).toBe('yellow');
    expect(registerLight(null)).toBe('grey');
  });

  it('risk: LOW green, REGULAR yellow, HIGH red, NA or none grey', () => {
    expect([riskLevelLight('LOW'), riskLevelLight('REGULAR'), riskLevelLight('HIGH'), riskLevelLight('NA'), riskLevelLight(null)])
      .toEqual(['green', 'yellow', 'red', 'grey', 'grey']);
  });

  it('combined: red over yellow over green, otherwise grey', () => {
    expect(combinedLight(['green', 'yellow', 'red', 'grey'])).toBe('red');
    expect(combinedLight(['green', 'yellow', 'grey'])).toBe('yellow');
    expect(combinedLight(['grey', 'green'])).toBe('green');
    expect(combinedLight(['grey'])).toBe('grey');
    expect(combinedLight([])).toBe('grey');
  });
});
