import { Type, type Static } from '@sinclair/typebox';
import { Email, Uuid } from '../common.ts';
import { LanguageSchema } from '../language-schema.ts';
import { literals, optionalNullable } from '../schema-helpers.ts';
import type { OutboundItem } from './item.ts';
import type { OutboundState } from './states.ts';
import type { RiskAnswerInput } from '../risk/answers.ts';
import type { RiskQuestion } from '../risk/questions.ts';

// Information requests (spec §3 Request, §4, §7 Outbound items; issue 13). A request asks a customer's contact for
// data through a public link; the answer lands in the customer (owners, beneficiaries, responsible persons, PEPs,
// risk answers, source of funds, files).

/** The related-record kinds a request can ask, prefill and autofill. */
export const requestRecordKinds = ['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons'] as const;
export type RequestRecordKind = (typeof requestRecordKinds)[number];

/**
 * Which background questions the public form shows: ALL of the organisation's risk questions, or only the MANDATORY
 * ones. (The spec names riskquestions_type without values; questions have no category of their own.)
 */
export const riskquestionsTypes = ['ALL', 'MANDATORY'] as const;
export type RiskquestionsType = (typeof riskquestionsTypes)[number];

const Description = optionalNullable(Type.String({ maxLength: 4000 }));
const Flag = Type.Optional(Type.Boolean());

/** Every choice of the request form; also what "save as defaults" stores (without email/note/description). */
export const requestChoiceFields = {
  ask_basic: Flag,
  ask_actualbeneficiaries: Flag,
  ask_actualbeneficiaries_description: Description,
  ask_actualbeneficiaries_validssn: Flag,
  ask_files: Flag,
  ask_files_description: Description,
  ask_files_mandatory: Flag,
  ask_freetext: Flag,
  ask_freetext_description: Description,
  ask_owners: Flag,
  ask_owners_allowfile: Flag,
  ask_owners_description: Description,
  ask_peps: Flag,
  ask_peps_description: Description,
  ask_responsiblepersons: Flag,
  ask_responsiblepersons_description: Description,
  ask_responsiblepersons_ifnecessary: Flag,
  ask_responsiblepersons_ssn: Flag,
  ask_responsiblepersons_validssn: Flag,
  ask_riskquestions: Flag,
  riskquestions_type: optionalNullable(literals(riskquestionsTypes)),
  ask_sof: Flag,
  ask_sof_description: Description,
  autofill_actualbeneficiaries: Flag,
  autofill_owners: Flag,
  autofill_peps: Flag,
  autofill_responsiblepersons: Flag,
  prefill_actualbeneficiaries: Flag,
  prefill_owners: Flag,
  prefill_peps: Flag,
  prefill_responsiblepersons: Flag,
  prefill_changes: Flag,
  language: Type.Optional(LanguageSchema),
};

/** The ask_* flags: a request must ask at least one (REQUEST_ASKS_NOTHING). */
export const requestAskFlags = [
  'ask_basic', 'ask_actualbeneficiaries', 'ask_files', 'ask_freetext', 'ask_owners', 'ask_peps', 'ask_responsiblepersons',
  'ask_riskquestions', 'ask_sof',
] as const;
export type RequestAskFlag = (typeof requestAskFlags)[number];

/** POST /api/v2.5/user/customers/{id}/requests (create, draft) and PUT /api/v2.5/user/requests/{id} (draft only). */
export const RequestBody = Type.Object(
  {
    email: Email,
    note: optionalNullable(Type.String({ maxLength: 4000 })),
    description: optionalNullable(Type.String({ maxLength: 4000 })),
    ...requestChoiceFields,
  },
  { $id: 'RequestBody', additionalProperties: false },
);
export type RequestBody = Static<typeof RequestBody>;

/** PUT /api/v2.5/user/requests/defaults: the user's defaults for the next new request form. */
export const RequestDefaultsBody = Type.Object(requestChoiceFields, { $id: 'RequestDefaultsBody', additionalProperties: false });
export type RequestDefaultsBody = Static<typeof RequestDefaultsBody>;

/**
 * POST /api/v2.5/user/requests/{id}/send (spec §7: optional body). mode NOW (default) mails the link; LATER sets
 * send_at and a job mails it then; MARK sets sent_at without mail (spec §4 'mark as sent').
 */
export const sendModes = ['NOW', 'LATER', 'MARK'] as const;
export type SendMode = (typeof sendModes)[number];
export const SendBody = Type.Object(
  {
    mode: Type.Optional(literals(sendModes)),
    /** ISO date-time, for LATER: at least a minute ahead, at most a year. */
    send_at: Type.Optional(Type.String({ format: 'date-time' })),
    /**
     * An admin sends this item although the customer's EDD is required or refused (issue 25 §3): why. Recorded in the
     * item's history; without it such a send answers 409 EDD_NOT_APPROVED.
     */
    edd_override_reason: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' })),
  },
  { $id: 'SendBody', additionalProperties: false },
);
export type SendBody = Static<typeof SendBody>;

/**
 * POST …/send with mode MARK (issue 26): the item's link, which staff deliver themselves. Answered once, in the send's
 * response (as `marked_link` beside the item); only its hash is kept, and showing it is in the security log.
 */
export interface MarkedLink {
  link: string;
  expires_at: string;
}

/** POST /api/v2.5/user/requests/{id}/deny: why (shown to staff in the history; the recipient gets a new link). */
export const DenyBody = Type.Object({ reason: optionalNullable(Type.String({ maxLength: 2000 })) }, { $id: 'DenyBody', additionalProperties: false });
export type DenyBody = Static<typeof DenyBody>;

