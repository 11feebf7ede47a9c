/**
 * What the customers service offers the other services (issue 12): one interface per capability, implemented once by
 * the customers service (`customersPorts(db)` in @tunne/customers) and wired by the gateway. In one process these are
 * function calls; deployed apart they would be HTTP clients with the same shapes. Each call runs in its own
 * transaction, so a caller must not hold one open (the embedded database has a single connection).
 */
import type { CustomerEddState, CustomerType, RiskLevel } from '../customers.ts';
import type { RiskKycclock, RiskRelatedKind } from '../risk/index.ts';
import type { RestrictionType } from '../users.ts';
import type { Language } from '../languages.ts';
import type { AnsweredBasic, AnsweredPerson } from '../outbound/requests.ts';

/** Who asks: the organisation and, for a person, their restriction (the same fields as the platform's Tenancy). */
export interface CallerScope {
  organisationsId: string;
  usersId?: string;
  restrictiontype?: RestrictionType;
  teamIds?: readonly string[];
}

/** Where a consumer is in an outbox: (xid, id) of the last event it handled. */
export interface EventCursor {
  xid: number;
  id: number;
}

export interface CustomerEvent extends EventCursor {
  organisationsId: string;
  customersId: string;
  type: 'customer.changed' | 'customer.removed';
  createdAt: Date;
  /** Who made the change (null: a system job; absent: not known to the reader). */
  usersId?: string | null;
}

export interface LeadEvent extends EventCursor {
  organisationsId: string;
  leadsId: string;
  type: 'lead.changed' | 'lead.removed';
  createdAt: Date;
}

export interface LeadEventPage {
  events: LeadEvent[];
  /**
   * Where the consumer's cursor may go once it has handled `events`: past the last of them, or, when the page was not
   * full, up to the newest event anyone can see (customer events included), so that pruning is not held back.
   */
  next: EventCursor;
}

/** The customer's owner user, team and archive flag: who may see it (restriction NONE / TEAM / USER). */
export interface CustomerAccess {
  customersId: string;
  usersId: string | null;
  teamsId: string | null;
  isRemoved: boolean;
}

/** The register as a whole: who may see a customer, which customers an organisation has, what is retained or frozen. */
export interface CustomerRegisterPort {
  /** The customer as the caller's restriction lets them see it; null when not (another organisation's too). */
  access: (scope: CallerScope, customersId: string) => Promise<CustomerAccess | null>;
  /** Whether the caller (with their restriction) sees the customer: the one answer to "may this principal see X". */
  isVisible: (scope: CallerScope, customersId: string) => Promise<boolean>;
  /** A page of the organisation's customer ids (archived ones too) in id order, after `after`. */
  customerIds: (organisationsId: string, after: string | null, limit: number) => Promise<string[]>;
  /** Every organisation that has customers. */
  organisations: () => Promise<string[]>;
  /**
   * Which of these customers (no longer readable) left the register with their record retained (issue 11 §1): what
   * other services keep of them stays, hidden as archived, until customer.removed.
   */
  retainedIds: (organisationsId: string, customerIds: readonly string[]) => Promise<string[]>;
  /** 409 CUSTOMER_FROZEN while a freeze is in force (issue #11 §2): every sending feature asks first, as the caller. */
  assertNotFrozen: (scope: CallerScope, customersId: string) => Promise<void>;
}

/** The customers' and leads' outbox: when to read a customer again. */
export interface CustomerEventsPort {
  /**
   * Customer events after the cursor, finished transactions only, oldest first. `consumer` names the reader; the cursor
   * it passes must be the one it has stored: the customers service keeps every event after it from being pruned.
   */
  customers: (consumer: string, cursor: EventCursor, limit: number) => Promise<CustomerEvent[]>;
  /** Lead events after the cursor, as `customers`. */
  leads: (consumer: string, cursor: EventCursor, limit: number) => Promise<LeadEventPage>;
  /** Drops events older than a day that every consumer has read. */
  prune: () => Promise<number>;
}

export type ScreenedRecordKind = 'owners' | 'actualbeneficiaries' | 'peps' | 'responsiblepersons';

/** One name to screen: the customer itself (target 'customer') or one of its records. */
export interface ScreeningSubject {
  target: 'customer' | ScreenedRecordKind;
  /** The record id; null for the customer. */
  targetId: string | null;
  type: CustomerType;
  name: string;
  /** YYYY-MM-DD: a person's birth date (from the record or the identity code); null when unknown. */
  birthDate: string | null;
  nationality: string | null;
  country: string | null;
  /** Business id, identity code. */
  identifiers: string[];
}

/** A customer (or a lead, screened like one) with every name to screen. */
export interface CustomerScreening {
  organisationsId: string;
  customersId: string;
  name: string;
  type: CustomerType;
  subjects: ScreeningSubject[];
}

/** What sanction and PEP screening reads (issue 11 §3: leads are screened like customers). */
export interface ScreeningSubjectsPort {
  /** The customers (as the caller's restriction lets it see them) with every name to screen; missing: gone or hidden. */
  customers: (scope: CallerScope, customerIds: readonly string[]) => Promise<CustomerScreening[]>;
  /** The leads, as screening reads a customer: the lead's own name is the one subject. */
  leads: (scope: CallerScope, leadIds: readonly string[]) => Promise<CustomerScreening[]>;
  /** A page of the organisation's lead ids in id order, after `after`. */
  leadIds: (organisationsId: string, after: string | null, limit: number) => Promise<string[]>;
  /** Every organisation that has leads. */
  leadOrganisations: () => Promise<string[]>;
}

export interface RiskRelatedPerson {
  kind: RiskRelatedKind;
  country: string | null;
  nationality: string | null;
}

