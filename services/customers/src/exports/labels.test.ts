import { describe, expect, it } from 'vitest';
import { calendarDay, countryName, dayText, daysBetween, exportFileName, exportTimeText } from './labels.ts';
import { sheetName } from './xlsx.ts';

describe('export days and words', () => {
  it('shows a timestamp as its day in Helsinki and a date-only value as that very day', () => {
    // 22:30 UTC on 30 December is 00:30 on 31 December in Helsinki (UTC+2); in summer the offset is +3.
    expect(dayText(calendarDay('2026-12-30T22:30:00Z')!)).toBe('31.12.2026');
    expect(dayText(calendarDay('2026-06-30T21:30:00Z')!)).toBe('01.07.2026');
    expect(dayText(calendarDay(Date.parse('2026-12-30T22:30:00Z') / 1000)!)).toBe('31.12.2026');
    expect(dayText(calendarDay('2026-12-31')!)).toBe('31.12.2026');
    expect(dayText(calendarDay('1999-01-01')!)).toBe('01.01.1999');
    expect(calendarDay(null)).toBeNull();
    expect(calendarDay('not a date')).toBeNull();
    expect(daysBetween({ year: 2026, month: 3, day: 28 }, { year: 2026, month: 3, day: 30 })).toBe(2);
    expect(daysBetween({ year: 2026, month: 12, day: 31 }, { year: 2026, month: 12, day: 1 })).toBe(-30);
  });

  it('writes the export time, country names and file names in the language', () => {
    const at = new Date('2026-12-31T12:05:00Z');
    expect(exportTimeText(at, 'fi')).toBe('31.12.2026 klo 14.05');
    expect(exportTimeText(at, 'se')).toBe('31.12.2026 kl. 14.05');
    expect(exportTimeText(at, 'en')).toBe('31.12.2026 14:05');
    expect([countryName('SE', 'fi'), countryName('SE', 'se'), countryName('fi', 'en')]).toEqual(['Ruotsi', 'Sverige', 'Finland']);
    expect(countryName('??', 'fi')).toBe('??');
    expect(countryName(null, 'fi')).toBe('');
    expect(exportFileName('fi', false, 'xlsx', new Date('2026-12-30T22:30:00Z'))).toBe('asiakkaat-2026-12-31.xlsx');
    expect(exportFileName('se', true, 'csv', at)).toBe('arkiverade-kunder-2026-12-31.csv');
    expect(sheetName('Arkistoidut asiakkaat')).toBe('Arkistoidut asiakkaat');
    expect(sheetName('a/b:c'.repeat(10))).toHaveLength(31);
  });
});
