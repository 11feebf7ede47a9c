import { AppError } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';

/**
 * Nothing is sent to a customer with an unresolved potential sanctions match (issue 25 §3): an open sanction alert
 * at or above the organisation's threshold that nobody has decided yet (the alerts service's SanctionsCheckPort).
 * SANCTIONS_CHECK_PENDING (409) until the match is decided; without the port (a test without alerts) nothing is checked.
 * One call beside the freeze check wherever something leaves for a customer.
 */
export const assertNoSanctionsCheckPending = async (deps: Pick<OutboundPortsDeps, 'sanctionsCheck'>, organisationsId: string, customersId: string): Promise<void> => {
  if (!deps.sanctionsCheck) return;
  if ((await deps.sanctionsCheck.pendingCount(organisationsId, customersId)) > 0) {
    throw new AppError('SANCTIONS_CHECK_PENDING', 'A potential sanctions match of the customer has not been decided yet');
  }
};
