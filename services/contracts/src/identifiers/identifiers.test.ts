import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fiHetuCheckChar, fiYTunnusCheckDigit, ibanCheckDigits, identifierCountries, isValidBic, isValidIban, normalizeIban,
  validateFiHetu, validateIdentifier, validateNoFodselsnummer, validateSeInterimNumber,
} from './index.ts';
import { isoDate, luhnCheckDigit } from './types.ts';

const today = new Date(2026, 0, 15);
const v = (country: string, kind: 'person' | 'business', value: string) => validateIdentifier(country, kind, value, { today });

describe('validateIdentifier entry point', () => {
  it('lists supported countries and refuses others as unsupported', () => {
    expect(identifierCountries.person).toEqual(expect.arrayContaining(['FI', 'SE', 'NO', 'DK', 'EE', 'LV']));
    expect(identifierCountries.business).toEqual(expect.arrayContaining(['FI', 'SE', 'NO', 'DK', 'EE', 'LV', 'GB']));
    expect(v('DE', 'person', '123')).toEqual({ valid: false, reason: 'unsupported' });
    expect(v('GB', 'person', 'AB123456C')).toEqual({ valid: false, reason: 'unsupported' });
    expect(v('fi', 'business', '2077474-0').valid).toBe(true);
    expect(v('FI', 'person', '')).toEqual({ valid: false, reason: 'format' });
  });
  it('reads every country\'s identifier in any case between spaces and answers its canonical form', () => {
    expect(v('SE', 'person', ' 8803200016 ')).toMatchObject({ valid: true, normalized: '19880320-0016' });
    expect(v('SE', 'business', '\t556016-0680 ')).toEqual({ valid: true, normalized: '556016-0680' });
    expect(v('NO', 'business', ' no 988 077 917 mva ')).toEqual({ valid: true, normalized: '988077917' });
    expect(v('NO', 'person', ' 151086 95088 ')).toMatchObject({ valid: true, normalized: '15108695088' });
    expect(v('DK', 'business', ' dk 13585628')).toEqual({ valid: true, normalized: '13585628' });
    expect(v('DK', 'person', ' 211062-0629\t')).toMatchObject({ valid: true, normalized: '211062-0629' });
    expect(v('EE', 'person', ' 37605030299 ')).toMatchObject({ valid: true, normalized: '37605030299' });
    expect(v('LV', 'business', 'lv 4000 3521 600')).toEqual({ valid: true, normalized: '40003521600' });
    expect(v('LV', 'person', ' 161175-19997 ')).toMatchObject({ valid: true, normalized: '161175-19997' });
    expect(v('GB', 'business', ' sc123456 ')).toEqual({ valid: true, normalized: 'SC123456' });
  });
});

