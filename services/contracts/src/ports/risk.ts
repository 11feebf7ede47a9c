/**
 * What the risk service offers other services (issue 13: a request's background-question answers and source of
 * funds): implemented once by the risk service (`riskPorts(db)` in @tunne/risk), wired by the gateway.
 */
import type { CallerScope } from './customers.ts';
import type { RiskAnswerInput, RiskAnswerSource } from '../risk/answers.ts';
import type { RiskQuestion } from '../risk/questions.ts';
import type { RiskquestionsType } from '../outbound/requests.ts';

export interface RiskAnswersPort {
  /** The organisation's background questions of a request's riskquestions_type, in the questionnaire's order. */
  questions: (organisationsId: string, type: RiskquestionsType) => Promise<RiskQuestion[]>;
  /**
   * Merges the answers into the customer's questionnaire (answers to other questions stay), checked by the same
   * rules as the card's form (AppError RISK_ANSWER_* with field), and recalculates the score.
   */
  saveAnswers: (scope: CallerScope, customersId: string, answers: readonly RiskAnswerInput[], source?: RiskAnswerSource) => Promise<void>;
  /** The customer's current answers (what a request's answer is compared with); absent: none are compared. */
  answers?: (scope: CallerScope, customersId: string) => Promise<RiskAnswerInput[]>;
  /** Fills the EDD section's source of funds (kept as a new version; approval starts again when it changed). */
  saveSourceOfFunds: (scope: CallerScope, customersId: string, text: string) => Promise<void>;
}

export interface RiskPorts {
  answers: RiskAnswersPort;
  edd: RiskEddPort;
}

/**
 * The EDD state as the send path of outbound asks it (issue 25 §3): while EDD is required and not filled in, or refused,
 * nothing new goes to the customer (409 EDD_NOT_APPROVED) unless an admin overrides it for that item with a reason.
 * `sendBlock` answers null when sending is allowed.
 */
export interface RiskEddPort {
  sendBlock: (organisationsId: string, customersId: string) => Promise<'REQUIRED' | 'REFUSED' | null>;
}
