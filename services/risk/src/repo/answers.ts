import type { CheckedRiskAnswer, RiskAnswer, RiskAnswerSource, RiskAnswerValue, RiskAnswerVersion, RiskQuestion } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

type AnswerRow = Omit<RiskAnswer, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

/** The customer's answers in the questionnaire's order (RLS: the customer must be visible). */
export const listAnswers = async (tx: Tx, customersId: string): Promise<RiskAnswer[]> => {
  const rows = await tx<AnswerRow[]>`select a.id, a.customers_id, a.riskquestions_id, a.question, a.type, a.answer, a.points,
      a.description, a.users_id, a.source, a.created_at, a.updated_at
    from risk.answers a join risk.questions q on q.organisations_id = a.organisations_id and q.id = a.riskquestions_id
    where a.customers_id = ${customersId} order by q.sort, q.question, a.id`;
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }));
};

/**
 * Replaces the customer's answers with the checked set: changed answers are updated (the answerer becomes the
 * caller), new ones inserted, answers no longer given removed. Unchanged answers keep their user, source and time.
 * `source`: whose the changed and new answers are (a recipient's through a request: 'RECIPIENT'; issue 26).
 */
export const saveAnswers = async (
  tx: Tx, customersId: string, answers: readonly CheckedRiskAnswer[], questions: ReadonlyMap<string, RiskQuestion>, source: RiskAnswerSource = 'STAFF',
): Promise<void> => {
  const ids = answers.map((a) => a.riskquestions_id);
  await tx`delete from risk.answers where customers_id = ${customersId} and riskquestions_id <> all(${ids}::uuid[])`;
  if (answers.length === 0) return;
  await tx`insert into risk.answers (customers_id, riskquestions_id, question, type, answer, points, description, source)
    select ${customersId}, v.q, v.question, v.type, v.answer::jsonb, v.points, v.description, ${source}
      from unnest(${ids}::uuid[], ${answers.map((a) => questions.get(a.riskquestions_id)!.question)}::text[],
                  ${answers.map((a) => questions.get(a.riskquestions_id)!.type)}::text[], ${answers.map((a) => JSON.stringify(a.answer))}::text[],
                  ${answers.map((a) => a.points)}::int[], ${answers.map((a) => a.description)}::text[])
           as v(q, question, type, answer, points, description)
    on conflict (organisations_id, customers_id, riskquestions_id) do update
      set question = excluded.question, type = excluded.type, answer = excluded.answer, points = excluded.points,
          description = excluded.description, users_id = excluded.users_id, source = excluded.source, updated_at = now()
      where (risk.answers.question, risk.answers.type, risk.answers.answer, risk.answers.points, risk.answers.description)
            is distinct from (excluded.question, excluded.type, excluded.answer, excluded.points, excluded.description)`;
};

export interface StoredAnswer {
  customers_id: string;
  riskquestions_id: string;
  answer: RiskAnswerValue;
  points: number;
}

/** The answers of many customers, for the score. */
export const answersOf = async (tx: Tx, customerIds: readonly string[]): Promise<StoredAnswer[]> =>
  // Answers to a removed question (kept as evidence, issue 25 §6) no longer count.
  tx<StoredAnswer[]>`select a.customers_id, a.riskquestions_id, a.answer, a.points from risk.answers a
    join risk.questions q on q.organisations_id = a.organisations_id and q.id = a.riskquestions_id and q.removed_at is null
    where a.customers_id = any(${[...customerIds]}::uuid[])`;

type VersionRow = Omit<RiskAnswerVersion, 'changed_at'> & { changed_at: Date };

/** Every version of the customer's answers, newest first (risk.answer_history, migration 00050; RLS as the answers). */
export const listAnswerHistory = async (tx: Tx, customersId: string): Promise<RiskAnswerVersion[]> => {
  const rows = await tx<VersionRow[]>`select id::text as id, riskquestions_id, question, type, answer, points, description, action,
      changed_by, source, changed_at
    from risk.answer_history where customers_id = ${customersId} order by changed_at desc, id desc`;
  return rows.map((row) => ({ ...row, changed_at: row.changed_at.toISOString() }));
};
