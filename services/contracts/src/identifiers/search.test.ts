import { describe, expect, it } from 'vitest';
import { identifierInput, identifierSearchKey, identifierSearchKeys, looksLikeIdentifier } from './index.ts';

describe('identifierInput', () => {
  it('drops surrounding whitespace and upper-cases, nothing else', () => {
    expect(identifierInput(' 131052a308t\u00a0')).toBe('131052A308T');
    expect(identifierInput('\t1000000-4 ')).toBe('1000000-4');
    expect(identifierInput('988 077 917')).toBe('988 077 917');
  });
});

describe('identifier search (issue 16 §5)', () => {
  it('compares in one form: upper case without dashes and whitespace', () => {
    expect(identifierSearchKey('1000000-4')).toBe('10000004');
    expect(identifierSearchKey('131052-308t')).toBe('131052308T');
    expect(identifierSearchKey('131052A308T')).toBe('131052A308T');
    expect(identifierSearchKey('988 077 917')).toBe('988077917');
  });

  it('tells identifiers from names', () => {
    for (const text of ['10000004', ' 1000000-4 ', '131052-308t', '131052A308T', 'SC123456', 'NO 988 077 917 MVA', '010101+0101']) {
      expect(looksLikeIdentifier(text), text).toBe(true);
    }
    for (const text of ['', '   ', 'Aaltonen', 'Oy 2000 Ab', '12345', 'Kalliola Lakitoimisto Oy', '1000000-4; drop', '%1000000%']) {
      expect(looksLikeIdentifier(text), text).toBe(false);
    }
  });

  it('gives the text\'s own key and the canonical form of every identifier it is valid as', () => {
    expect(identifierSearchKeys('10000004')).toEqual(['10000004']);
    expect(identifierSearchKeys(' 1000000-4 ')).toEqual(['10000004']);
    expect(identifierSearchKeys('131052-308t')).toEqual(['131052308T']);
    // A Swedish personnummer typed with ten digits also finds the stored twelve-digit form.
    expect(identifierSearchKeys('880320-0016')).toEqual(expect.arrayContaining(['8803200016', '198803200016']));
    expect(identifierSearchKeys('NO 988 077 917 MVA', ['business'])).toEqual(['NO988077917MVA', '988077917']);
    // Only business rules when asked: the personnummer's twelve-digit form is a person's.
    expect(identifierSearchKeys('880320-0016', ['business'])).toEqual(['8803200016']);
    expect(identifierSearchKeys(' - ')).toEqual([]);
  });
});
