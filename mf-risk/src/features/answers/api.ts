import { api, withSignal } from '@tunne/app-kit';
import type { RiskAnswer, RiskAnswerInput, RiskAnswerVersion, RiskQuestion } from '@tunne/contracts';

// A customer's answers to the risk questionnaire (the card's section, services/risk).

const customer = (id: string) => `v2.5/user/customers/${encodeURIComponent(id)}`;

export const listQuestions = (signal?: AbortSignal) => api.get<RiskQuestion[]>('v2.5/user/riskquestions', withSignal(signal));
export const listAnswers = (customerId: string, signal?: AbortSignal) => api.get<RiskAnswer[]>(`${customer(customerId)}/riskanswers`, withSignal(signal));
export const saveAnswers = (customerId: string, data: RiskAnswerInput[]) => api.put<RiskAnswer[]>(`${customer(customerId)}/riskanswers`, { data });
/** Every version of the answers with who and when, newest first (issue 25 §6). */
export const listAnswerHistory = (customerId: string, signal?: AbortSignal) =>
  api.get<RiskAnswerVersion[]>(`${customer(customerId)}/riskanswers/history`, withSignal(signal));
