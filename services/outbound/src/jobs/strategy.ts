import { fibonacciDays, type OutboundSettings } from '@tunne/contracts';

/**
 * When an item's next reminder is due (spec §9 resend strategies), a pure function of the organisation's settings and
 * the item's sending history.
 *
 * - Reminders go at a fixed local time: 09:00 Europe/Helsinki (the organisations are Finnish and Nordic; a mail at
 *   09:00 is read during the working day, one sent at 03:00 when a job happened to run is not). Days are counted in
 *   Helsinki calendar days, so a change of daylight-saving time moves nothing.
 * - Each reminder is one step after the last mail the recipient got: the last reminder or staff resend (resent_at),
 *   else the first send (sent_at). So a job that was down for days sends one reminder when it is back, not a burst.
 * - DAILY: the next allowed weekday; BIDAILY / TRIDAILY: the 2nd / 3rd allowed weekday; WEEKLY: 7 days; MONTHLY: one
 *   calendar month (31 January → 28/29 February); FIBONACCI: 1, 1, 2, 3, 5, 8 … days for the 1st, 2nd, 3rd … reminder.
 *   WEEKLY, MONTHLY and FIBONACCI move a due day on a weekday that is not allowed to the next allowed one.
 * - None at all for NONE, and none once resend_cnt (reminders and staff resends so far) has reached resend_maxcnt.
 */

export const reminderTimeZone = 'Europe/Helsinki';
export const reminderHour = 9;

export type ReminderSettings = Pick<OutboundSettings, 'resend_strategy' | 'resend_maxcnt' | 'resend_weekdays'>;

export interface ReminderHistory {
  sent_at: Date;
  /** The last reminder or staff resend; null before the first. */
  resent_at: Date | null;
  /** Reminders and resends so far. */
  resend_cnt: number;
}

/** A calendar day (no time, no zone): days since 1970-01-01. */
type Day = number;

const msPerDay = 24 * 3600 * 1000;

const helsinkiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: reminderTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  hourCycle: 'h23',
});

const partsOf = (instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> => {
  const parts = Object.fromEntries(helsinkiParts.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
};

/** The Helsinki calendar day of an instant. */
export const helsinkiDay = (instant: Date): Day => {
  const p = partsOf(instant);
  return Date.UTC(p.year, p.month - 1, p.day) / msPerDay;
};

/** 09:00 in Helsinki on the day, as an instant (the zone's offset that day, +2 or +3). */
export const reminderInstant = (day: Day): Date => {
  const wanted = day * msPerDay + reminderHour * 3600 * 1000;
  let guess = wanted - 2 * 3600 * 1000;
  for (let i = 0; i < 2; i += 1) {
    const p = partsOf(new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wanted - shown;
  }
  return new Date(guess);
};

/** ISO weekday, 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export const isoWeekday = (day: Day): number => ((((day + 3) % 7) + 7) % 7) + 1;

const allowedSet = (weekdays: readonly number[]): Set<number> => {
  const set = new Set(weekdays.filter((d) => d >= 1 && d <= 7));
  return set.size === 0 ? new Set([1, 2, 3, 4, 5, 6, 7]) : set;
};

/** The day itself when allowed, else the next allowed day. */
const onOrAfterAllowed = (day: Day, allowed: Set<number>): Day => {
  let d = day;
  while (!allowed.has(isoWeekday(d))) d += 1;
  return d;
};

/** The n-th allowed weekday after `day` (not counting the day itself). */
const nthAllowedAfter = (day: Day, n: number, allowed: Set<number>): Day => {
  let d = day;
  for (let found = 0; found < n;) {
    d += 1;
    if (allowed.has(isoWeekday(d))) found += 1;
  }
  return d;
};

const addMonth = (day: Day): Day => {
  const date = new Date(day * msPerDay);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / msPerDay;
};

/** 1, 1, 2, 3, 5, 8 … : the days before the n-th reminder (n ≥ 1); defined in contracts, where settings describes it too. */
export { fibonacciDays };

/** When the next reminder is due, or null when there is none (NONE, or resend_maxcnt reached). */
export const nextReminderAt = (settings: ReminderSettings, item: ReminderHistory): Date | null => {
  if (settings.resend_strategy === 'NONE' || item.resend_cnt >= settings.resend_maxcnt) return null;
  const allowed = allowedSet(settings.resend_weekdays);
  const last = helsinkiDay(item.resent_at ?? item.sent_at);
  switch (settings.resend_strategy) {
    case 'DAILY':
      return reminderInstant(nthAllowedAfter(last, 1, allowed));
    case 'BIDAILY':
      return reminderInstant(nthAllowedAfter(last, 2, allowed));
    case 'TRIDAILY':
      return reminderInstant(nthAllowedAfter(last, 3, allowed));
    case 'WEEKLY':
      return reminderInstant(onOrAfterAllowed(last + 7, allowed));
    case 'MONTHLY':
      return reminderInstant(onOrAfterAllowed(addMonth(last), allowed));
    case 'FIBONACCI':
      return reminderInstant(onOrAfterAllowed(last + fibonacciDays(item.resend_cnt + 1), allowed));
  }
};