describe('FI henkilötunnus', () => {
  it('accepts the classic and the 2023 century signs and returns the birth date', () => {
    expect(v('FI', 'person', '131052-308T')).toEqual({ valid: true, normalized: '131052-308T', birthDate: '1952-10-13' });
    expect(v('FI', 'person', '010594Y9021')).toMatchObject({ valid: true, birthDate: '1994-05-01' });
    expect(v('FI', 'person', '020516C903K')).toMatchObject({ valid: true, birthDate: '2016-05-02' });
    expect(v('FI', 'person', '010195+433X')).toMatchObject({ valid: true, birthDate: '1895-01-01' });
    expect(v('FI', 'person', '290200A248A')).toMatchObject({ valid: true, birthDate: '2000-02-29' });
  });
  it('refuses bad checksum, date, individual number and an unknown century sign', () => {
    expect(v('FI', 'person', '131052-308U').reason).toBe('checksum');
    expect(v('FI', 'person', '290200-101P').reason).toBe('date'); // 1900 is not a leap year
    expect(v('FI', 'person', '320101-010A').reason).toBe('date');
    expect(v('FI', 'person', '131052-000V').reason).toBe('format');
    expect(v('FI', 'person', '131052Z308T').reason).toBe('format');
    expect(v('FI', 'person', '131052z308t').reason).toBe('format');
  });
  it('reads lower case and surrounding whitespace as typed (issue 16): the canonical upper-case form is stored', () => {
    expect(v('FI', 'person', '311210E540n')).toEqual({ valid: true, normalized: '311210E540N', birthDate: '2010-12-31' });
    expect(v('FI', 'person', '010114A173M ')).toMatchObject({ valid: true, normalized: '010114A173M' });
    expect(v('FI', 'person', ' 131052-308t\t')).toEqual({ valid: true, normalized: '131052-308T', birthDate: '1952-10-13' });
    expect(v('FI', 'person', '010594y9021')).toMatchObject({ valid: true, normalized: '010594Y9021', birthDate: '1994-05-01' });
    expect(v('FI', 'person', '020516c903k')).toMatchObject({ valid: true, normalized: '020516C903K', birthDate: '2016-05-02' });
    // A lower-case century sign reads as its upper-case twin: 131052A308T is born in 2052, so it is refused for its
    // date exactly like 131052A308T (not for its case), and accepted wherever a future birth date is allowed.
    expect(v('FI', 'person', '131052a308t').reason).toBe('date');
    expect(validateIdentifier('FI', 'person', '131052a308t', { today, allowFutureBirthDate: true })).toEqual({
      valid: true, normalized: '131052A308T', birthDate: '2052-10-13',
    });
    expect(v('FI', 'person', '131052-308u').reason).toBe('checksum');
    expect(v('FI', 'person', '   ')).toEqual({ valid: false, reason: 'format' });
  });
  it('keeps the Finnish validator itself strict for callers that need the exact form', () => {
    expect(validateFiHetu('311210E540n').reason).toBe('format');
    expect(validateFiHetu('010114A173M ').reason).toBe('format');
  });
  it('refuses a future birth date (a wrong century sign) unless allowed', () => {
    expect(v('FI', 'person', '131052A308T').reason).toBe('date');
    expect(validateIdentifier('FI', 'person', '131052A308T', { today, allowFutureBirthDate: true }).valid).toBe(true);
  });
});

describe('FI Y-tunnus', () => {
  it('checks weights 7,9,10,5,8,4,2 and normalizes to NNNNNNN-C', () => {
    expect(v('FI', 'business', '2077474-0')).toEqual({ valid: true, normalized: '2077474-0' });
    expect(v('FI', 'business', '20774740')).toEqual({ valid: true, normalized: '2077474-0' });
    expect(v('FI', 'business', ' 1000000-4 ')).toEqual({ valid: true, normalized: '1000000-4' });
    expect(v('FI', 'business', '10000004')).toEqual({ valid: true, normalized: '1000000-4' });
    expect(v('FI', 'business', '1000000-5').reason).toBe('checksum');
    expect(v('FI', 'business', '0250345-3').valid).toBe(true);
    expect(v('FI', 'business', '0737546-1').reason).toBe('checksum');
    expect(v('FI', 'business', '3000001-1').reason).toBe('checksum'); // remainder 1: never issued
    expect(v('FI', 'business', '0737546+A').reason).toBe('format');
    expect(fiYTunnusCheckDigit('3000001')).toBeNull();
  });
});

