import { helsinkiDate, kycClockLight, type CustomerListItem, type TrafficLight } from '@tunne/contracts';
import { tenancyOf, type Database, type Principal, type Tx } from '@tunne/platform';
import {
  calendarDay, countryName, dayText, daysBetween, exportColumnKeys, exportLabels, exportTimeZone, helsinkiDay, type CalendarDay, type ExportColumnKey,
  type ExportLabels, type ExportLanguage, type ReviewOutcome,
} from './labels.ts';

/**
 * What the export shows beyond the list's row (issue 25 §7–8): the customer's PEP records' function, country and
 * dates (one entry per PEP, oldest first), and its last review. Read per page (exportDetails) beside the list's rows.
 */
export interface ExportDetails {
  peps: { function: string | null; country: string | null; start_date: string | null; end_date: string | null }[];
  last_review: { reviewed_at: string; outcome: ReviewOutcome } | null;
  /** Why the KYC clock is off (issue 25 §7; not a list column). */
  kycclock_off_reason: string | null;
}
export type ExportItem = CustomerListItem & { export_details?: ExportDetails };

/** The page's PEP records and last reviews, as the caller sees them (row-level security). */
export const exportDetails = async (tx: Tx, customerIds: readonly string[]): Promise<Map<string, ExportDetails>> => {
  const out = new Map<string, ExportDetails>(customerIds.map((id) => [id, { peps: [], last_review: null, kycclock_off_reason: null }]));
  if (customerIds.length === 0) return out;
  const [peps, reviews, clocks] = await Promise.all([
    tx<{ customers_id: string; function: string | null; country: string | null; start_date: string | null; end_date: string | null }[]>`
      select customers_id, function, country, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
        from customers.peps where customers_id = any(${[...customerIds]}::uuid[]) order by customers_id, created_at, id`,
    tx<{ customers_id: string; reviewed_at: Date; outcome: ReviewOutcome }[]>`
      select distinct on (customers_id) customers_id, reviewed_at, outcome from customers.reviews
       where customers_id = any(${[...customerIds]}::uuid[]) order by customers_id, reviewed_at desc, id`,
    tx<{ id: string; kycclock_off_reason: string | null }[]>`
      select id, kycclock_off_reason from customers.customers where id = any(${[...customerIds]}::uuid[]) and kycclock_off_reason is not null`,
  ]);
  for (const clock of clocks) {
    const details = out.get(clock.id);
    if (details) details.kycclock_off_reason = clock.kycclock_off_reason;
  }
  for (const pep of peps) out.get(pep.customers_id)?.peps.push({ function: pep.function, country: pep.country, start_date: pep.start_date, end_date: pep.end_date });
  for (const review of reviews) {
    const details = out.get(review.customers_id);
    if (details) details.last_review = { reviewed_at: review.reviewed_at.toISOString(), outcome: review.outcome };
  }
  return out;
};

/** The export's pages with each row's details (one short transaction per page, as the pages themselves). */
export async function* withExportDetails(db: Database, principal: Principal, pages: AsyncIterable<CustomerListItem[]>): AsyncGenerator<ExportItem[]> {
  for await (const items of pages) {
    const details = await db.tx(tenancyOf(principal), (tx) => exportDetails(tx, items.map((item) => item.id)));
    yield items.map((item) => ({ ...item, export_details: details.get(item.id) ?? { peps: [], last_review: null, kycclock_off_reason: null } }));
  }
}

/**
 * One cell of an export, typed so each format writes it its own way: text as it is, a day as DD.MM.YYYY (CSV, PDF)
 * or a real date (XLSX), a number as a number. Booleans and codes are already words in the user's language.
 */
export type ExportValue =
  | { kind: 'text'; text: string }
  | { kind: 'day'; day: CalendarDay }
  | { kind: 'number'; value: number }
  | null;

