import { describe, expect, it } from 'vitest';
import { countryNamer, formatDate, formatDateTime, formatDay, formatListDate, formatPercent, percent, todayIso } from './format.ts';

describe('formatDate', () => {
  it('formats as DD.MM.YYYY with zero padding', () => {
    expect(formatDate(new Date(2026, 0, 5, 9, 7))).toBe('05.01.2026');
    expect(formatDate(new Date(2025, 11, 31))).toBe('31.12.2025');
  });

  it('accepts ISO strings and returns an empty string for missing or invalid input', () => {
    const iso = new Date(2026, 2, 14, 12, 0).toISOString();
    expect(formatDate(iso)).toBe('14.03.2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats as DD.MM.YYYY HH:mm in 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05.01.2026 09:07');
    expect(formatDateTime(new Date(2026, 5, 30, 23, 59, 59))).toBe('30.06.2026 23:59');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('calendar days, list dates, shares and countries', () => {
  it('shows a day as DD.MM.YYYY without a time zone shift', () => expect(formatDay('2026-01-29')).toBe('29.01.2026'));
  it('shows a list date as precisely as it is known', () => {
    expect([formatListDate('1952-10-07'), formatListDate('1952-10'), formatListDate('1952')]).toEqual(['07.10.1952', '10/1952', '1952']);
  });
  it('gives today in the viewer\'s calendar', () => expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05'));
  it('rounds a share to a whole percentage', () => expect(percent(0.935)).toBe(94));
  it('writes a percentage the UI language\'s way: a no-break space before % in Finnish and Swedish, none in English', () => {
    expect(formatPercent(60, 'fi')).toBe('60\u00a0%');
    expect(formatPercent(60, 'se')).toBe('60\u00a0%');
    expect(formatPercent(60, 'en')).toBe('60%');
    expect(formatPercent(percent(0.935), 'en')).toBe('94%');
    expect([formatPercent(12.5, 'fi'), formatPercent(12.5, 'en')]).toEqual(['12,5\u00a0%', '12.5%']);
    expect(formatPercent(100 / 3, 'en')).toBe('33.33%');
    expect(formatPercent(0, 'fi')).toBe('0\u00a0%');
  });
  it('names countries in the UI language, Swedish for se, and an unknown code as it is', () => {
    expect(countryNamer('fi')('SE')).toBe('Ruotsi');
    expect(countryNamer('se')('FI')).toBe('Finland');
    expect(countryNamer('en')('XX')).toBe('XX');
  });
});