describe('SE personnummer / samordningsnummer / organisationsnummer', () => {
  it('accepts 10 and 12 digits, - and +, and returns the birth date', () => {
    expect(v('SE', 'person', '880320-0016')).toEqual({ valid: true, normalized: '19880320-0016', birthDate: '1988-03-20' });
    expect(v('SE', 'person', '198803200016').normalized).toBe('19880320-0016');
    expect(v('SE', 'person', '400606+5827').birthDate).toBe('1840-06-06');
    expect(v('SE', 'person', '20000229-2399').birthDate).toBe('2000-02-29');
  });
  it('accepts samordningsnummer (day + 60) with the real date', () => {
    expect(v('SE', 'person', '730288-9931')).toMatchObject({ valid: true, birthDate: '1973-02-28' });
  });
  it('refuses bad Luhn, serial 000, spaces and bad dates', () => {
    expect(v('SE', 'person', '880320-0018').reason).toBe('checksum');
    expect(v('SE', 'person', '150916-0006').reason).toBe('format');
    expect(v('SE', 'person', '090527 1474').reason).toBe('format');
    expect(v('SE', 'person', '8899200425').reason).toBe('date');
  });
  it('organisationsnummer: Luhn, third digit ≥ 2, 16 prefix; sole traders use the personnummer', () => {
    expect(v('SE', 'business', '556016-0680')).toEqual({ valid: true, normalized: '556016-0680' });
    expect(v('SE', 'business', '165561034249').normalized).toBe('556103-4249');
    expect(v('SE', 'business', '165560160681').reason).toBe('checksum');
    expect(v('SE', 'business', '197906889972').normalized).toBe('790688-9972');
    expect(v('SE', 'business', '160101011234').reason).toBe('format');
  });
  it('interimistiskt nummer is a separate validator', () => {
    expect(validateSeInterimNumber('000101-T220').valid).toBe(true);
    expect(validateSeInterimNumber('000101E221').valid).toBe(false);
    expect(v('SE', 'person', '000101-T220').valid).toBe(false);
  });
});

describe('NO fødselsnummer / organisasjonsnummer', () => {
  it('checks both control digits, the century table and D-numbers', () => {
    expect(v('NO', 'person', '151086 95088')).toEqual({ valid: true, normalized: '15108695088', birthDate: '1986-10-15' });
    expect(v('NO', 'person', '70108299914').valid).toBe(true); // D-nummer, 2032 checksum rule
    expect(v('NO', 'person', '30108299939').valid).toBe(true); // k1 remainder 1 (2032 rule)
    expect(v('NO', 'person', '26111593826').reason).toBe('checksum');
    expect(v('NO', 'person', '45014054018').reason).toBe('date'); // individual 540 with year 40
    expect(v('NO', 'person', '13527248013').valid).toBe(false); // H-number needs the option
    expect(validateNoFodselsnummer('13527248013', { allowHNumber: true }).valid).toBe(true);
  });
  it('organisasjonsnummer uses weights 3,2,7,6,5,4,3,2', () => {
    expect(v('NO', 'business', '988 077 917')).toEqual({ valid: true, normalized: '988077917' });
    expect(v('NO', 'business', '988077918').reason).toBe('checksum');
    expect(v('NO', 'business', '99844735').reason).toBe('format');
  });
});

describe('DK CPR / CVR', () => {
  it('CPR: date and century from the 7th digit, no modulus-11 requirement', () => {
    expect(v('DK', 'person', '211062-0629')).toEqual({ valid: true, normalized: '211062-0629', birthDate: '1962-10-21' });
    expect(v('DK', 'person', '2110625628').valid).toBe(true); // fails the old mod 11 but is a possible CPR
    expect(v('DK', 'person', '511062-5629').reason).toBe('date');
    expect(v('DK', 'person', '2110525629').reason).toBe('date'); // 2052
  });
  it('CVR: weights 2,7,6,5,4,3,2,1', () => {
    expect(v('DK', 'business', 'DK 13585628')).toEqual({ valid: true, normalized: '13585628' });
    expect(v('DK', 'business', '13585627').reason).toBe('checksum');
  });
});

describe('EE isikukood / registrikood', () => {
  it('two-stage checksum, century digit and date', () => {
    expect(v('EE', 'person', '37605030299')).toMatchObject({ valid: true, birthDate: '1976-05-03' });
    expect(v('EE', 'person', '39912310174').valid).toBe(true); // second stage
    expect(v('EE', 'person', '36805280108').reason).toBe('checksum');
    expect(v('EE', 'person', '77605030291').reason).toBe('format');
    expect(v('EE', 'person', '50102290005').reason).toBe('date');
  });
  it('registrikood: 8 digits starting 1/7/8/9', () => {
    expect(v('EE', 'business', '12345678').valid).toBe(true);
    expect(v('EE', 'business', '32345674').reason).toBe('format');
    expect(v('EE', 'business', '12345679').reason).toBe('checksum');
  });
});

