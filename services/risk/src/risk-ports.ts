/**
 * What the risk service offers other services (RiskPorts in @tunne/contracts, issue 13): a request's background
 * questions, and the recipient's answers and source of funds written through the card's own code — the same checks
 * as PUT …/riskanswers and the same recalculation, the same EDD rules as PUT …/edd.
 */
import { checkRiskAnswers, customerEddState, type EddState, type RiskAnswerInput, type RiskPorts } from '@tunne/contracts';
import { AppError, log } from '@tunne/platform';
import type { RiskDeps } from './ports.ts';
import { recalculate } from './recalculate.ts';
import { listAnswers, saveAnswers } from './repo/answers.ts';
import { eddMarks, saveEddSourceOfFunds } from './repo/edd.ts';
import { listQuestions } from './repo/questions.ts';
import { queueRecalculation } from './repo/settings.ts';
import { riskAnswerProblems } from './routes/answers.ts';
import { withCustomerScope } from './routes/customer-scope.ts';

const recalculateNow = async (deps: RiskDeps, organisationsId: string, customersId: string, usersId: string | null): Promise<void> => {
  try {
    await recalculate(deps, organisationsId, [customersId], 'ANSWERS', new Date(), new Map([[customersId, usersId ? [usersId] : []]]));
  } catch (error) {
    // The queue still holds the customer (queued in the answers' transaction): the worker retries.
    log.warn('risk recalculation after answers failed', { error: error instanceof Error ? error.message : String(error) });
  }
};

/** The risk service's ports, on the same dependencies as its app (riskDepsOf). */
export const riskPorts = (deps: RiskDeps): RiskPorts => ({
  answers: {
    questions: async (organisationsId, type) => {
      const questions = await deps.db.tx({ organisationsId }, (tx) => listQuestions(tx));
      return type === 'MANDATORY' ? questions.filter((q) => q.mandatory) : questions;
    },

    answers: (scope, customersId) =>
      withCustomerScope(deps, scope, customersId, async (tx) =>
        (await listAnswers(tx, customersId)).map((a) => ({ riskquestions_id: a.riskquestions_id, answer: a.answer, description: a.description }))),

    saveAnswers: async (scope, customersId, given, source = 'STAFF') => {
      await withCustomerScope(deps, scope, customersId, async (tx) => {
        const questions = await listQuestions(tx);
        // Merged into the stored questionnaire: answers to the other questions stay as they are.
        const merged = new Map<string, RiskAnswerInput>();
        for (const a of await listAnswers(tx, customersId)) {
          merged.set(a.riskquestions_id, { riskquestions_id: a.riskquestions_id, answer: a.answer, description: a.description });
        }
        for (const a of given) merged.set(a.riskquestions_id, a);
        const checked = checkRiskAnswers(questions, [...merged.values()]);
        if (!checked.ok) {
          throw new AppError(checked.problem, riskAnswerProblems[checked.problem], `/riskquestions/${checked.riskquestions_id}`);
        }
        await saveAnswers(tx, customersId, checked.answers, new Map(questions.map((q) => [q.id, q])), source);
        // The staff member who accepted the answers: a PEP ground they take away waits for another person (issue 25 §3).
        await queueRecalculation(tx, [customersId], 'ANSWERS', () => (scope.usersId ? [scope.usersId] : []));
      });
      await recalculateNow(deps, scope.organisationsId, customersId, scope.usersId ?? null);
    },

    saveSourceOfFunds: async (scope, customersId, text) => {
      const marks = await withCustomerScope(deps, scope, customersId, async (tx) => {
        await saveEddSourceOfFunds(tx, customersId, scope.usersId ?? null, text);
        return eddMarks(tx, [customersId]);
      });
      // As the EDD routes: the register shows the EDD state (card banner, the check before sending).
      await deps.customers.risk.writeEddMarks(scope.organisationsId, marks);
    },
  },

  edd: {
    // Read as the organisation: the send path asks after it checked that the caller sees the customer.
    sendBlock: async (organisationsId, customersId) => {
      const [row] = await deps.db.tx({ organisationsId }, (tx) => tx<{ required: boolean; state: EddState | null }[]>`
        select c.breakdown @> '[{"type": "EDD"}]'::jsonb as required, e.state
          from risk.customers c
          left join risk.edd e on e.organisations_id = c.organisations_id and e.customers_id = c.customers_id
         where c.customers_id = ${customersId}`);
      if (!row) return null;
      const state = customerEddState(row.required, row.state ?? 'EMPTY');
      return state === 'REQUIRED' || state === 'REFUSED' ? state : null;
    },
  },
});
