import {
  requestChoiceFields, requestLight, type Language, type OutboundState, type RequestAnswerBody, type RequestBody,
  type RequestDefaultsBody, type RequestRow,
} from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

/** Every ask_/autofill_/prefill_ choice with its value when not chosen (false, or null for texts and the type). */
export type RequestChoices = Required<Omit<RequestDefaultsBody, 'language'>>;

const choiceKeys = Object.keys(requestChoiceFields).filter((k) => k !== 'language') as (keyof RequestChoices)[];
const isText = (key: string) => key.endsWith('_description') || key === 'riskquestions_type';

/** The stored choices with every key present (a key left out of the body is not chosen). */
export const normaliseChoices = (body: Partial<Record<string, unknown>>): RequestChoices =>
  Object.fromEntries(choiceKeys.map((key) => [key, body[key] ?? (isText(key) ? null : false)])) as RequestChoices;

export interface RequestRecord extends RequestChoices {
  id: string;
  organisations_id: string;
  customers_id: string;
  customer_name: string;
  users_id: string | null;
  email: string;
  note: string | null;
  description: string | null;
  language: Language;
  state: OutboundState;
  created_at: Date;
  send_at: Date | null;
  sent_at: Date | null;
  resent_at: Date | null;
  resend_cnt: number;
  expires_at: Date | null;
  draft: RequestAnswerBody | null;
  answer: RequestAnswerBody | null;
  answer_before: Record<string, unknown> | null;
  answered_at: Date | null;
  applied_at: Date | null;
  accepted_at: Date | null;
  denied_at: Date | null;
  deny_reason: string | null;
}

type Row = Omit<RequestRecord, keyof RequestChoices> & { choices: Partial<RequestChoices> };

const columns = (tx: Tx) => tx`id, organisations_id, customers_id, customer_name, users_id, email, note, description, language,
  choices, state, created_at, send_at, sent_at, resent_at, resend_cnt, expires_at, draft, answer, answer_before, answered_at,
  applied_at, accepted_at, denied_at, deny_reason`;

const toRecord = ({ choices, ...row }: Row): RequestRecord => ({ ...row, ...normaliseChoices(choices) });

/** One request (RLS: the caller's organisation and restriction); `lock` takes it for update. */
export const findRequest = async (tx: Tx, id: string, lock = false): Promise<RequestRecord | null> => {
  const [row] = await tx<Row[]>`select ${columns(tx)} from outbound.requests where id = ${id} ${lock ? tx`for update` : tx``}`;
  return row ? toRecord(row) : null;
};

export const insertRequest = async (
  tx: Tx,
  input: { customersId: string; customerName: string; usersId: string; body: RequestBody; language: Language },
): Promise<string> => {
  const { email, note, description } = input.body;
  const [row] = await tx<{ id: string }[]>`
    insert into outbound.requests (organisations_id, customers_id, customer_name, users_id, email, note, description, language, choices)
    values ((select outbound.caller_organisation()), ${input.customersId}, ${input.customerName}, ${input.usersId}, ${email},
      ${note ?? null}, ${description ?? null}, ${input.language}, ${tx.json(normaliseChoices(input.body) as never)})
    returning id`;
  return row!.id;
};

/** A draft as edited; a language left out keeps the one it has. */
export const updateRequestDraft = async (tx: Tx, id: string, body: RequestBody, language: Language | null): Promise<void> => {
  await tx`update outbound.requests set email = ${body.email}, note = ${body.note ?? null}, description = ${body.description ?? null},
      language = coalesce(${language}, language), choices = ${tx.json(normaliseChoices(body) as never)}, updated_at = now()
    where id = ${id}`;
};

export const deleteRequest = async (tx: Tx, id: string): Promise<void> => {
  await tx`delete from outbound.requests where id = ${id}`;
};

/** The card's list: the customer's requests, newest first. */
export const listRequests = async (tx: Tx, customersId: string): Promise<RequestRow[]> => {
  const rows = await tx<(Omit<RequestRow, 'light' | 'user_name' | 'created_at' | 'sent_at' | 'resent_at' | 'answered_at'> & Record<'created_at' | 'sent_at' | 'resent_at' | 'answered_at', Date | null>)[]>`
    select id, customers_id, users_id, email, language, state, created_at, sent_at, resent_at, resend_cnt, answered_at,
      accepted_at is not null as is_accepted
    from outbound.requests where customers_id = ${customersId} order by created_at desc, id`;
  return rows.map((r) => ({
    ...r,
    light: requestLight(r.state),
    user_name: null,
    created_at: r.created_at!.toISOString(),
    sent_at: r.sent_at?.toISOString() ?? null,
    resent_at: r.resent_at?.toISOString() ?? null,
    answered_at: r.answered_at?.toISOString() ?? null,
  }));
};

export const readDefaults = async (tx: Tx): Promise<RequestDefaultsBody | null> => {
  const [row] = await tx<{ choices: RequestDefaultsBody }[]>`
    select choices from outbound.user_defaults where users_id = (select outbound.caller_user()) and kind = 'request'`;
  return row?.choices ?? null;
};

export const writeDefaults = async (tx: Tx, body: RequestDefaultsBody): Promise<void> => {
  await tx`insert into outbound.user_defaults (organisations_id, users_id, kind, choices)
    values ((select outbound.caller_organisation()), (select outbound.caller_user()), 'request', ${tx.json(body as never)})
    on conflict (organisations_id, users_id, kind) do update set choices = excluded.choices, updated_at = now()`;
};