describe('LV personas kods / registration number', () => {
  it('legacy code with date and checksum; updated 32 code without date', () => {
    expect(v('LV', 'person', '161175-19997')).toMatchObject({ valid: true, birthDate: '1975-11-16' });
    expect(v('LV', 'person', '32867300679')).toEqual({ valid: true, normalized: '328673-00679' });
    expect(v('LV', 'person', '328673-00677').reason).toBe('checksum');
    expect(v('LV', 'person', '161375-19997').reason).toBe('date');
  });
  it('registration number: 11 digits, weights mod 11 = 3', () => {
    expect(v('LV', 'business', 'LV 4000 3521 600')).toEqual({ valid: true, normalized: '40003521600' });
    expect(v('LV', 'business', '40003521601').reason).toBe('checksum');
  });
});

describe('GB company number', () => {
  it('8 digits or a known prefix and 6 digits', () => {
    expect(v('GB', 'business', '01234567').valid).toBe(true);
    expect(v('GB', 'business', 'sc123456')).toEqual({ valid: true, normalized: 'SC123456' });
    for (const ok of ['NI123456', 'OC301234', 'SO300123', 'NC000123', 'R0000123', 'LP012345', 'SL123456']) expect(v('GB', 'business', ok).valid).toBe(true);
    for (const bad of ['1234567', '012345678', 'NI12345', 'XX123456', 'S1234567']) expect(v('GB', 'business', bad).valid).toBe(false);
  });
});

