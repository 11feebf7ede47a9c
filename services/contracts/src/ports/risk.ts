/**
 * What the risk service offers other services (issue 13: a request's background-question answers and source of
 * funds): implemented once by the risk service (`riskPorts(db)` in @tunne/risk), wired by the gateway.
 */
import type { CallerScope } from './customers.ts';
import type { RiskAnswerInput } from '../risk/answers.ts';
import type { RiskQuestion } from '../risk/questions.ts';
import type { RiskquestionsType } from '../outbound/requests.ts';

export interface RiskAnswersPort {
  /** The organisation's background questions of a request's riskquestions_type, in the questionnaire's order. */
  questions: (organisationsId: string, type: RiskquestionsType) => Promise<RiskQuestion[]>;
  /**
   * Merges the answers into the customer's questionnaire (answers to other questions stay), checked by the same
   * rules as the card's form (AppError RISK_ANSWER_* with field), and recalculates the score.
   */
  saveAnswers: (scope: CallerScope, customersId: string, answers: readonly RiskAnswerInput[]) => Promise<void>;
  /** Fills the EDD section's source of funds (kept as a new version; approval starts again when it changed). */
  saveSourceOfFunds: (scope: CallerScope, customersId: string, text: string) => Promise<void>;
}

export interface RiskPorts {
  answers: RiskAnswersPort;
}
