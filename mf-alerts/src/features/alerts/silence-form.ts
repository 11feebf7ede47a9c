import { schemaResolver } from '@tunne/app-kit';
import { SilenceBody, type SilenceClass } from '@tunne/contracts';

export interface SilenceValues {
  silenceclass: SilenceClass;
  description: string;
  /** YYYY-MM-DD from the date field; '' holds until lifted. */
  validAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A date `days` ahead in the user's calendar (default: a year, the usual review interval). */
export const defaultValidAt = (days = 365, now = new Date()): string => isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));

/** What the form sends (services/alerts SilenceBody). */
export const silenceBody = (values: SilenceValues): Required<SilenceBody> => ({
  description: values.description.trim(),
  valid_at: values.validAt || null,
  silenceclass: values.silenceclass,
});

const fieldOfProperty: Record<string, keyof SilenceValues> = { description: 'description', valid_at: 'validAt', silenceclass: 'silenceclass' };

/**
 * The contracts' SilenceBody, plus the two rules the route states in code: grounds are required (MISSING_TEXT) and
 * the silence ends in the future (INVALID_VALID_AT). Problems: 'required', 'validAtInvalid', or the schema's.
 */
export const silenceResolver = (now = new Date()) =>
  schemaResolver<SilenceValues, SilenceBody>(SilenceBody, {
    toBody: silenceBody,
    fieldOf: (property) => fieldOfProperty[property],
    refine: (body) => ({
      ...(body.description === '' ? { description: 'required' } : {}),
      ...(body.valid_at && body.valid_at <= isoDay(now) ? { validAt: 'validAtInvalid' } : {}),
    }),
  });
