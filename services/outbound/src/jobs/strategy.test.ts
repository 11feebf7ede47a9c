import { describe, expect, it } from 'vitest';
import { resendStrategies, type ResendStrategy } from '@tunne/contracts';
import { fibonacciDays, helsinkiDay, isoWeekday, nextReminderAt, type ReminderSettings } from './strategy.ts';

const weekdays = [1, 2, 3, 4, 5];
const settings = (resend_strategy: ResendStrategy, extra: Partial<ReminderSettings> = {}): ReminderSettings => ({
  resend_strategy, resend_maxcnt: 10, resend_weekdays: weekdays, ...extra,
});
const at = (iso: string) => new Date(iso);
const sent = (iso: string, resend_cnt = 0, resent?: string) => ({ sent_at: at(iso), resent_at: resent ? at(resent) : null, resend_cnt });
const next = (s: ReminderSettings, item: ReturnType<typeof sent>) => nextReminderAt(s, item)?.toISOString() ?? null;

// 2026-11-26 is a Thursday; Helsinki is UTC+2 in winter (09:00 local = 07:00Z) and UTC+3 in summer (06:00Z).
describe('resend strategies', () => {
  it.each([
    ['DAILY: Thursday → Friday', 'DAILY', sent('2026-11-26T12:00:00Z'), '2026-11-27T07:00:00.000Z'],
    ['DAILY: Friday → Monday (weekend not allowed)', 'DAILY', sent('2026-11-27T12:00:00Z'), '2026-11-30T07:00:00.000Z'],
    ['DAILY: counts from the last reminder', 'DAILY', sent('2026-11-26T12:00:00Z', 1, '2026-11-30T07:00:00Z'), '2026-12-01T07:00:00.000Z'],
    ['DAILY: a send after midnight in Helsinki counts as the next day', 'DAILY', sent('2026-11-26T23:30:00Z'), '2026-11-30T07:00:00.000Z'],
    ['BIDAILY: every 2nd weekday', 'BIDAILY', sent('2026-11-26T12:00:00Z'), '2026-11-30T07:00:00.000Z'],
    ['TRIDAILY: every 3rd weekday', 'TRIDAILY', sent('2026-11-26T12:00:00Z'), '2026-12-01T07:00:00.000Z'],
    ['WEEKLY: 7 days', 'WEEKLY', sent('2026-11-26T12:00:00Z'), '2026-12-03T07:00:00.000Z'],
    ['WEEKLY: a Saturday due day moves to Monday', 'WEEKLY', sent('2026-11-28T12:00:00Z'), '2026-12-07T07:00:00.000Z'],
    ['MONTHLY: one calendar month', 'MONTHLY', sent('2026-11-26T12:00:00Z'), '2026-12-28T07:00:00.000Z'],
    ['MONTHLY: 31 January → 28 February (a Sunday) → Monday 1 March', 'MONTHLY', sent('2027-01-31T12:00:00Z'), '2027-03-01T07:00:00.000Z'],
    ['DAILY across the spring DST change: 09:00 summer time', 'DAILY', sent('2027-03-26T12:00:00Z'), '2027-03-29T06:00:00.000Z'],
  ] as const)('%s', (_name, strategy, item, expected) => {
    expect(next(settings(strategy), item)).toBe(expected);
  });

  it('MONTHLY keeps the last day of a short month when every day is allowed', () => {
    expect(next(settings('MONTHLY', { resend_weekdays: [1, 2, 3, 4, 5, 6, 7] }), sent('2027-01-31T12:00:00Z'))).toBe('2027-02-28T07:00:00.000Z');
  });

  it('FIBONACCI waits 1, 1, 2, 3, 5, 8 days between reminders', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(fibonacciDays)).toEqual([1, 1, 2, 3, 5, 8, 13]);
    const every = settings('FIBONACCI', { resend_weekdays: [1, 2, 3, 4, 5, 6, 7] });
    let item = sent('2026-11-23T10:00:00Z');
    const due: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const at = nextReminderAt(every, item)!;
      due.push(at.toISOString().slice(0, 10));
      item = { ...item, resent_at: at, resend_cnt: item.resend_cnt + 1 };
    }
    expect(due).toEqual(['2026-11-24', '2026-11-25', '2026-11-27', '2026-11-30', '2026-12-05', '2026-12-13']);
  });

  it('FIBONACCI moves a due day on a weekday not allowed to the next allowed one', () => {
    // Friday + 1 day = Saturday → Monday.
    expect(next(settings('FIBONACCI'), sent('2026-11-27T12:00:00Z'))).toBe('2026-11-30T07:00:00.000Z');
  });

  it('only the allowed weekdays: Tuesdays and Thursdays', () => {
    const s = settings('DAILY', { resend_weekdays: [2, 4] });
    expect(next(s, sent('2026-11-26T12:00:00Z'))).toBe('2026-12-01T07:00:00.000Z');
    expect(next(settings('BIDAILY', { resend_weekdays: [2, 4] }), sent('2026-11-26T12:00:00Z'))).toBe('2026-12-03T07:00:00.000Z');
  });

  it('none for NONE, for resend_maxcnt 0 and once resend_cnt reaches resend_maxcnt', () => {
    expect(next(settings('NONE'), sent('2026-11-26T12:00:00Z'))).toBeNull();
    expect(next(settings('DAILY', { resend_maxcnt: 0 }), sent('2026-11-26T12:00:00Z'))).toBeNull();
    expect(next(settings('DAILY', { resend_maxcnt: 3 }), sent('2026-11-26T12:00:00Z', 2, '2026-11-30T07:00:00Z'))).not.toBeNull();
    expect(next(settings('DAILY', { resend_maxcnt: 3 }), sent('2026-11-26T12:00:00Z', 3, '2026-12-01T07:00:00Z'))).toBeNull();
  });

  it('properties over many sends: 09:00 Helsinki, on an allowed weekday, after the last mail; DAILY skips no allowed day', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (let i = 0; i < 500; i += 1) {
      const strategy = resendStrategies[1 + Math.floor(random() * (resendStrategies.length - 1))]!;
      const allowed = [1, 2, 3, 4, 5, 6, 7].filter(() => random() < 0.5);
      const days = allowed.length ? allowed : [3];
      const sentAt = new Date(Date.UTC(2026, 0, 1) + random() * 2 * 365 * 24 * 3600 * 1000);
      const item = { sent_at: sentAt, resent_at: null, resend_cnt: Math.floor(random() * 5) };
      const due = nextReminderAt({ resend_strategy: strategy, resend_maxcnt: 5, resend_weekdays: days }, item)!;
      const context = `${strategy} ${days.join(',')} ${sentAt.toISOString()}`;
      expect(hour.format(due), context).toBe('09:00');
      expect(days, context).toContain(isoWeekday(helsinkiDay(due)));
      expect(helsinkiDay(due), context).toBeGreaterThan(helsinkiDay(sentAt));
      if (strategy === 'DAILY') {
        for (let d = helsinkiDay(sentAt) + 1; d < helsinkiDay(due); d += 1) expect(days, context).not.toContain(isoWeekday(d));
      }
    }
  });
});
