/**
 * Runs every applicable row of the shared identifier test vectors (/work/shared/data/identifier_vectors.dev.csv,
 * see SOURCES.md) through the validators. The data file is read in place, never copied into the repo.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  isValidBic, isValidIban, lvPersonalCodeFormat, validateFiHetu, validateIdentifier, validateNoFodselsnummer,
  validateSeInterimNumber,
} from './index.ts';
import type { IdentifierCheck, IdentifierKind } from './types.ts';

// services/contracts/src/identifiers -> repo root (/work/main) -> sibling ../shared
const repoRoot = new URL('../../../../', import.meta.url);
const vectorsPath = fileURLToPath(new URL('../shared/data/identifier_vectors.dev.csv', repoRoot));

interface Row {
  line: number;
  country: string;
  type: string;
  value: string;
  valid: string;
  assertion: string;
  reason: string;
  extra: string;
  source: string;
}

/** RFC 4180 parser (quoted fields, doubled quotes). */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
};

const loadRows = (): Row[] => {
  const [header, ...data] = parseCsv(readFileSync(vectorsPath, 'utf8'));
  expect(header).toEqual(['country', 'type', 'value', 'valid', 'assertion', 'reason', 'extra', 'source']);
  return data.map((cells, i) => {
    const [country = '', type = '', value = '', valid = '', assertion = '', reason = '', extra = '', source = ''] = cells;
    return { line: i + 2, country, type, value, valid, assertion, reason, extra, source };
  });
};

type Check = (row: Row) => IdentifierCheck;
const asCheck = (valid: boolean): IdentifierCheck => ({ valid });

/** Vector type -> validator. Types without an entry (VAT numbers, NINO, kennitala, ...) are out of scope. */
const checks: Record<string, Check> = {
  henkilotunnus: (row) => validateFiHetu(row.value, optionsFor(row)),
  'y-tunnus': (row) => validateIdentifier('FI', 'business', row.value),
  personnummer: (row) => validateIdentifier('SE', 'person', row.value),
  samordningsnummer: (row) => validateIdentifier('SE', 'person', row.value),
  'interimistiskt nummer': (row) => validateSeInterimNumber(row.value),
  organisationsnummer: (row) => validateIdentifier('SE', 'business', row.value),
  fodselsnummer: (row) => validateNoFodselsnummer(row.value, optionsFor(row)),
  'd-nummer': (row) => validateNoFodselsnummer(row.value, optionsFor(row)),
  'h-nummer (helse)': (row) => validateNoFodselsnummer(row.value, { allowHNumber: true }),
  't-nummer (synthetic test)': (row) => validateNoFodselsnummer(row.value, { allowTestNumber: true }),
  'd-nummer+t-nummer': (row) => validateNoFodselsnummer(row.value, { allowTestNumber: true }),
  organisasjonsnummer: (row) => validateIdentifier('NO', 'business', row.value),
  cpr: (row) => validateIdentifier('DK', 'person', row.value),
  cvr: (row) => validateIdentifier('DK', 'business', row.value),
  isikukood: (row) => validateIdentifier('EE', 'person', row.value),
  registrikood: (row) => validateIdentifier('EE', 'business', row.value),
  personas_kods: (row) => validateIdentifier('LV', 'person', row.value),
  pvn_vat_or_personas_kods: (row) => {
    const business = validateIdentifier('LV', 'business', row.value);
    return business.valid || /^\s*(LV)?\s*[4-9]/i.test(row.value) ? business : validateIdentifier('LV', 'person', row.value);
  },
  company_number: (row) => validateIdentifier('GB', 'business', row.value),
  // python-stdnum lists some IBANs as valid only "with check_country=False" (no national BBAN check).
  iban: (row) => asCheck(isValidIban(row.value, { checkNational: !row.extra.includes('check_country=False') })),
  bic: (row) => asCheck(isValidBic(row.value)),
};

/**
 * Library policies that differ from ours (SOURCES.md: "Some identifier rows are implementation-specific").
 * - python-stdnum fi.hetu: temporary codes 900–999 refused by default (allow_temporary=False), no future-date check
 *   (131052A308T = 2052 is asserted valid).
 * - navikt/fnrvalidator: no future-date check (a 2032 birth date exercises the 2032 checksum rule).
 * Our default refuses future birth dates (a wrong century sign is then caught) and accepts 900–999.
 */
function optionsFor(row: Row): { allowTemporary?: boolean; allowFutureBirthDate?: boolean } {
  if (row.type === 'henkilotunnus' && row.source.startsWith('arthurdejong/python-stdnum@')) return { allowTemporary: false, allowFutureBirthDate: true };
  if (row.source.startsWith('navikt/fnrvalidator@')) return { allowFutureBirthDate: true };
  return {};
}

