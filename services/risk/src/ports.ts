/**
 * What the risk service needs from other services, as ports: in the gateway they are in-process calls into the
 * customers service (inProcessCustomers); deployed apart they would be HTTP clients with the same shapes. Risk never
 * queries another service's schema itself (ARCHITECTURE.md).
 */
import type { RiskKycclock, RiskLevel } from '@tunne/contracts';
import {
  customerAccess, listCustomerIds, readCustomerEvents, readRiskSubjects, retainedCustomerIds, screeningOrganisations, startKycClock,
  writeEddMarks, writeReviewCycles, writeRiskLevels, type CustomerAccess, type CustomerEvent, type EddMark, type ReviewCycle, type RiskSubject,
} from '@tunne/customers';
import type { Database, Tenancy } from '@tunne/platform';

export type { CustomerAccess, CustomerEvent, EddMark, ReviewCycle, RiskSubject };

export interface CustomerPort {
  /** The customer as the caller's restriction lets them see it; null when not (another organisation's too). */
  access: (tenancy: Tenancy, customersId: string) => Promise<CustomerAccess | null>;
  /** Score inputs, read as the organisation; missing customers were deleted. */
  subjects: (organisationsId: string, customerIds: readonly string[]) => Promise<RiskSubject[]>;
  /** Writes customers.riskscores_level (only changed rows). */
  writeLevels: (organisationsId: string, levels: readonly { customersId: string; level: RiskLevel }[]) => Promise<number>;
  /**
   * Writes what the register shows of each customer's enhanced due diligence (customers.edd_state, is_frozen: the
   * card's banner and the check before anything is sent to the customer). Only changed rows are written.
   */
  writeEddMarks: (organisationsId: string, marks: readonly EddMark[]) => Promise<number>;
  /**
   * The review cycle (AMLR art. 26): each customer's longest wait to the next review, from its level; the register
   * brings a later KYC clock alarm forward to it. Only changed rows are written.
   */
  writeReviewCycles: (organisationsId: string, cycles: readonly ReviewCycle[], now?: Date) => Promise<number>;
  /** Starts the KYC clock as the caller (the customers audit trail records them). */
  startKycClock: (tenancy: Tenancy & { usersId: string }, customersId: string, days: number) => Promise<RiskKycclock | null>;
  /** A page of the organisation's customer ids in id order after `after`. */
  customerIds: (organisationsId: string, after: string | null, limit: number) => Promise<string[]>;
  /** Organisations that have customers. */
  organisations: () => Promise<string[]>;
  /**
   * The customers.events outbox after a cursor, finished transactions only. The cursor passed must be the one stored
   * (risk.consumer_state): the customers service keeps every event after it from being pruned.
   */
  events: (cursor: { xid: number; id: number }, limit: number) => Promise<CustomerEvent[]>;
  /**
   * Which of these customers (no longer readable) left the register with their record retained (issue 11 §1): their
   * risk data is kept, hidden as archived, until customer.removed. Without it every missing customer is forgotten.
   */
  retained?: (organisationsId: string, customerIds: readonly string[]) => Promise<string[]>;
}

/**
 * CUSTOMER_ALERT input: open alerts per customer, supplied by the alerts service once it exists. Without it the
 * score has no alert line. When alerts change, the alerts service calls onCustomerAlertsChanged (index.ts).
 */
export interface AlertPort {
  openAlertCounts: (organisationsId: string, customerIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  /**
   * Sanction and PEP alerts silenced as TRUEPOSITIVE per customer (issue #11 §2): enhanced due diligence triggers, and
   * each confirmed sanctions hit freezes the customer once. Without it no alert triggers EDD.
   */
  confirmedHits?: (organisationsId: string, customerIds: readonly string[]) => Promise<ReadonlyMap<string, ConfirmedHits>>;
}

/** A customer's confirmed screening hits, as the alerts service reports them. */
export interface ConfirmedHits {
  /** Ids of the sanction alerts silenced as TRUEPOSITIVE. */
  sanctionAlerts: readonly string[];
  pepAlerts: number;
}

export const inProcessCustomers = (db: Database): CustomerPort => ({
  access: (tenancy, customersId) => customerAccess(db, tenancy, customersId),
  subjects: (organisationsId, ids) => readRiskSubjects(db, organisationsId, ids),
  writeLevels: (organisationsId, levels) => writeRiskLevels(db, organisationsId, levels),
  writeEddMarks: (organisationsId, marks) => writeEddMarks(db, organisationsId, marks),
  writeReviewCycles: (organisationsId, cycles, now) => writeReviewCycles(db, organisationsId, cycles, now),
  startKycClock: (tenancy, customersId, days) => startKycClock(db, tenancy, customersId, days),
  customerIds: (organisationsId, after, limit) => listCustomerIds(db, organisationsId, after, limit),
  organisations: () => screeningOrganisations(db),
  events: (cursor, limit) => readCustomerEvents(db, 'risk', cursor, limit),
  retained: (organisationsId, ids) => retainedCustomerIds(db, organisationsId, ids),
});

export interface RiskDeps {
  db: Database;
  customers: CustomerPort;
  alerts?: AlertPort;
}
