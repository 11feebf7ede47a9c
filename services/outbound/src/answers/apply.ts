import type { CallerScope, RequestAnswerBody } from '@tunne/contracts';
import type { OutboundPortsDeps } from '../deps.ts';
import type { RequestRecord } from '../repo/requests.ts';
import { isEmptyChange, recordsChange } from './rules.ts';

/**
 * Writes an answer into the customer through the owning services' ports (each its own transaction, so the caller
 * holds none): records, background answers, source of funds. `usersId`: the staff member the change is recorded for
 * (who sent the request, or who accepted the answer). Any AppError (a record the register refuses) stops it.
 */
export const applyAnswer = async (
  deps: Pick<OutboundPortsDeps, 'customers' | 'risk'>,
  request: RequestRecord,
  answer: RequestAnswerBody,
  usersId: string | null,
): Promise<void> => {
  const scope: CallerScope = { organisationsId: request.organisations_id, restrictiontype: 'NONE', ...(usersId ? { usersId } : {}) };
  const change = recordsChange(request, answer);
  if (!isEmptyChange(change)) await deps.customers.records.apply(scope, request.customers_id, change);
  // The recipient's answers are theirs (issue 26), whoever sent or accepted the request.
  if (request.ask_riskquestions && answer.riskanswers?.length) await deps.risk.saveAnswers(scope, request.customers_id, answer.riskanswers, 'RECIPIENT');
  if (request.ask_sof && !answer.sof_skipped && answer.sof?.trim()) await deps.risk.saveSourceOfFunds(scope, request.customers_id, answer.sof.trim());
};
