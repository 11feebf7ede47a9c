import {
  compareRiskQuestions, isRiskAnswerGiven, riskAnswerPoints, riskDescriptionAllowed, riskDescriptionRequired, visibleRiskQuestionIds,
  type RiskAnswer, type RiskAnswerInput, type RiskAnswerValue, type RiskQuestion,
} from '@tunne/contracts';

/** The questionnaire being filled in: an answer and a description per question id. */
export type AnswerValues = Record<string, { answer?: RiskAnswerValue; description: string }>;
export type AnswerProblem = 'RISK_ANSWER_MANDATORY' | 'RISK_DESCRIPTION_MANDATORY';

export const valuesFromAnswers = (answers: readonly RiskAnswer[]): AnswerValues =>
  Object.fromEntries(answers.map((a) => [a.riskquestions_id, { answer: a.answer, description: a.description ?? '' }]));

const answerMap = (values: AnswerValues) =>
  new Map(Object.entries(values).flatMap(([id, v]) => (v.answer === undefined ? [] : [[id, v.answer] as const])));

/** The questions shown now, in order: conditional ones appear and disappear as their parent's answer changes. */
export const shownQuestions = (questions: readonly RiskQuestion[], values: AnswerValues): RiskQuestion[] => {
  const visible = visibleRiskQuestionIds(questions, answerMap(values));
  return [...questions].sort(compareRiskQuestions).filter((q) => visible.has(q.id));
};

/** Every problem at once (the service stops at the first): mandatory answers and mandatory descriptions. */
export const answerProblems = (questions: readonly RiskQuestion[], values: AnswerValues): Record<string, AnswerProblem> => {
  const problems: Record<string, AnswerProblem> = {};
  for (const q of shownQuestions(questions, values)) {
    const value = values[q.id];
    if (q.mandatory && !isRiskAnswerGiven(q, value?.answer)) problems[q.id] = 'RISK_ANSWER_MANDATORY';
    else if (riskDescriptionRequired(q, value?.answer) && !value?.description.trim()) problems[q.id] = 'RISK_DESCRIPTION_MANDATORY';
  }
  return problems;
};

/** Points of the shown answers, live. */
export const answerPointsOf = (questions: readonly RiskQuestion[], values: AnswerValues): Record<string, number> =>
  Object.fromEntries(shownQuestions(questions, values).map((q) => {
    const answer = values[q.id]?.answer;
    return [q.id, answer === undefined ? 0 : riskAnswerPoints(q, answer)];
  }));

/** What PUT /riskanswers gets: the shown questions' answers (hidden ones are left out, as the service would drop them). */
export const answerInputs = (questions: readonly RiskQuestion[], values: AnswerValues): RiskAnswerInput[] =>
  shownQuestions(questions, values).flatMap((q) => {
    const value = values[q.id];
    if (value?.answer === undefined) return [];
    const description = riskDescriptionAllowed(q) ? value.description.trim() || null : null;
    return [{ riskquestions_id: q.id, answer: value.answer, description }];
  });
