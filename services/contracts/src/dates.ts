import { Type } from '@sinclair/typebox';

// Date-only values (a todo's deadline, the KYC clock's alarm, a silence's end, founded_at, dob) are calendar days:
// `date` in the database and 'YYYY-MM-DD' on the wire, never an instant that a browser's time zone can move to the
// day before or after (issue 16 §2). The organisation's calendar is Finland's: an instant older clients still send is
// read as the day it falls on in Europe/Helsinki.

/** The zone whose calendar decides which day an instant falls on, and which day is today. */
export const calendarTimeZone = 'Europe/Helsinki';

const isoDateShape = /^(\d{4})-(\d{2})-(\d{2})$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** True for 'YYYY-MM-DD' naming a real calendar day (2026-02-30 and 2026-13-01 are not). */
export const isIsoDate = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const match = isoDateShape.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};

/**
 * A calendar day, 'YYYY-MM-DD' (ajv's `date` format checks the day exists in its month, leap years included).
 * The output of every date-only field.
 */
export const IsoDate = Type.String({ format: 'date', maxLength: 10 });

/** An instant with its zone, as older clients sent date-only fields. */
export const IsoDateTime = Type.String({ format: 'date-time', maxLength: 40 });

/** Unix seconds, as spec §7 gives kycclock_alarm_at. */
export const UnixSeconds = Type.Integer({ minimum: 0, maximum: 32503680000 });

/**
 * Input of a date-only field: 'YYYY-MM-DD', or for backward compatibility an ISO date-time with a zone or unix
 * seconds, both read as the day they fall on in Helsinki (toIsoDate). The answer always holds 'YYYY-MM-DD'.
 */
export const DateInput = Type.Union([IsoDate, IsoDateTime, UnixSeconds]);

const helsinkiParts = new Intl.DateTimeFormat('en-GB', { timeZone: calendarTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day an instant falls on in Helsinki, 'YYYY-MM-DD'. */
export const helsinkiDate = (instant: Date): string => {
  const parts = Object.fromEntries(helsinkiParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** Today in Helsinki, 'YYYY-MM-DD' (what the database's `(now() at time zone 'Europe/Helsinki')::date` says). */
export const helsinkiToday = (now: Date = new Date()): string => helsinkiDate(now);

/**
 * A date-only input as 'YYYY-MM-DD': a calendar day as it is; unix seconds or an ISO date-time with a zone as the day
 * it falls on in Helsinki. Null when the input names no real day.
 */
export const toIsoDate = (value: string | number): string | null => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const instant = new Date(value * 1000);
    return Number.isNaN(instant.getTime()) ? null : helsinkiDate(instant);
  }
  const text = value.trim();
  if (isoDateShape.test(text)) return isIsoDate(text) ? text : null;
  const withZone = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.exec(text);
  if (!withZone || !isIsoDate(withZone[1])) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : helsinkiDate(instant);
};

/**
 * The day `months` calendar months after (or before, when negative) a day; the end of a shorter month stands in for a
 * day it lacks (2026-03-31 minus a month is 2026-02-28), as PostgreSQL's `date + interval 'n months'` does.
 */
export const addMonths = (date: string, months: number): string => {
  const match = isoDateShape.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const index = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(Number(match[3]), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
