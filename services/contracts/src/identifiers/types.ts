/** Shared types and helpers for the identifier validators (pure, no I/O). */
export type IdentifierKind = 'person' | 'business';

export type IdentifierFailure = 'format' | 'checksum' | 'date' | 'unsupported';

export interface IdentifierCheck {
  valid: boolean;
  /** Canonical form to store (only when valid). */
  normalized?: string;
  /** YYYY-MM-DD, for person identifiers that encode the birth date. */
  birthDate?: string;
  reason?: IdentifierFailure;
}

export interface IdentifierOptions {
  /**
   * Reference "today" for the birth-date-in-the-future check. Defaults to the current date.
   * A person identifier whose encoded birth date lies after this day is refused ('date').
   */
  today?: Date;
  /** Skip the future birth date check (e.g. synthetic test numbers). Default false. */
  allowFutureBirthDate?: boolean;
}

export const fail = (reason: IdentifierFailure): IdentifierCheck => ({ valid: false, reason });

export const ok = (normalized: string, birthDate?: string): IdentifierCheck =>
  birthDate === undefined ? { valid: true, normalized } : { valid: true, normalized, birthDate };

export const isDigits = (value: string): boolean => /^[0-9]+$/.test(value);

export const digitsOf = (value: string): number[] => [...value].map((c) => c.charCodeAt(0) - 48);

/** Weighted digit sum. */
export const weightedSum = (digits: readonly number[], weights: readonly number[]): number =>
  weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0);

/** Luhn (mod 10) check of a digit string that includes its check digit. */
export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  const len = digits.length;
  for (let i = 0; i < len; i += 1) {
    let d = digits.charCodeAt(len - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** Luhn check digit for a digit string without the check digit. */
export const luhnCheckDigit = (body: string): number => {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(body + String(d))) return d;
  /* c8 ignore next */
  return -1;
};

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export const isoDate = (year: number, month: number, day: number): string =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** True when year-month-day is a real Gregorian calendar date. */
export const isRealDate = (year: number, month: number, day: number): boolean => {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const todayIso = (today: Date | undefined): string => {
  const t = today ?? new Date();
  return isoDate(t.getFullYear(), t.getMonth() + 1, t.getDate());
};

/**
 * Date check shared by person identifiers: 'date' failure for a non-existent date or (unless allowed)
 * a birth date after today; otherwise the ISO date.
 */
export const birthDateOf = (
  year: number,
  month: number,
  day: number,
  options: IdentifierOptions | undefined,
): { ok: true; date: string } | { ok: false } => {
  if (!isRealDate(year, month, day)) return { ok: false };
  const date = isoDate(year, month, day);
  if (!options?.allowFutureBirthDate && date > todayIso(options?.today)) return { ok: false };
  return { ok: true, date };
};
