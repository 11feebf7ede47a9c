import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

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
