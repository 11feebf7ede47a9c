import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../common.ts';
import { optionalNullable } from '../schema-helpers.ts';
import type { RiskQuestion, RiskQuestionType } from './questions.ts';

// Risk answers (spec §3 Risk answer, §4): a customer's questionnaire, and the pure rules the answering form and the
// service share — which questions are visible, what an answer is worth, whether a set of answers may be saved.

/** The answer a type takes: 'yes' | 'no' (YESNO), text (TEXT, TEXTAREA, SELECT), checked (CHECKBOX), choices (MULTI). */
export type RiskAnswerValue = string | boolean | string[];

export const RiskAnswerInput = Type.Object(
  {
    riskquestions_id: Uuid,
    answer: Type.Union([Type.String({ maxLength: 10000 }), Type.Boolean(), Type.Array(Type.String({ maxLength: 300 }), { maxItems: 100 })]),
    description: optionalNullable(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type RiskAnswerInput = Static<typeof RiskAnswerInput>;

/** Whose an answer is (issue 26): staff's, or the recipient's given through an information request. */
export const riskAnswerSources = ['STAFF', 'RECIPIENT'] as const;
export type RiskAnswerSource = (typeof riskAnswerSources)[number];

/** A stored answer: what was sent, with the question as it was when answered and what the answer was worth. */
export type RiskAnswer = Required<RiskAnswerInput> & {
  id: string;
  customers_id: string;
  /** The question text and type when answered. */
  question: string;
  type: RiskQuestionType;
  points: number;
  users_id: string | null;
  /** Whose the answer is; users_id is who wrote it in (for a recipient's: who sent or accepted the request). */
  source: RiskAnswerSource;
  created_at: string;
  updated_at: string;
};

/**
 * GET /customers/{id}/riskanswers/history (issue 25 §6): every version of the customer's answers, newest first, with
 * who and when; insert-only (an answer is amended, never overwritten or lost). DELETE: the answer was removed (its
 * question no longer asked, or left unanswered); answer, points and description are then null.
 */
export interface RiskAnswerVersion {
  id: string;
  riskquestions_id: string;
  /** The question text and type as they were at the change. */
  question: string;
  type: RiskQuestionType;
  answer: RiskAnswerValue | null;
  points: number | null;
  description: string | null;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  changed_by: string | null;
  /** Whose the answer of this version is; null for a removal. */
  source: RiskAnswerSource | null;
  changed_at: string;
}

/** PUT /customers/{id}/riskanswers: the whole questionnaire as answered now; answers left out are removed. */
export const RiskAnswersBody = Type.Object(
  { data: Type.Array(RiskAnswerInput, { maxItems: 1000 }) },
  { $id: 'RiskAnswersBody', additionalProperties: false },
);
export type RiskAnswersBody = Static<typeof RiskAnswersBody>;

type QuestionRules = Pick<
  RiskQuestion,
  | 'id' | 'type' | 'conditional_riskquestions_id' | 'conditional_value' | 'points_yes' | 'points_no' | 'points_check'
  | 'allow_description' | 'mandatory_description_yes' | 'mandatory_description_no' | 'options' | 'mandatory'
>;

/**
 * Ids of the questions shown with these answers: a conditional question only while its parent is shown and
 * answered with the condition (and so on up the chain). A broken chain (missing parent, loop) hides the question.
 */
export const visibleRiskQuestionIds = (questions: readonly QuestionRules[], answers: ReadonlyMap<string, RiskAnswerValue>): Set<string> => {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const memo = new Map<string, boolean>();
  const visible = (q: QuestionRules, seen: Set<string>): boolean => {
    const known = memo.get(q.id);
    if (known !== undefined) return known;
    let result = true;
    if (q.conditional_riskquestions_id) {
      const parent = byId.get(q.conditional_riskquestions_id);
      result = !!parent && !seen.has(parent.id) && visible(parent, new Set([...seen, q.id])) && answers.get(parent.id) === q.conditional_value;
    }
    memo.set(q.id, result);
    return result;
  };
  return new Set(questions.filter((q) => visible(q, new Set())).map((q) => q.id));
};

/** True when the value has the shape the question's type takes (and SELECT/MULTI choices are offered options). */
export const isRiskAnswerValue = (q: Pick<QuestionRules, 'type' | 'options'>, value: unknown): value is RiskAnswerValue => {
  switch (q.type) {
    case 'YESNO':
      return value === 'yes' || value === 'no';
    case 'TEXT':
    case 'TEXTAREA':
      return typeof value === 'string';
    case 'CHECKBOX':
      return typeof value === 'boolean';
    case 'SELECT':
      return typeof value === 'string' && (value === '' || q.options.includes(value));
    case 'MULTI':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && q.options.includes(v)) && new Set(value).size === value.length;
  }
};

/** An answer that says something: text that is not blank, a checked box, a choice. */
export const isRiskAnswerGiven = (q: Pick<QuestionRules, 'type'>, value: RiskAnswerValue | undefined): boolean => {
  if (value === undefined) return false;
  if (q.type === 'CHECKBOX') return value === true;
  if (q.type === 'MULTI') return Array.isArray(value) && value.length > 0;
  return typeof value === 'string' && value.trim() !== '';
};

/** What the answer is worth (spec §3: points_yes, points_no, points_check); other types carry no points. */
export const riskAnswerPoints = (q: Pick<QuestionRules, 'type' | 'points_yes' | 'points_no' | 'points_check'>, value: RiskAnswerValue): number => {
  if (q.type === 'YESNO') return value === 'yes' ? q.points_yes : value === 'no' ? q.points_no : 0;
  if (q.type === 'CHECKBOX') return value === true ? q.points_check : 0;
  return 0;
};

export const riskDescriptionRequired = (q: Pick<QuestionRules, 'type' | 'mandatory_description_yes' | 'mandatory_description_no'>, value: RiskAnswerValue | undefined): boolean =>
  q.type === 'YESNO' && ((value === 'yes' && q.mandatory_description_yes) || (value === 'no' && q.mandatory_description_no));

export const riskDescriptionAllowed = (q: Pick<QuestionRules, 'type' | 'allow_description' | 'mandatory_description_yes' | 'mandatory_description_no'>): boolean =>
  q.allow_description || (q.type === 'YESNO' && (q.mandatory_description_yes || q.mandatory_description_no));

export type RiskAnswerProblem = 'RISK_ANSWER_UNKNOWN_QUESTION' | 'RISK_ANSWER_INVALID' | 'RISK_ANSWER_MANDATORY' | 'RISK_DESCRIPTION_MANDATORY';

export type CheckedRiskAnswer = Required<RiskAnswerInput> & { points: number };

export type RiskAnswerCheck =
  | { ok: true; answers: CheckedRiskAnswer[] }
  | { ok: false; problem: RiskAnswerProblem; riskquestions_id: string };

/**
 * Whether a questionnaire may be saved (the form runs the same check before sending). Answers to questions hidden
 * by their condition, and unanswered optional ones, are dropped; descriptions are kept only where allowed.
 */
export const checkRiskAnswers = (questions: readonly QuestionRules[], inputs: readonly RiskAnswerInput[]): RiskAnswerCheck => {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const values = new Map<string, RiskAnswerValue>();
  const descriptions = new Map<string, string | null>();
  for (const input of inputs) {
    const q = byId.get(input.riskquestions_id);
    if (!q) return { ok: false, problem: 'RISK_ANSWER_UNKNOWN_QUESTION', riskquestions_id: input.riskquestions_id };
    if (!isRiskAnswerValue(q, input.answer)) return { ok: false, problem: 'RISK_ANSWER_INVALID', riskquestions_id: q.id };
    values.set(q.id, input.answer);
    descriptions.set(q.id, input.description?.trim() || null);
  }
  const visible = visibleRiskQuestionIds(questions, values);
  const answers: CheckedRiskAnswer[] = [];
  for (const q of questions) {
    if (!visible.has(q.id)) continue;
    const value = values.get(q.id);
    const given = isRiskAnswerGiven(q, value);
    if (q.mandatory && !given) return { ok: false, problem: 'RISK_ANSWER_MANDATORY', riskquestions_id: q.id };
    const description = riskDescriptionAllowed(q) ? descriptions.get(q.id) ?? null : null;
    if (riskDescriptionRequired(q, value) && !description) return { ok: false, problem: 'RISK_DESCRIPTION_MANDATORY', riskquestions_id: q.id };
    if (value === undefined || (!given && q.type !== 'CHECKBOX')) continue;
    answers.push({ riskquestions_id: q.id, answer: value, description, points: riskAnswerPoints(q, value) });
  }
  return { ok: true, answers };
};

/** Visible mandatory questions without an answer: a score with any of them is not graded (NA). */
export const unansweredMandatoryCount = (questions: readonly QuestionRules[], answers: ReadonlyMap<string, RiskAnswerValue>): number => {
  const visible = visibleRiskQuestionIds(questions, answers);
  return questions.filter((q) => q.mandatory && visible.has(q.id) && !isRiskAnswerGiven(q, answers.get(q.id))).length;
};
