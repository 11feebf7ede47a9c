import {
  requestChoiceFields, requestLight, type Language, type Request, type RequestAnswerBody, type RequestBody,
  type RequestDefaultsBody, type RequestRow,
} from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { isoDates, type ItemRecord, type Stored } from './stored.ts';
import { readUserDefaults, writeUserDefaults } from './user-defaults.ts';

/** Every ask_/autofill_/prefill_ choice with its value when not chosen (false, or null for texts and the type). */
export type RequestChoices = Required<Omit<RequestDefaultsBody, 'language'>>;

const choiceKeys = Object.keys(requestChoiceFields).filter((k) => k !== 'language') as (keyof RequestChoices)[];
const isText = (key: string) => key.endsWith('_description') || key === 'riskquestions_type';

/** The stored choices with every key present (a key left out of the body is not chosen). */
export const normaliseChoices = (body: Partial<Record<string, unknown>>): RequestChoices =>
  Object.fromEntries(choiceKeys.map((key) => [key, body[key] ?? (isText(key) ? null : false)])) as RequestChoices;

/** A request as stored (outbound.requests): its choices are one JSON column (`choices`). */
export type RequestRecord = ItemRecord<Request, 'answered_at' | 'accepted_at' | 'denied_at', keyof RequestChoices | 'is_answered' | 'is_accepted'>
  & RequestChoices & {
    draft: RequestAnswerBody | null;
    answer_before: Record<string, unknown> | null;
    applied_at: Date | null;
    deny_reason: string | null;
  };

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

const listDates = ['created_at', 'sent_at', 'resent_at', 'answered_at'] as const;
type ListDates = (typeof listDates)[number];

/** The card's list: the customer's requests, newest first. */
export const listRequests = async (tx: Tx, customersId: string): Promise<RequestRow[]> => {
  const rows = await tx<Stored<Omit<RequestRow, 'light' | 'user_name'>, ListDates>[]>`
    select id, customers_id, users_id, email, language, state, created_at, sent_at, resent_at, resend_cnt, answered_at,
      accepted_at is not null as is_accepted
    from outbound.requests where customers_id = ${customersId} order by created_at desc, id`;
  return rows.map((r) => ({ ...isoDates(r, listDates), light: requestLight(r.state), user_name: null }));
};

export const readDefaults = (tx: Tx): Promise<RequestDefaultsBody | null> => readUserDefaults(tx, 'request');

export const writeDefaults = (tx: Tx, body: RequestDefaultsBody): Promise<void> => writeUserDefaults(tx, 'request', body);