/** Everything the risk score reads about one customer. */
export interface RiskSubject extends CustomerAccess {
  type: CustomerType;
  country: string | null;
  nationality: string | null;
  companytypeCode: string | null;
  industryCode: string | null;
  /** YYYY-MM-DD. */
  foundedAt: string | null;
  /** The level stored now, so that only changes are written back. */
  riskscoresLevel: RiskLevel | null;
  /** The EDD marks stored now (customers.edd_state, is_frozen): only changes are written back. */
  eddState: CustomerEddState | null;
  isFrozen: boolean;
  peps: number;
  /** Issue 25 §8: each PEP record's end date (YYYY-MM-DD; null while the function is held). */
  pepEndDates: (string | null)[];
  related: RiskRelatedPerson[];
  /** Ownership levels: 1 when the customer has owners, 2 when a business owner has owners of its own, and so on. */
  ownershipLevels: number;
}

/** A customer's enhanced due diligence as the register shows it (issue #11 §2). */
export interface EddMark {
  customersId: string;
  eddState: CustomerEddState | null;
  isFrozen: boolean;
}

export interface ReviewCycle {
  customersId: string;
  /** The longest the next review may wait, in months (HIGH ≤ 12, REGULAR ≤ 36, LOW ≤ 60). */
  months: number;
}

/** The risk score's inputs and what it writes back to the register. Writes touch only changed rows. */
export interface CustomerRiskPort {
  /** Score inputs, read as the organisation (the score must not depend on who caused it); missing: deleted. */
  subjects: (organisationsId: string, customerIds: readonly string[]) => Promise<RiskSubject[]>;
  /** customers.riskscores_level: the list's risk column and filter. */
  writeLevels: (organisationsId: string, levels: readonly { customersId: string; level: RiskLevel }[]) => Promise<number>;
  /** edd_state and is_frozen: the card's banner and the check before anything is sent to the customer. */
  writeEddMarks: (organisationsId: string, marks: readonly EddMark[]) => Promise<number>;
  /** The review cycle (AMLR art. 26); the register brings a later KYC clock alarm forward to it. */
  writeReviewCycles: (organisationsId: string, cycles: readonly ReviewCycle[], now?: Date) => Promise<number>;
  /** Starts the KYC clock as the caller (the customers audit trail records them); null when they do not see it. */
  startKycClock: (scope: CallerScope & { usersId: string }, customersId: string, days: number) => Promise<RiskKycclock | null>;
  /**
   * The customers that own these (a business owner row with their business id), and those that own them, up to a
   * bounded depth (issue 26): their complex-ownership points follow a change of these customers' owners. Read as the
   * organisation; the given customers themselves are left out. Optional: without it parents wait for a full rescore.
   */
  ownershipParents?: (organisationsId: string, customerIds: readonly string[]) => Promise<string[]>;
}

/** The customer's basic data and related records as a request shows and fills them (issue 13). */
export interface CustomerRecordsSnapshot {
  customersId: string;
  name: string;
  type: CustomerType;
  /** The customer's language: what a new request or message is written in unless staff choose another. */
  language: Language | null;
  basic: AnsweredBasic;
  owners: AnsweredPerson[];
  actualbeneficiaries: AnsweredPerson[];
  peps: AnsweredPerson[];
  responsiblepersons: AnsweredPerson[];
}

/** What a recipient's answer changes in the register: rows with an id update that record, rows without one add one. */
export interface CustomerRecordsChange {
  /** Where the rows came from (owners, beneficiaries and PEPs record it): a request's answer unless said. */
  source?: 'REQUEST' | 'IDENTIFICATION';
  basic?: AnsweredBasic;
  owners?: AnsweredPerson[];
  actualbeneficiaries?: AnsweredPerson[];
  peps?: AnsweredPerson[];
  responsiblepersons?: AnsweredPerson[];
}

/**
 * The register's records for outbound requests (issue 13): read for prefill and the before/after comparison, written
 * when an answer lands. Writes go through the same code as the card's (validation, audit trail with source REQUEST,
 * customer.changed event, so screening and the risk score run on the new persons).
 */
export interface CustomerRecordsPort {
  /** null when the caller does not see the customer. */
  snapshot: (scope: CallerScope, customersId: string) => Promise<CustomerRecordsSnapshot | null>;
  /** Applies the change as the caller (usersId: the staff member who sent or accepted the request). */
  apply: (scope: CallerScope, customersId: string, change: CustomerRecordsChange) => Promise<void>;
  /**
   * An identification's identity code for a person customer (issue 14), as the caller (audited with source
   * IDENTIFICATION, screened through customer.changed): set when the customer has none; `same` when equal (after
   * normalising); `conflict` when it differs (nothing written unless `overwrite`, which staff choose when resolving);
   * `not_person` for a business customer (nothing written). A customer without a code gets one only when staff
   * confirmed it (`confirmed` or `overwrite`); else `missing` and nothing written (issue 25 §5: whoever identified
   * must not get their code written into the record unchecked).
   */
  identify: (scope: CallerScope, customersId: string, input: { ssn: string; overwrite?: boolean; confirmed?: boolean }) => Promise<IdentifyOutcome>;
}

export interface IdentifyOutcome {
  outcome: 'set' | 'same' | 'conflict' | 'not_person' | 'overwritten' | 'missing';
  /** The customer's identity code before the call. */
  stored_ssn: string | null;
}

/** Everything the customers service offers other services, as `customersPorts(db)` returns it. */
export interface CustomersPorts {
  register: CustomerRegisterPort;
  records: CustomerRecordsPort;
  events: CustomerEventsPort;
  screening: ScreeningSubjectsPort;
  risk: CustomerRiskPort;
}
