import { helsinkiDate, kycClockLight, type CustomerListItem, type TrafficLight } from '@tunne/contracts';
import {
  calendarDay, countryName, dayText, daysBetween, exportColumnKeys, exportLabels, exportTimeZone, helsinkiDay, type CalendarDay, type ExportColumnKey,
  type ExportLabels, type ExportLanguage,
} from './labels.ts';

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
/** A register check: yes, no, or not checked (null). */
const checked = (value: boolean | null, ctx: ExportContext): ExportValue => (value === null ? text(ctx.labels.unknown) : yesNo(value, ctx));

const cellOf: Record<ExportColumnKey, (item: CustomerListItem, ctx: ExportContext) => ExportValue> = {
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
};

/** Column widths in characters for the workbook (the header decides when it is longer). */
const sheetWidth: Record<ExportColumnKey, number> = {
  name: 36, type: 10, businessid: 12, ssn: 14, department: 18, city: 16, country: 16, is_kycclock: 8, kycclock_alarm_at: 12,
  kyc_status: 22, kyc_days: 8, is_monitored: 8, prepayment_register: 8, trade_register: 8, riskscores_level: 12, edd_state: 16,
  is_frozen: 8, created_at: 12, removes_at: 12,
};

export interface ExportColumn {
  key: ExportColumnKey;
  header: string;
  /** The workbook's column width (characters). */
  width: number;
  value: (item: CustomerListItem) => ExportValue;
}

/** The export's columns with their headers in the context's language. */
export const exportColumns = (ctx: ExportContext): ExportColumn[] =>
  exportColumnKeys.map((key) => {
    const header = ctx.labels.columns[key];
    return { key, header, width: Math.min(Math.max(sheetWidth[key], header.length + 2), 40), value: (item) => cellOf[key](item, ctx) };
  });
