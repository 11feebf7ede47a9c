import { euListMaxAgeDaysLimit, parseEuCountryCodes, type EuCountryListBody } from '@tunne/contracts';

export type EuListFileError =
  | { kind: 'json' }
  | { kind: 'fields' }
  | { kind: 'date' }
  | { kind: 'country'; line: number; value: string };

export type EuListFileResult = { ok: true; body: EuCountryListBody } | { ok: false; error: EuListFileError };

/**
 * Reads the file an admin loads as a new version of the EU list of high-risk third countries: JSON with `act`,
 * `in_force_at` (YYYY-MM-DD) and `countries` (ISO 3166-1 alpha-2 codes), optionally `sources` (the same form as
 * services/risk/data/eu-high-risk-third-countries.json). The service checks it again.
 */
export const readEuListFile = (text: string): EuListFileResult => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: { kind: 'json' } };
  }
  if (typeof value !== 'object' || value === null) return { ok: false, error: { kind: 'json' } };
  const { act, in_force_at: inForceAt, countries, sources } = value as Record<string, unknown>;
  if (typeof act !== 'string' || act.trim().length < 3 || !Array.isArray(countries) || countries.length === 0 || !countries.every((c) => typeof c === 'string')) {
    return { ok: false, error: { kind: 'fields' } };
  }
  if (typeof inForceAt !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(inForceAt) || Number.isNaN(Date.parse(`${inForceAt}T00:00:00Z`))) {
    return { ok: false, error: { kind: 'date' } };
  }
  const parsed = parseEuCountryCodes(countries as string[]);
  if (!parsed.ok) return { ok: false, error: { kind: 'country', line: parsed.line, value: parsed.value } };
  const source = typeof sources === 'string' ? sources : Array.isArray(sources) ? sources.filter((s): s is string => typeof s === 'string').join('\n') : null;
  return { ok: true, body: { act: act.trim(), in_force_at: inForceAt, countries: parsed.codes, sources: source } };
};

/** The age warning's days as typed: a whole number 1–365, '' (the operator's default), else invalid. */
export const parseMaxAgeDays = (value: string): number | null | 'invalid' => {
  const text = value.trim();
  if (text === '') return null;
  const days = Number(text);
  return /^\d+$/.test(text) && days >= 1 && days <= euListMaxAgeDaysLimit ? days : 'invalid';
};
