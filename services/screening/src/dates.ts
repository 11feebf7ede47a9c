/** Birth dates as the lists write them, turned into partial ISO dates ('YYYY' | 'YYYY-MM' | 'YYYY-MM-DD'). */

const months: Record<string, string> = {
  jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12',
};

const pad = (n: number): string => String(n).padStart(2, '0');

const validYear = (y: number): boolean => y >= 1850 && y <= 2100;

/** Builds a partial ISO date, dropping parts that are unknown (0, "dd", "mm") or out of range. */
export const partialDate = (year: number, month?: number, day?: number): string | undefined => {
  if (!validYear(year)) return undefined;
  if (month === undefined || !(month >= 1 && month <= 12)) return String(year);
  if (day === undefined || !(day >= 1 && day <= 31)) return `${year}-${pad(month)}`;
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** Years of a range, expanded when it is short enough to mean "one of these years" (UN/EU "between 1953 and 1958"). */
export const yearRange = (from: number, to: number): string[] => {
  if (!validYear(from) || !validYear(to) || to < from) return [];
  if (to - from > 15) return [String(from), String(to)];
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
};

/**
 * Reads one date text: ISO ('1958-03-02', '1958-03', '1958'), day/month/year with unknown parts ('12/05/1958',
 * 'dd/mm/1945', '00/00/1980'), English ('07 Oct 1952', 'Oct 1952', 'circa 1958') and ranges ('1955 to 1958',
 * 'between 1955 and 1958'). Returns [] when no date is found.
 */
export const parseLooseDate = (text: string): string[] => {
  const t = text.trim().toLowerCase();
  if (t === '') return [];
  const range = /(\d{4})\s*(?:to|-|–|and)\s*(\d{4})/.exec(t);
  if (range) return yearRange(Number(range[1]), Number(range[2]));
  const iso = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:t.*)?$/.exec(t);
  if (iso) return found(partialDate(Number(iso[1]), opt(iso[2]), opt(iso[3])));
  const dmy = /^([0-9d]{1,2})[/.]([0-9m]{1,2})[/.](\d{4})$/.exec(t);
  if (dmy) return found(partialDate(Number(dmy[3]), num(dmy[2]), num(dmy[1])));
  const english = /(?:(\d{1,2})\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})/.exec(t);
  if (english) return found(partialDate(Number(english[3]), Number(months[english[2] as string]), opt(english[1])));
  const year = /\b(\d{4})\b/.exec(t);
  if (year) return found(partialDate(Number(year[1])));
  return [];
};

const opt = (s: string | undefined): number | undefined => (s === undefined ? undefined : Number(s));
const num = (s: string | undefined): number | undefined => (s === undefined || !/^\d+$/.test(s) ? undefined : Number(s));
const found = (d: string | undefined): string[] => (d === undefined ? [] : [d]);

export type DateRelation = 'EXACT' | 'COMPATIBLE' | 'NEAR' | 'FAR';

/**
 * How a query birth date relates to one list date. EXACT: the same full date. COMPATIBLE: equal as far as both
 * are known (same year, or same year and month). NEAR: one year apart (with the same day when both know it), or
 * the same year with another month/day (typos, approximate list dates). FAR: anything else.
 */
export const relateDates = (query: string, listed: string): DateRelation => {
  const [qy, qm, qd] = query.split('-').map(Number);
  const [ly, lm, ld] = listed.split('-').map(Number);
  if (qy === undefined || ly === undefined || Number.isNaN(qy) || Number.isNaN(ly)) return 'FAR';
  // One year off is near (approximate dates, a slipped digit), unless both sides know a day and it differs too.
  if (qy !== ly) {
    const sameDay = qm === lm && qd === ld;
    return Math.abs(qy - ly) <= 1 && (qd === undefined || ld === undefined || sameDay) ? 'NEAR' : 'FAR';
  }
  if (qm === undefined || lm === undefined) return 'COMPATIBLE';
  if (qm !== lm) return 'NEAR';
  if (qd === undefined || ld === undefined) return 'COMPATIBLE';
  return qd === ld ? 'EXACT' : 'NEAR';
};

const rank: Record<DateRelation, number> = { EXACT: 3, COMPATIBLE: 2, NEAR: 1, FAR: 0 };

/** The closest relation between the query date and any of the list dates; undefined when either side has none. */
export const bestDateRelation = (query: string | undefined, listed: readonly string[]): { relation: DateRelation; date: string } | undefined => {
  if (query === undefined || listed.length === 0) return undefined;
  const normalised = parseLooseDate(query)[0];
  if (normalised === undefined) return undefined;
  let best: { relation: DateRelation; date: string } | undefined;
  for (const date of listed) {
    const relation = relateDates(normalised, date);
    if (best === undefined || rank[relation] > rank[best.relation]) best = { relation, date };
  }
  return best;
};
