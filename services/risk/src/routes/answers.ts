import type { Hono } from 'hono';
import { checkRiskAnswers, IdParams, RiskAnswersBody, type RiskAnswerProblem } from '@tunne/contracts';
import { AppError, log, ok, readBody, readParams, type AuthEnv } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { recalculate } from '../recalculate.ts';
import { listAnswerHistory, listAnswers, saveAnswers } from '../repo/answers.ts';
import { listQuestions } from '../repo/questions.ts';
import { queueRecalculation } from '../repo/settings.ts';
import { withCustomer } from './customer-scope.ts';

export const riskAnswerProblems: Record<RiskAnswerProblem, string> = {
  RISK_ANSWER_UNKNOWN_QUESTION: 'No such risk question',
  RISK_ANSWER_INVALID: 'The answer does not fit the question type or its options',
  RISK_ANSWER_MANDATORY: 'A mandatory question is unanswered',
  RISK_DESCRIPTION_MANDATORY: 'This answer needs a description',
};

/** Background questions answered on the customer card (spec §3 Risk answer). */
export const answerRoutes = (app: Hono<AuthEnv>, deps: RiskDeps): void => {
  app.get('/api/v2.5/user/customers/:id/riskanswers', async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await withCustomer(deps, c.get('principal'), id, (tx) => listAnswers(tx, id)));
  });

  /** Every version of the answers with who and when, newest first (issue 25 §6: amended, never overwritten). */
  app.get('/api/v2.5/user/customers/:id/riskanswers/history', async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await withCustomer(deps, c.get('principal'), id, (tx) => listAnswerHistory(tx, id)));
  });

  /**
   * The questionnaire as answered now. Checked with the rules the form uses (conditions, mandatory questions and
   * descriptions); the recalculation is queued in the same transaction (outbox) and run at once, so the score the
   * card reads next already counts the answers.
   */
  app.put('/api/v2.5/user/customers/:id/riskanswers', async (c) => {
    const { id } = readParams(c, IdParams);
    const { data } = await readBody(c, RiskAnswersBody);
    const principal = c.get('principal');
    const answers = await withCustomer(deps, principal, id, async (tx) => {
      const questions = await listQuestions(tx);
      const checked = checkRiskAnswers(questions, data);
      if (!checked.ok) throw new AppError(checked.problem, riskAnswerProblems[checked.problem], `/riskquestions/${checked.riskquestions_id}`);
      await saveAnswers(tx, id, checked.answers, new Map(questions.map((q) => [q.id, q])));
      // Who answered: a PEP ground their change takes away waits for another person (issue 25 §3).
      await queueRecalculation(tx, [id], 'ANSWERS', () => [principal.usersId]);
      return listAnswers(tx, id);
    });
    try {
      await recalculate(deps, principal.organisationsId, [id], 'ANSWERS', new Date(), new Map([[id, [principal.usersId]]]));
    } catch (error) {
      // The queue still holds the customer: the worker retries.
      log.warn('risk recalculation after answers failed', { error: error instanceof Error ? error.message : String(error) });
    }
    return ok(c, answers);
  });
};
