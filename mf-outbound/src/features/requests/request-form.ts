import { schemaResolver } from '@tunne/app-kit';
import {
  RequestBody, requestAskFlags, requestRecordKinds, type Language, type Request, type RequestDefaultsBody, type RiskquestionsType,
} from '@tunne/contracts';

// The request form (spec §3 Request): its values, the body it sends, and the checks it makes before the server does.

type Flags = Record<
  | (typeof requestAskFlags)[number]
  | 'ask_actualbeneficiaries_validssn' | 'ask_files_mandatory' | 'ask_owners_allowfile'
  | 'ask_responsiblepersons_ifnecessary' | 'ask_responsiblepersons_ssn' | 'ask_responsiblepersons_validssn'
  | `prefill_${(typeof requestRecordKinds)[number]}` | `autofill_${(typeof requestRecordKinds)[number]}` | 'prefill_changes',
  boolean
>;

/** The ask_* parts that have a description for the recipient. */
export const describedAsks = ['ask_actualbeneficiaries', 'ask_files', 'ask_freetext', 'ask_owners', 'ask_peps', 'ask_responsiblepersons', 'ask_sof'] as const;
export type DescribedAsk = (typeof describedAsks)[number];

export type RequestFormValues = Flags & Record<`${DescribedAsk}_description`, string> & {
  email: string;
  language: Language;
  description: string;
  note: string;
  riskquestions_type: RiskquestionsType;
};

/** The sub-options each ask shows only while it is on (spec §3 Request). */
export const askSubOptions: Partial<Record<(typeof requestAskFlags)[number], readonly (keyof Flags)[]>> = {
  ask_actualbeneficiaries: ['ask_actualbeneficiaries_validssn'],
  ask_files: ['ask_files_mandatory'],
  ask_owners: ['ask_owners_allowfile'],
  ask_responsiblepersons: ['ask_responsiblepersons_ifnecessary', 'ask_responsiblepersons_ssn', 'ask_responsiblepersons_validssn'],
};

const flagNames = [
  ...requestAskFlags,
  ...Object.values(askSubOptions).flat(),
  ...requestRecordKinds.flatMap((kind) => [`prefill_${kind}`, `autofill_${kind}`] as const),
  'prefill_changes',
] as (keyof Flags)[];

const isDescribed = (flag: string): flag is DescribedAsk => (describedAsks as readonly string[]).includes(flag);

/** A new form: the user's saved defaults over nothing asked, the customer's contact and language. */
export const initialValues = (
  source: Partial<RequestDefaultsBody & Pick<Request, 'email' | 'note' | 'description'>> | null,
  fallback: { email: string; language: Language },
): RequestFormValues => {
  const values = {
    email: source?.email ?? fallback.email,
    language: source?.language ?? fallback.language,
    description: source?.description ?? '',
    note: source?.note ?? '',
    riskquestions_type: source?.riskquestions_type ?? 'ALL',
  } as RequestFormValues;
  for (const flag of flagNames) values[flag] = source?.[flag] === true;
  for (const ask of describedAsks) values[`${ask}_description`] = source?.[`${ask}_description`] ?? '';
  return values;
};

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The choices "save as my defaults" stores (RequestDefaultsBody: no e-mail, note or cover text). */
export const defaultsBody = (values: RequestFormValues): RequestDefaultsBody => {
  const body: RequestDefaultsBody = { language: values.language };
  for (const flag of flagNames) body[flag] = values[flag];
  for (const ask of describedAsks) body[`${ask}_description`] = values[ask] ? text(values[`${ask}_description`]) : null;
  body.riskquestions_type = values.ask_riskquestions ? values.riskquestions_type : null;
  // A sub-option of an ask that is off is not a choice: it is stored off.
  for (const [ask, subs] of Object.entries(askSubOptions)) if (!values[ask as keyof Flags]) for (const sub of subs) body[sub] = false;
  return body;
};

/** What the form sends (POST …/requests, PUT requests/{id}). */
export const requestBody = (values: RequestFormValues): RequestBody => ({
  email: values.email.trim(),
  note: text(values.note),
  description: text(values.description),
  ...defaultsBody(values),
});

/** True when at least one part is asked (else the server answers REQUEST_ASKS_NOTHING). */
export const asksSomething = (body: Pick<RequestBody, (typeof requestAskFlags)[number]>): boolean => requestAskFlags.some((flag) => body[flag] === true);

/** Form fields by body property; the sub-options and descriptions are fields of the same name. */
const fieldOf = (property: string): keyof RequestFormValues & string | undefined =>
  property === 'email' || property === 'note' || property === 'description' || property === 'language' || property === 'riskquestions_type' ||
  (flagNames as string[]).includes(property) || (isDescribed(property.replace(/_description$/, '')) && property.endsWith('_description'))
    ? (property as keyof RequestFormValues & string)
    : undefined;

/**
 * The contracts' RequestBody applied to what the form would send, plus the route's rule a schema cannot state: a
 * request asks at least one part. That problem ('asksNothing') is reported on ask_basic, the first of the parts.
 */
export const requestResolver = () =>
  schemaResolver<RequestFormValues, RequestBody>(RequestBody, {
    toBody: requestBody,
    fieldOf,
    refine: (body) => ({
      ...(body.email === '' ? { email: 'required' } : {}),
      ...(asksSomething(body) ? {} : { ask_basic: 'asksNothing' }),
    }),
  });
