import {
  isRiskAnswerGiven,
  riskDescriptionRequired,
  visibleRiskQuestionIds,
  type PublicRequestView,
  type RequestAnswerBody,
  type RiskAnswerValue,
} from '@tunne/contracts';

// The background questions of a request (spec §3 Request, ask_riskquestions): the same visibility and answer rules
// as the staff's risk form (contracts risk/answers.ts).

export type PublicQuestion = PublicRequestView['riskquestions'][number];

export interface RiskFormAnswer {
  answer: string | boolean | string[];
  description: string;
}
export type RiskFormValues = { answers: Record<string, RiskFormAnswer> };

/** The rules' view of a question: the public page carries no points (they are not the recipient's business). */
const rulesOf = (questions: readonly PublicQuestion[]) => questions.map((q) => ({ ...q, points_yes: 0, points_no: 0, points_check: 0 }));

export const emptyAnswerOf = (q: PublicQuestion): RiskFormAnswer['answer'] => (q.type === 'CHECKBOX' ? false : q.type === 'MULTI' ? [] : '');

export const valueOf = (q: PublicQuestion, value: RiskFormAnswer['answer'] | undefined): RiskAnswerValue | undefined => {
  if (value === undefined || value === null) return undefined;
  if (q.type === 'MULTI') return Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  if (q.type === 'CHECKBOX') return value === true;
  return typeof value === 'string' ? value : undefined;
};

export const visibleQuestions = (questions: readonly PublicQuestion[], values: RiskFormValues): PublicQuestion[] => {
  const given = new Map<string, RiskAnswerValue>();
  for (const q of questions) {
    const value = valueOf(q, values.answers[q.id]?.answer);
    if (value !== undefined) given.set(q.id, value);
  }
  const visible = visibleRiskQuestionIds(rulesOf(questions), given);
  return questions.filter((q) => visible.has(q.id));
};

export const initialRiskValues = (questions: readonly PublicQuestion[], answer: RequestAnswerBody): RiskFormValues => {
  const saved = new Map((answer.riskanswers ?? []).map((a) => [a.riskquestions_id, a]));
  return {
    answers: Object.fromEntries(
      questions.map((q) => {
        const stored = saved.get(q.id);
        return [q.id, { answer: stored?.answer ?? emptyAnswerOf(q), description: stored?.description ?? '' }];
      }),
    ),
  };
};

export type RiskProblems = Record<string, { answer?: 'required'; description?: 'required' }>;

/** Mandatory questions that are shown and unanswered; descriptions a YES/NO answer requires. */
export const riskProblems = (questions: readonly PublicQuestion[], values: RiskFormValues): RiskProblems => {
  const problems: RiskProblems = {};
  for (const q of visibleQuestions(questions, values)) {
    const entry = values.answers[q.id];
    const value = valueOf(q, entry?.answer);
    if (q.mandatory && !isRiskAnswerGiven(q, value)) problems[q.id] = { answer: 'required' };
    if (riskDescriptionRequired(q, value) && !(entry?.description ?? '').trim()) problems[q.id] = { ...problems[q.id], description: 'required' };
  }
  return problems;
};

/** The answers to the questions shown, as the service receives them. */
export const riskAnswersOf = (questions: readonly PublicQuestion[], values: RiskFormValues): NonNullable<RequestAnswerBody['riskanswers']> =>
  visibleQuestions(questions, values).flatMap((q) => {
    const entry = values.answers[q.id];
    const value = valueOf(q, entry?.answer);
    if (value === undefined || !isRiskAnswerGiven(q, value)) return [];
    const description = entry?.description.trim() ?? '';
    return [{ riskquestions_id: q.id, answer: value, description: description || null }];
  });
