import { afterEach, describe, expect, it } from 'vitest';
import { formatIsoDate } from './format.ts';

// Issue 16 §2: a day shows as the same day in every browser time zone.
const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe('formatIsoDate', () => {
  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Helsinki'])('shows 2026-12-31 as 31.12.2026 in %s', (zone) => {
    process.env.TZ = zone;
    // The zone really is in force: the same instant is another day here than in UTC where the offset says so.
    expect(new Date('2026-12-31T12:00:00Z').getTimezoneOffset()).toBe({ UTC: 0, 'Pacific/Kiritimati': -840, 'Pacific/Pago_Pago': 660, 'Europe/Helsinki': -120 }[zone]);
    expect(formatIsoDate('2026-12-31')).toBe('31.12.2026');
    expect(formatIsoDate('2027-01-01')).toBe('01.01.2027');
    expect(formatIsoDate('2024-02-29')).toBe('29.02.2024');
  });

  it('shows nothing for a missing value or one that is not a day', () => {
    expect([formatIsoDate(null), formatIsoDate(undefined), formatIsoDate(''), formatIsoDate('31.12.2026'), formatIsoDate('2026-12-31T22:00:00Z')])
      .toEqual(['', '', '', '', '']);
  });
});
