/**
 * What the alerts service offers other services (the risk score's CUSTOMER_ALERT line and enhanced due diligence
 * triggers): implemented once by the alerts service (`alertsPorts(db)` in @tunne/alerts), wired by the gateway.
 */

/** A customer's confirmed screening hits. */
export interface ConfirmedHits {
  /** Ids of the sanction alerts silenced as TRUEPOSITIVE (each one freezes the customer once). */
  sanctionAlerts: readonly string[];
  /** PEP alerts silenced as TRUEPOSITIVE. */
  pepAlerts: number;
}

/** What the risk score reads of a batch of customers' alerts (customers without any are missing from the maps). */
export interface CustomerAlertInputs {
  /** Open alerts per customer (CUSTOMER_ALERT). */
  open: ReadonlyMap<string, number>;
  /** Sanction and PEP alerts silenced as TRUEPOSITIVE per customer, as they stand now (EDD triggers, freezes). */
  confirmed: ReadonlyMap<string, ConfirmedHits>;
}

export interface CustomerAlertsPort {
  /** Both in one read (the recalculation asks per batch; the embedded database has one connection). */
  riskInputs: (organisationsId: string, customerIds: readonly string[]) => Promise<CustomerAlertInputs>;
}

/**
 * An identity mismatch found by another service (issue 25 §5): an eID that differs from whom staff expected on an
 * identification (target 'identifications', target id the identification) or a signatory (target 'esignatures',
 * target id 'esignatures_id/signatories_id', spec §2 alert links). Raised once per target while open.
 */
export interface MismatchAlertInput {
  customersId: string;
  customerName: string;
  customerType: 'business' | 'person';
  target: 'identifications' | 'esignatures';
  targetId: string;
  /** Whom staff expected (the identification's or signatory's name). */
  targetName: string;
  /** Who the eID says identified. */
  identifiedName: string;
  /** What differs, in words for the alert list (no identity codes). */
  description: string;
}

export interface MismatchAlertsPort {
  /** Raises the alert (type MISMATCH) unless an open one exists for the target; answers its id, or null when one existed. */
  raise: (organisationsId: string, alert: MismatchAlertInput) => Promise<string | null>;
}
