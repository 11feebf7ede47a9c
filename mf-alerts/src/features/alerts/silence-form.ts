import { schemaResolver } from '@tunne/app-kit';
import { helsinkiDate, isIsoDate, SilenceBody, type SilenceClass } from '@tunne/contracts';

export interface SilenceValues {
  silenceclass: SilenceClass;
  description: string;
  /** YYYY-MM-DD from the date field; '' holds until lifted. */
  validAt: string;
}

/** The day `days` after a day (YYYY-MM-DD), counted on the calendar: no time zone can move it. */
const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A day `days` after today in Helsinki (default: a year, the usual review interval), YYYY-MM-DD as the date field
 * holds it and the service takes it: the silence holds until that day begins (issue 16 §2).
 */
export const defaultValidAt = (days = 365, now = new Date()): string => addDays(helsinkiDate(now), days);

/** What the form sends (services/alerts SilenceBody): the date field's day as it is, never through a Date. */
export const silenceBody = (values: SilenceValues): Required<SilenceBody> => ({
  description: values.description.trim(),
  valid_at: values.validAt || null,
  silenceclass: values.silenceclass,
});

const fieldOfProperty: Record<string, keyof SilenceValues> = { description: 'description', valid_at: 'validAt', silenceclass: 'silenceclass' };

/**
 * The contracts' SilenceBody, plus the two rules the route states in code: grounds are required (MISSING_TEXT) and
 * the silence ends on a day after today in Helsinki (INVALID_VALID_AT). Problems: 'required', 'validAtInvalid', or the
 * schema's.
 */
export const silenceResolver = (now = new Date()) =>
  schemaResolver<SilenceValues, SilenceBody>(SilenceBody, {
    toBody: silenceBody,
    fieldOf: (property) => fieldOfProperty[property],
    refine: (body) => ({
      ...(body.description === '' ? { description: 'required' } : {}),
      ...(body.valid_at && (!isIsoDate(body.valid_at) || body.valid_at <= helsinkiDate(now)) ? { validAt: 'validAtInvalid' } : {}),
    }),
  });
