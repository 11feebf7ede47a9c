import { schemaResolver } from '@tunne/app-kit';
import { SilenceBody, type SilenceClass } from '@tunne/contracts';

export interface SilenceValues {
  /** '' until the user chooses: no class is assumed for them (issue 16 §6). */
  silenceclass: SilenceClass | '';
  description: string;
  /** YYYY-MM-DD from the date field; '' holds until lifted. */
  validAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A date `days` ahead in the user's calendar (default: a year, the usual review interval). */
export const defaultValidAt = (days = 365, now = new Date()): string => isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));

/** The body as the form holds it: without a class until one is chosen (the schema then calls it required). */
type DraftBody = Omit<Required<SilenceBody>, 'silenceclass'> & { silenceclass?: SilenceClass };

const draftBody = (values: SilenceValues): DraftBody => ({
  description: values.description.trim(),
  valid_at: values.validAt || null,
  ...(values.silenceclass ? { silenceclass: values.silenceclass } : {}),
});

/** What the form sends (services/alerts SilenceBody); only called once the resolver has accepted the values. */
export const silenceBody = (values: SilenceValues): Required<SilenceBody> => {
  const { silenceclass, ...rest } = draftBody(values);
  if (!silenceclass) throw new Error('No silence class chosen');
  return { ...rest, silenceclass };
};

const fieldOfProperty: Record<string, keyof SilenceValues> = { description: 'description', valid_at: 'validAt', silenceclass: 'silenceclass' };

/**
 * The contracts' SilenceBody, plus the two rules the route states in code: grounds are required (MISSING_TEXT) and
 * the silence ends in the future (INVALID_VALID_AT). Problems: 'required' (also a class not chosen), 'validAtInvalid',
 * or the schema's.
 */
export const silenceResolver = (now = new Date()) =>
  schemaResolver<SilenceValues, DraftBody>(SilenceBody, {
    toBody: draftBody,
    fieldOf: (property) => fieldOfProperty[property],
    refine: (body) => ({
      ...(body.description === '' ? { description: 'required' } : {}),
      ...(body.valid_at && body.valid_at <= isoDay(now) ? { validAt: 'validAtInvalid' } : {}),
    }),
  });
