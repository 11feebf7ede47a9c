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
  const alarm = '2026-06-15';

  it('KYC clock: off red; later than a month green; within a month yellow; on the day and past red', () => {
    expect(kycClockLight(alarm, false, '2026-01-01')).toBe('red');
    expect(kycClockLight(null, true, '2026-01-01')).toBe('green');
    expect(kycClockLight(alarm, true, '2026-05-14')).toBe('green');
    expect(kycClockLight(alarm, true, '2026-05-15')).toBe('yellow');
    expect(kycClockLight(alarm, true, '2026-06-14')).toBe('yellow');
    expect(kycClockLight(alarm, true, alarm)).toBe('red');
    expect(kycClockLight(alarm, true, '2026-07-01')).toBe('red');
    // A month after 31 January is the last day of February, as in PostgreSQL.
    expect(kycClockLight('2026-02-28', true, '2026-01-31')).toBe('yellow');
    expect(kycClockLight('2026-03-01', true, '2026-01-31')).toBe('green');
    expect(isKycClockAlarming(alarm, true, '2026-06-01')).toBe(true);
    expect(isKycClockAlarming(alarm, false, '2026-06-01')).toBe(false);
    expect(isKycClockAlarming(alarm, true, '2026-01-01')).toBe(false);
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
