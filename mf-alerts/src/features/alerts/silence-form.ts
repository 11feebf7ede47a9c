import { schemaResolver } from '@tunne/app-kit';
import { helsinkiDate, isIsoDate, SilenceBody, type SilenceClass } from '@tunne/contracts';

export interface SilenceValues {
  /** '' until the user chooses: no class is assumed for them (issue 16 §6). */
  silenceclass: SilenceClass | '';
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

/** The body as the form holds it: without a class until one is chosen (the schema then calls it required). */
type DraftBody = Omit<Required<SilenceBody>, 'silenceclass'> & { silenceclass?: SilenceClass };

const draftBody = (values: SilenceValues): DraftBody => ({
  description: values.description.trim(),
  valid_at: values.validAt || null,
  ...(values.silenceclass ? { silenceclass: values.silenceclass } : {}),
});

/**
 * What the form sends (services/alerts SilenceBody): the date field's day as it is, never through a Date; only called
 * once the resolver has accepted the values.
 */
export const silenceBody = (values: SilenceValues): Required<SilenceBody> => {
  const { silenceclass, ...rest } = draftBody(values);
  if (!silenceclass) throw new Error('No silence class chosen');
  return { ...rest, silenceclass };
};

const fieldOfProperty: Record<string, keyof SilenceValues> = { description: 'description', valid_at: 'validAt', silenceclass: 'silenceclass' };

/**
 * The contracts' SilenceBody, plus the two rules the route states in code: grounds are required (MISSING_TEXT) and
 * the silence ends on a day after today in Helsinki (INVALID_VALID_AT). Problems: 'required' (also a class not
 * chosen), 'validAtInvalid', or the schema's.
 */
export const silenceResolver = (now = new Date()) =>
  schemaResolver<SilenceValues, DraftBody>(SilenceBody, {
    toBody: draftBody,
    fieldOf: (property) => fieldOfProperty[property],
    refine: (body) => ({
      ...(body.description === '' ? { description: 'required' } : {}),
      ...(body.valid_at && (!isIsoDate(body.valid_at) || body.valid_at <= helsinkiDate(now)) ? { validAt: 'validAtInvalid' } : {}),
    }),
  });