/** What every row of one export shares: the language and the moment it was taken (for the KYC clock's light). */
export interface ExportContext {
  language: ExportLanguage;
  labels: ExportLabels;
  now: Date;
  /** Today in Helsinki, YYYY-MM-DD (what the KYC clock's light is judged against). */
  todayIso: string;
  today: CalendarDay;
  /**
   * What every row would otherwise work out again (issue 26: the localised CSV spent some 80 µs a row on it, most in
   * Intl): Helsinki's offset on a UTC day (null when it changes that day), a country's name, the KYC light of an alarm
   * day. Lookups, bounded by the distinct values of one export.
   */
  memo: { offsetOfDay: Map<number, number | null>; country: Map<string, string>; kycLight: Map<string, TrafficLight> };
}

export const exportContext = (language: ExportLanguage, now: Date = new Date()): ExportContext => ({
  language, labels: exportLabels[language], now, todayIso: helsinkiDate(now), today: helsinkiDay(now),
  memo: { offsetOfDay: new Map(), country: new Map(), kycLight: new Map() },
});

const dayMs = 86_400_000;

const helsinkiClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: exportTimeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
});

/** Helsinki's offset from UTC at an instant, in ms. */
const helsinkiOffset = (ms: number): number => {
  const p = Object.fromEntries(helsinkiClock.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - Math.floor(ms / 60_000) * 60_000;
};

/**
 * calendarDay, with a timestamp's Helsinki day from the offset of its UTC day (one Intl call per day, not per row);
 * on the two days a year the offset changes within the UTC day, the day is worked out as before.
 */
const dayOf = (value: string | number | null, ctx: ExportContext): CalendarDay | null => {
  if (typeof value !== 'string' || /^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDay(value);
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return calendarDay(value);
  const utcDay = Math.floor(ms / dayMs);
  let offset = ctx.memo.offsetOfDay.get(utcDay);
  if (offset === undefined) {
    const start = helsinkiOffset(utcDay * dayMs);
    offset = start === helsinkiOffset((utcDay + 1) * dayMs - 60_000) ? start : null;
    ctx.memo.offsetOfDay.set(utcDay, offset);
  }
  if (offset === null) return helsinkiDay(new Date(ms));
  const local = new Date(ms + offset);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
};

const countryOf = (code: string | null, ctx: ExportContext): string => {
  if (!code) return '';
  let name = ctx.memo.country.get(code);
  if (name === undefined) {
    name = countryName(code, ctx.language);
    ctx.memo.country.set(code, name);
  }
  return name;
};

/** The light of a running clock with this alarm day (none: '') today. */
const kycLightOf = (alarmAt: string | null, ctx: ExportContext): TrafficLight => {
  const key = alarmAt ?? '';
  let light = ctx.memo.kycLight.get(key);
  if (!light) {
    light = kycClockLight(alarmAt, true, ctx.todayIso);
    ctx.memo.kycLight.set(key, light);
  }
  return light;
};

/** A cell as text (CSV, PDF): words as they are, days DD.MM.YYYY, numbers as digits; the XLSX writes the types. */
export const exportText = (value: ExportValue): string => {
  if (value === null) return '';
  if (value.kind === 'day') return dayText(value.day);
  if (value.kind === 'number') return String(value.value);
  return value.text;
};

const text = (value: string | null | undefined): ExportValue => (value ? { kind: 'text', text: value } : null);
const day = (value: string | number | null, ctx: ExportContext): ExportValue => {
  const found = dayOf(value, ctx);
  return found ? { kind: 'day', day: found } : null;
};
const yesNo = (value: boolean, ctx: ExportContext): ExportValue => text(value ? ctx.labels.yes : ctx.labels.no);
/** One text per PEP record, joined (a customer may have several PEPs); null when none has it. */
const perPep = (c: ExportItem, value: (pep: ExportDetails['peps'][number]) => string | null): ExportValue => {
  const peps = c.export_details?.peps ?? [];
  if (peps.length === 0 || peps.every((pep) => !value(pep))) return null;
  return text(peps.map((pep) => value(pep) ?? '–').join('; '));
};
/** A PEP date: a real day for one PEP record, the days as text for several. */
const pepDay = (c: ExportItem, key: 'start_date' | 'end_date', ctx: ExportContext): ExportValue => {
  const peps = c.export_details?.peps ?? [];
  if (peps.length === 1) return day(peps[0]![key], ctx);
  return perPep(c, (pep) => {
    const found = calendarDay(pep[key]);
    return found ? dayText(found) : null;
  });
};

/** A register check: yes, no, or not checked (null). */
const checked = (value: boolean | null, ctx: ExportContext): ExportValue => (value === null ? text(ctx.labels.unknown) : yesNo(value, ctx));

const cellOf: Record<ExportColumnKey, (item: ExportItem, ctx: ExportContext) => ExportValue> = {
  name: (c) => text(c.name),
  type: (c, ctx) => text(ctx.labels.type[c.type] ?? c.type),
  businessid: (c) => text(c.businessid),
  // Masked in the list (birth date and separator only): the export shows no more than the list.
  ssn: (c) => text(c.ssn),
  department: (c) => text(c.department),
  city: (c) => text(c.city),
  country: (c, ctx) => text(countryOf(c.country, ctx)),
  is_kycclock: (c, ctx) => yesNo(c.is_kycclock, ctx),
  kycclock_alarm_at: (c, ctx) => day(c.kycclock_alarm_at, ctx),
  kyc_status: (c, ctx) => text(ctx.labels.kycLight[c.is_kycclock ? kycLightOf(c.kycclock_alarm_at, ctx) : 'off']),
  kyc_days: (c, ctx) => {
    const alarm = c.is_kycclock ? calendarDay(c.kycclock_alarm_at) : null;
    return alarm ? { kind: 'number', value: daysBetween(ctx.today, alarm) } : null;
  },
  is_monitored: (c, ctx) => yesNo(c.is_monitored, ctx),
  prepayment_register: (c, ctx) => checked(c.prepayment_register, ctx),
  trade_register: (c, ctx) => checked(c.trade_register, ctx),
  riskscores_level: (c, ctx) => (c.riskscores_level ? text(ctx.labels.risk[c.riskscores_level] ?? c.riskscores_level) : null),
  edd_state: (c, ctx) => (c.edd_state ? text(ctx.labels.edd[c.edd_state] ?? c.edd_state) : null),
  is_frozen: (c, ctx) => yesNo(c.is_frozen, ctx),
  created_at: (c, ctx) => day(c.created_at, ctx),
  removes_at: (c, ctx) => day(c.removes_at, ctx),
  pep_function: (c) => perPep(c, (pep) => pep.function),
  pep_country: (c, ctx) => perPep(c, (pep) => (pep.country ? countryOf(pep.country, ctx) : null)),
  pep_start_date: (c, ctx) => pepDay(c, 'start_date', ctx),
  pep_end_date: (c, ctx) => pepDay(c, 'end_date', ctx),
  last_review_at: (c, ctx) => day(c.export_details?.last_review?.reviewed_at ?? null, ctx),
  last_review_outcome: (c, ctx) => {
    const outcome = c.export_details?.last_review?.outcome;
    return outcome ? text(ctx.labels.reviewOutcome[outcome] ?? outcome) : null;
  },
  kycclock_off_reason: (c) => text(c.export_details?.kycclock_off_reason),
};

/** Column widths in characters for the workbook (the header decides when it is longer). */
const sheetWidth: Record<ExportColumnKey, number> = {
  name: 36, type: 10, businessid: 12, ssn: 14, department: 18, city: 16, country: 16, is_kycclock: 8, kycclock_alarm_at: 12,
  kyc_status: 22, kyc_days: 8, is_monitored: 8, prepayment_register: 8, trade_register: 8, riskscores_level: 12, edd_state: 16,
  is_frozen: 8, created_at: 12, removes_at: 12, pep_function: 30, pep_country: 16, pep_start_date: 12, pep_end_date: 12, last_review_at: 12,
  last_review_outcome: 20, kycclock_off_reason: 30,
};

export interface ExportColumn {
  key: ExportColumnKey;
  header: string;
  /** The workbook's column width (characters). */
  width: number;
  value: (item: ExportItem) => ExportValue;
}

/** The export's columns with their headers in the context's language. */
export const exportColumns = (ctx: ExportContext): ExportColumn[] =>
  exportColumnKeys.map((key) => {
    const header = ctx.labels.columns[key];
    return { key, header, width: Math.min(Math.max(sheetWidth[key], header.length + 2), 40), value: (item) => cellOf[key](item, ctx) };
  });