/**
 * Rows that carry no validity assertion although `valid` is filled: koblas/stdnum-js se/personnummer.spec.ts has a
 * test.each that checks format() output only (values such as 880320-0017 fail the Luhn check; "format:%s" is the
 * test title). Everything else in the file is a validity (or derived-fact) assertion.
 */
const formatOnlyRows = new Set(['8803200017', '880320-0017', '880320+0017', '19200901-0000', '192009010000', '20200901-0000', '202009010000', '200901+0000', '200901-0000', 'format:%s']);
const notAValidityAssertion = (row: Row): boolean =>
  row.source.startsWith('koblas/stdnum-js@') && row.source.endsWith('src/se/personnummer.spec.ts') && row.assertion === 'test.each' && formatOnlyRows.has(row.value);

/** Vector types the services check through validateIdentifier (customers, related persons, request answers). */
const entryPoint: Readonly<Record<string, readonly [string, IdentifierKind]>> = {
  henkilotunnus: ['FI', 'person'], 'y-tunnus': ['FI', 'business'], personnummer: ['SE', 'person'], samordningsnummer: ['SE', 'person'],
  organisationsnummer: ['SE', 'business'], fodselsnummer: ['NO', 'person'], 'd-nummer': ['NO', 'person'],
  organisasjonsnummer: ['NO', 'business'], cpr: ['DK', 'person'], cvr: ['DK', 'business'], isikukood: ['EE', 'person'],
  registrikood: ['EE', 'business'], personas_kods: ['LV', 'person'], company_number: ['GB', 'business'],
};

describe('identifier vectors (shared/data/identifier_vectors.dev.csv)', () => {
  it.skipIf(!existsSync(vectorsPath))('every code valid as given stays valid, with the same canonical form, typed in lower case between spaces', () => {
    const options = { allowFutureBirthDate: true };
    const failures: string[] = [];
    let checked = 0;
    for (const row of loadRows()) {
      const target = entryPoint[row.type];
      if (!target || row.valid !== 'true') continue;
      const given = validateIdentifier(target[0], target[1], row.value, options);
      if (!given.valid) continue;
      checked += 1;
      const typed = validateIdentifier(target[0], target[1], ` ${row.value.toLowerCase()}\t`, options);
      if (!typed.valid || typed.normalized !== given.normalized || typed.normalized !== typed.normalized?.toUpperCase()) {
        failures.push(`${row.line} ${row.country} ${row.type} ${JSON.stringify(row.value)}: ${JSON.stringify(given)} vs ${JSON.stringify(typed)}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it.skipIf(!existsSync(vectorsPath))('every applicable row matches', () => {
    const rows = loadRows();
    const failures: string[] = [];
    let checked = 0;
    let skipped = 0;
    for (const row of rows) {
      const check = checks[row.type];
      if (!check || notAValidityAssertion(row) || row.assertion === 'get_gender') {
        // get_gender only reads a digit (stdnum does not validate first): no validity assertion.
        skipped += 1;
        continue;
      }
      const result = check(row);
      const expectValid = row.valid === 'true' ? true : row.valid === 'false' ? false : null;
      checked += 1;
      if (expectValid !== null) {
        if (result.valid !== expectValid) failures.push(`${row.line} ${row.country} ${row.type} ${JSON.stringify(row.value)} expected ${row.valid} got ${JSON.stringify(result)} [${row.assertion} ${row.reason} ${row.extra}] ${row.source}`);
        continue;
      }
      // Rows that only assert a derived fact.
      const birth = /birth_date=(\d{4}-\d{2}-\d{2})/.exec(row.extra);
      const lv = /isValid(Updated|Legacy)PersonalCode=(True|False)/.exec(row.extra);
      let good = true;
      if (birth) good = result.valid && result.birthDate === birth[1];
      else if (row.assertion === 'get_birth_date_raises') good = !result.valid;
      else if (lv) good = (lvPersonalCodeFormat(row.value) === (lv[1] === 'Updated' ? 'updated' : 'legacy')) === (lv[2] === 'True');
      if (!good) failures.push(`${row.line} ${row.country} ${row.type} ${JSON.stringify(row.value)} fact ${row.extra} got ${JSON.stringify(result)} [${row.assertion}] ${row.source}`);
    }
    console.info(`identifier vectors: ${checked - failures.length}/${checked} applicable rows pass (${skipped} rows skipped: other identifier types, format-only or gender-only assertions)`);
    expect(failures).toEqual([]);
  });
});
