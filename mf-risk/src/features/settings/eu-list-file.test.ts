import { describe, expect, it } from 'vitest';
import { parseMaxAgeDays, readEuListFile } from './eu-list-file.ts';

describe('the EU list file an admin loads', () => {
  it('reads act, date and codes (upper-cased, deduplicated) and joins the sources', () => {
    const text = JSON.stringify({ act: 'Delegated Regulation (EU) 2016/1675 as amended', in_force_at: '2026-01-29', countries: ['ru', 'IR', 'RU'], sources: ['a', 'b'] });
    expect(readEuListFile(text)).toEqual({ ok: true, body: { act: 'Delegated Regulation (EU) 2016/1675 as amended', in_force_at: '2026-01-29', countries: ['RU', 'IR'], sources: 'a\nb' } });
  });

  it('names what is wrong: not JSON, missing fields, a bad date, a bad code', () => {
    expect(readEuListFile('RU\nIR')).toEqual({ ok: false, error: { kind: 'json' } });
    expect(readEuListFile('{"act":"Act","in_force_at":"2026-01-29"}')).toEqual({ ok: false, error: { kind: 'fields' } });
    expect(readEuListFile('{"act":"Act","in_force_at":"29.1.2026","countries":["RU"]}')).toEqual({ ok: false, error: { kind: 'date' } });
    expect(readEuListFile('{"act":"Act","in_force_at":"2026-01-29","countries":["RU","Russia"]}')).toEqual({ ok: false, error: { kind: 'country', line: 2, value: 'Russia' } });
  });

});

describe('parseMaxAgeDays (issue 25 §3: the EU list age warning)', () => {
  it('takes a whole number of days 1–365, empty as the default, and refuses the rest', () => {
    expect(parseMaxAgeDays(' 14 ')).toBe(14);
    expect(parseMaxAgeDays('365')).toBe(365);
    expect(parseMaxAgeDays('')).toBeNull();
    for (const text of ['0', '366', '1.5', '-3', 'kk']) expect(parseMaxAgeDays(text)).toBe('invalid');
  });
});
