import type { RiskQuestion, RiskQuestionType } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

type QuestionRow = Omit<RiskQuestion, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

export const questionColumns = [
  'type', 'question', 'recipient_question', 'description', 'help', 'headline', 'placeholder', 'conditional_riskquestions_id', 'conditional_value',
  'points_yes', 'points_no', 'points_check', 'allow_description', 'mandatory_description_yes', 'mandatory_description_no',
  'options', 'mandatory', 'is_pep',
] as const;
export type QuestionValues = Pick<RiskQuestion, (typeof questionColumns)[number]>;

const toQuestion = (row: QuestionRow): RiskQuestion => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });

/** Spec §9: by sort, then question. */
export const listQuestions = async (tx: Tx, type?: RiskQuestionType): Promise<RiskQuestion[]> => {
  const rows = await tx<QuestionRow[]>`select id, ${tx(questionColumns)}, sort, created_at, updated_at from risk.questions
    where removed_at is null ${type ? tx`and type = ${type}` : tx``} order by sort, question, id`;
  return rows.map(toQuestion);
};

export const getQuestion = async (tx: Tx, id: string): Promise<RiskQuestion | null> => {
  const [row] = await tx<QuestionRow[]>`select id, ${tx(questionColumns)}, sort, created_at, updated_at from risk.questions
    where id = ${id} and removed_at is null`;
  return row ? toQuestion(row) : null;
};

/** A new question goes last. */
export const insertQuestion = async (tx: Tx, values: QuestionValues): Promise<RiskQuestion> => {
  const [row] = await tx<{ id: string }[]>`insert into risk.questions ${tx({ ...values })}
    returning id`;
  await tx`update risk.questions set sort = (select coalesce(max(sort), 0) + 1 from risk.questions) where id = ${row!.id}`;
  return (await getQuestion(tx, row!.id))!;
};

export const updateQuestion = async (tx: Tx, id: string, values: Partial<QuestionValues>): Promise<RiskQuestion | null> => {
  if (Object.keys(values).length > 0) {
    await tx`update risk.questions set ${tx({ ...values })}, updated_at = now() where id = ${id} and removed_at is null`;
  }
  return getQuestion(tx, id);
};

/**
 * Removes a question from the questionnaire (issue 25 §6): marked removed with who and when, never deleted, so the
 * answers given to it stay with their history (deleting it cascaded to every answer).
 */
export const deleteQuestion = async (tx: Tx, id: string): Promise<boolean> =>
  (await tx`update risk.questions set removed_at = now(), removed_by = nullif(current_setting('app.users_id', true), '')::uuid,
      updated_at = now() where id = ${id} and removed_at is null`).count > 0;

export const dependantCount = async (tx: Tx, id: string): Promise<number> => {
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from risk.questions
    where conditional_riskquestions_id = ${id} and removed_at is null`;
  return row?.n ?? 0;
};

/** Sort = position in the list (spec §7: PATCH with the id array). */
export const reorderQuestions = async (tx: Tx, ids: readonly string[]): Promise<void> => {
  await tx`update risk.questions q set sort = v.position, updated_at = now()
    from unnest(${[...ids]}::uuid[]) with ordinality as v(id, position) where q.id = v.id`;
};

/** Every answer to the question goes (type change); returns the customers whose score changes. */
export const discardAnswers = async (tx: Tx, id: string): Promise<string[]> =>
  (await tx<{ customers_id: string }[]>`select risk.discard_answers(${id}) as customers_id`).map((r) => r.customers_id);

/** The question's new points apply to the answers already given; returns the customers whose score changes. */
export const repriceAnswers = async (tx: Tx, q: Pick<RiskQuestion, 'id' | 'points_yes' | 'points_no' | 'points_check'>): Promise<string[]> =>
  (await tx<{ customers_id: string }[]>`select risk.reprice_answers(${q.id}, ${q.points_yes}, ${q.points_no}, ${q.points_check}) as customers_id`)
    .map((r) => r.customers_id);
