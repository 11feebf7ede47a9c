/**
 * What the risk service needs from other services, as the ports of @tunne/contracts: the customers service's register,
 * outbox and risk write-backs, and the alerts service's counts and confirmed hits. The gateway wires the owning
 * services' implementations in; risk imports no other service and never queries another schema (ARCHITECTURE.md).
 */
import type { CustomerAlertsPort, CustomersPorts, OutboundFreezePort, SeniorManagementPort } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

export type { ConfirmedHits, CustomerAccess, CustomerEvent, EddMark, ReviewCycle, RiskSubject } from '@tunne/contracts';

/** The parts of the customers service's ports the risk service uses. */
export type RiskCustomerPorts = Pick<CustomersPorts, 'register' | 'events' | 'risk' | 'records'>;

/** This service's name in the customers service's event cursors (customers.event_cursors). */
export const riskEventConsumer = 'risk';

export interface RiskDeps {
  db: Database;
  customers: RiskCustomerPorts;
  /** Open alert counts (CUSTOMER_ALERT) and confirmed hits (enhanced due diligence); without it neither counts. */
  alerts?: CustomerAlertsPort;
  /**
   * Told when a freeze starts (issue 25 §1): the outbound service revokes the customer's links, pauses its
   * e-signatures and stops its reminders. Without it (risk's own tests) the outbound service still refuses every link
   * of a frozen customer at its next use (its freezeGuard).
   */
  outbound?: OutboundFreezePort;
  /**
   * Who takes senior management's decisions (identity's designation, issue 25 §3): EDD approvals and refusals, the
   * removal of an EDD trigger. Without it (tests, a gateway that did not wire it) the organisation's admins do.
   */
  seniorManagement?: SeniorManagementPort;
}