/** PATCH {url}/{id} with files_id removes that file (spec §7). */
export const RemoveFileBody = Type.Object({ files_id: Uuid }, { $id: 'RemoveFileBody', additionalProperties: false });
export type RemoveFileBody = Static<typeof RemoveFileBody>;

/** One person or business the recipient gives (or the form prefills). Fields by kind as in spec §3 Request. */
export const AnsweredPerson = Type.Object(
  {
    /** The existing related record this row came from (prefill), so an edit updates it instead of adding one. */
    id: optionalNullable(Uuid),
    type: Type.Optional(literals(['person', 'business'] as const)),
    name: Type.String({ minLength: 1, maxLength: 300 }),
    ssn: optionalNullable(Type.String({ maxLength: 40 })),
    businessid: optionalNullable(Type.String({ maxLength: 40 })),
    country: optionalNullable(Type.String({ pattern: '^[A-Z]{2}$' })),
    nationality: optionalNullable(Type.String({ pattern: '^[A-Z]{2}$' })),
    dob: optionalNullable(Type.String({ format: 'date' })),
    share: optionalNullable(Type.Number({ minimum: 0, maximum: 100 })),
    role: optionalNullable(Type.String({ maxLength: 300 })),
    description: optionalNullable(Type.String({ maxLength: 4000 })),
    pep: Type.Optional(Type.Boolean()),
    is_pep_self: Type.Optional(Type.Boolean()),
    is_pep_family: Type.Optional(Type.Boolean()),
    is_pep_partner: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AnsweredPerson = Static<typeof AnsweredPerson>;

const People = Type.Optional(Type.Array(AnsweredPerson, { maxItems: 200 }));

/** The customer's basic data as the recipient gives it (ask_basic). */
export const AnsweredBasic = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    address: optionalNullable(Type.String({ maxLength: 300 })),
    postalnumber: optionalNullable(Type.String({ maxLength: 20 })),
    city: optionalNullable(Type.String({ maxLength: 200 })),
    country: optionalNullable(Type.String({ pattern: '^[A-Z]{2}$' })),
    email: optionalNullable(Email),
    contact_name: optionalNullable(Type.String({ maxLength: 300 })),
    industry: optionalNullable(Type.String({ maxLength: 300 })),
    vatnumber: optionalNullable(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type AnsweredBasic = Static<typeof AnsweredBasic>;

/**
 * A request's answer: saved as a draft by the recipient (PUT …/draft, any part) and submitted once (POST …/submit,
 * checked against what was asked). Files are uploaded separately and referenced by id.
 */
export const RequestAnswerBody = Type.Object(
  {
    basic: Type.Optional(AnsweredBasic),
    owners: People,
    actualbeneficiaries: People,
    responsiblepersons: People,
    peps: People,
    no_actualbeneficiaries: Type.Optional(Type.Boolean()),
    no_peps: Type.Optional(Type.Boolean()),
    /** ask_responsiblepersons_ifnecessary: the recipient says none are needed. */
    no_responsiblepersons: Type.Optional(Type.Boolean()),
    freetext: optionalNullable(Type.String({ maxLength: 20000 })),
    riskanswers: Type.Optional(
      Type.Array(
        Type.Object(
          {
            riskquestions_id: Uuid,
            answer: Type.Union([Type.String({ maxLength: 10000 }), Type.Boolean(), Type.Array(Type.String({ maxLength: 300 }), { maxItems: 100 })]),
            description: optionalNullable(Type.String({ maxLength: 5000 })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 1000 },
      ),
    ),
    sof: optionalNullable(Type.String({ maxLength: 20000 })),
    /** The recipient chose to skip the source of funds (spec: skip option). */
    sof_skipped: Type.Optional(Type.Boolean()),
    /** The last step the recipient was on, to continue from it later. */
    step: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { $id: 'RequestAnswerBody', additionalProperties: false },
);
export type RequestAnswerBody = Static<typeof RequestAnswerBody>;

/** A request as staff see it (card section, GET /api/v2.5/user/requests/{id}). */
export type Request = Required<Omit<RequestBody, 'note' | 'description'>> & OutboundItem<OutboundState> & {
  description: string | null;
  answered_at: string | null;
  is_answered: boolean;
  is_accepted: boolean;
  accepted_at: string | null;
  denied_at: string | null;
  /** The submitted answer; null until answered. */
  answer: RequestAnswerBody | null;
};

/** A row of the card's request list. */
export type RequestRow = Pick<Request, 'id' | 'customers_id' | 'email' | 'language' | 'state' | 'light' | 'created_at' | 'sent_at' | 'resent_at' | 'resend_cnt' | 'answered_at' | 'is_accepted'> & {
  users_id: string | null;
  user_name: string | null;
};

/** GET /api/v2.5/user/requests/defaults: the user's saved choices, null when none. */
export type RequestDefaults = RequestDefaultsBody | null;

/** What staff compare after an answer: the customer's records before (at submit) and what was given. */
export interface RequestAnswerComparison {
  /** riskanswers: the background answers the customer had at submit (absent for answers given before issue 26). */
  before: Partial<Record<RequestRecordKind, AnsweredPerson[]>> & { basic?: AnsweredBasic; riskanswers?: RiskAnswerInput[] };
  answer: RequestAnswerBody;
  /** The background questions the request asked, in the questionnaire's order (their texts for every answer shown). */
  questions: Pick<RiskQuestion, 'id' | 'question' | 'type'>[];
}
