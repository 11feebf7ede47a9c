import { describe, expect, it } from 'vitest';
import { addMonths, helsinkiDate, isIsoDate, toIsoDate } from './dates.ts';

describe('calendar days', () => {
  it('knows a real day from a made-up one', () => {
    expect(['2026-12-31', '2024-02-29', '0001-01-01'].map(isIsoDate)).toEqual([true, true, true]);
    expect(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '31.12.2026', '2026-12-31T00:00:00Z', 20261231]
      .map(isIsoDate)).toEqual([false, false, false, false, false, false, false, false]);
  });

  it('reads an instant as the day it falls on in Helsinki, whatever the process time zone', () => {
    expect(helsinkiDate(new Date('2026-12-31T21:59:59Z'))).toBe('2026-12-31');
    expect(helsinkiDate(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
    // Summer time: UTC+3.
    expect(helsinkiDate(new Date('2026-06-30T20:59:59Z'))).toBe('2026-06-30');
    expect(helsinkiDate(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
  });

  it('turns each accepted input into YYYY-MM-DD, and refuses what names no day', () => {
    expect(toIsoDate('2026-12-31')).toBe('2026-12-31');
    expect(toIsoDate('2026-12-31T22:30:00Z')).toBe('2027-01-01');
    expect(toIsoDate('2026-12-31T23:59:00+02:00')).toBe('2026-12-31');
    expect(toIsoDate(Date.parse('2026-12-30T22:00:00Z') / 1000)).toBe('2026-12-31');
    expect([toIsoDate('2026-02-30'), toIsoDate('2026-02-30T10:00:00Z'), toIsoDate('tomorrow'), toIsoDate(Number.NaN)]).toEqual([null, null, null, null]);
  });

  it('adds calendar months, the end of a shorter month standing in for a missing day', () => {
    expect(addMonths('2026-05-15', 1)).toBe('2026-06-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-31');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-06-15', 12)).toBe('2027-06-15');
  });
});
