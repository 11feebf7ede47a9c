import { OutboundSettingsBody, type OutboundSettings } from '@tunne/contracts';
import type { FormValues } from './use-settings-form.ts';

/** ISO weekdays, Monday first. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

const dayField = (day: number) => `weekday_${day}`;

export const remindersValues = (data: OutboundSettings): FormValues => ({
  resend_strategy: data.resend_strategy,
  resend_maxcnt: String(data.resend_maxcnt),
  ...Object.fromEntries(weekdays.map((day) => [dayField(day), data.resend_weekdays.includes(day)])),
});

export const remindersBody = (values: FormValues): OutboundSettingsBody => ({
  resend_strategy: values.resend_strategy as OutboundSettingsBody['resend_strategy'],
  resend_maxcnt: String(values.resend_maxcnt).trim() === '' ? Number.NaN : Number(values.resend_maxcnt),
  resend_weekdays: weekdays.filter((day) => values[dayField(day)] === true),
});

/** The weekdays' problem (none chosen) is shown on the group, under the name of the body property. */
export const remindersForm = { toValues: remindersValues, toBody: remindersBody, schema: OutboundSettingsBody };