describe('IBAN and BIC', () => {
  it('mod 97 with the country length and structure', () => {
    expect(isValidIban('FI21 1234 5600 0007 85')).toBe(true);
    expect(isValidIban('SE45 5000 0000 0583 9825 7466')).toBe(true);
    expect(isValidIban('NO93 8601 1117 947')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
    expect(isValidIban('FI21 1234 5600 0007 8')).toBe(false); // length
    expect(isValidIban('XX21 1234 5600 0007 85')).toBe(false);
    expect(isValidIban('GB12 BARC 2020 1530 093A 59')).toBe(false); // BBAN structure
    expect(normalizeIban(' iban fi21 1234 5600 0007 85 ')).toBe('FI2112345600000785');
  });
  it('BIC: 8 or 11 characters with a real country code', () => {
    expect(isValidBic('NDEAFIHH')).toBe(true);
    expect(isValidBic('DABAFIHHXXX')).toBe(true);
    expect(isValidBic('nordfihh')).toBe(true);
    expect(isValidBic('NDEAXXHH')).toBe(false);
    expect(isValidBic('NDEAFIH')).toBe(false);
    expect(isValidBic('NDEAFIHH12')).toBe(false);
  });
});

/* ---------- property tests ---------- */

const digitString = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const pastDate = fc.date({ min: new Date(Date.UTC(1850, 0, 1)), max: new Date(Date.UTC(2025, 11, 31)), noInvalidDate: true });
const ymd = (d: Date) => isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
const changeOneDigit = (value: string, positions: number[]) =>
  fc.tuple(fc.constantFrom(...positions), fc.integer({ min: 1, max: 9 })).map(([pos, delta]) => {
    const d = (Number(value[pos]) + delta) % 10;
    return value.slice(0, pos) + String(d) + value.slice(pos + 1);
  });

const hetuArb = fc.tuple(pastDate, fc.integer({ min: 2, max: 899 }), fc.boolean()).map(([date, n, newSign]) => {
  const y = date.getUTCFullYear();
  const signs = y < 1900 ? ['+'] : y < 2000 ? (newSign ? ['Y', 'X', 'W', 'V', 'U'] : ['-']) : newSign ? ['B', 'C', 'D', 'E', 'F'] : ['A'];
  const body = `${ymd(date).slice(8, 10)}${ymd(date).slice(5, 7)}${ymd(date).slice(2, 4)}`;
  const ind = String(n).padStart(3, '0');
  return { value: `${body}${signs[n % signs.length]}${ind}${fiHetuCheckChar(body + ind)}`, birthDate: ymd(date) };
});

describe('properties', () => {
  it('a generated FI hetu validates; changing one body digit is refused', () => {
    fc.assert(
      fc.property(hetuArb, ({ value, birthDate }) => {
        expect(v('FI', 'person', value)).toEqual({ valid: true, normalized: value, birthDate });
      }),
    );
    // mod 31 over a 9-digit number: a single-digit change alters the value by k·10^i (k < 10), never a multiple of 31.
    fc.assert(
      fc.property(hetuArb.chain(({ value }) => changeOneDigit(value, [0, 1, 2, 3, 4, 5, 7, 8, 9]).map((changed) => ({ value, changed }))), ({ changed }) => {
        expect(v('FI', 'person', changed).valid).toBe(false);
      }),
    );
  });

  it('a generated Y-tunnus validates; changing one digit is refused', () => {
    const yArb = digitString(7).filter((b) => fiYTunnusCheckDigit(b) !== null).map((b) => `${b}-${fiYTunnusCheckDigit(b)}`);
    fc.assert(fc.property(yArb, (value) => {
      expect(v('FI', 'business', value)).toEqual({ valid: true, normalized: value });
    }));
    // weights 7,9,10,5,8,4,2 and 1 are all coprime with 11, so any single-digit change alters the remainder.
    fc.assert(
      fc.property(yArb.chain((value) => changeOneDigit(value, [0, 1, 2, 3, 4, 5, 6, 8])), (changed) => {
        expect(v('FI', 'business', changed).valid).toBe(false);
      }),
    );
  });

  it('a generated SE personnummer validates; changing one serial/check digit is refused', () => {
    const pnrArb = fc.tuple(fc.date({ min: new Date(Date.UTC(1930, 0, 1)), max: new Date(Date.UTC(2025, 11, 31)), noInvalidDate: true }), fc.integer({ min: 1, max: 999 })).map(([date, serial]) => {
      const iso = ymd(date);
      const body = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${String(serial).padStart(3, '0')}`;
      return { value: `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${body.slice(6)}${luhnCheckDigit(body)}`, birthDate: iso };
    });
    fc.assert(fc.property(pnrArb, ({ value, birthDate }) => {
      expect(v('SE', 'person', value)).toEqual({ valid: true, normalized: value, birthDate });
    }));
    // Luhn detects every single-digit error. Positions 9..12 (serial + check) keep the date valid.
    fc.assert(
      fc.property(pnrArb.chain(({ value }) => changeOneDigit(value, [9, 10, 11, 12])), (changed) => {
        expect(v('SE', 'person', changed).valid).toBe(false);
      }),
    );
  });

  it('a generated IBAN validates; changing one BBAN character is refused', () => {
    const countries: [string, number][] = [['FI', 14], ['SE', 20], ['NO', 11], ['DK', 14], ['DE', 18], ['EE', 16], ['LV', 17]];
    const ibanArb = fc.constantFrom(...countries).chain(([cc, len]) =>
      digitString(len).map((bban) => {
        const b = cc === 'LV' ? `HABA${bban.slice(4)}` : bban; // LV BBANs start with a 4-letter bank code
        return `${cc}${ibanCheckDigits(cc, b)}${b}`;
      }),
    );
    fc.assert(fc.property(ibanArb, (iban) => {
      expect(isValidIban(iban)).toBe(true);
    }));
    // mod 97-10 detects all single-character substitutions.
    fc.assert(
      fc.property(
        ibanArb.chain((iban) => changeOneDigit(iban, [...iban].map((_, i) => i).filter((i) => i >= 4 && /\d/.test(iban[i]!)))),
        (changed) => {
          expect(isValidIban(changed)).toBe(false);
        },
      ),
    );
  });
});
