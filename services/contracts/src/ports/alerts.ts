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
  /**
   * Unresolved potential sanctions matches per customer (issue 25 §3: "sanctions check pending", risk at least HIGH);
   * absent from an older implementation: none.
   */
  sanctionsPending?: ReadonlyMap<string, number>;
}

export interface CustomerAlertsPort {
  /** Both in one read (the recalculation asks per batch; the embedded database has one connection). */
  riskInputs: (organisationsId: string, customerIds: readonly string[]) => Promise<CustomerAlertInputs>;
}

/**
 * Whether a customer or lead has any alert, open or decided (issue 25 §6: a lead with an alert or a decision is kept,
 * not deleted; the customers service asks before deleting one). Read as the organisation.
 */
export interface SubjectAlertsPort {
  hasAlerts: (organisationsId: string, subjectId: string) => Promise<boolean>;
}

/**
 * Whether a customer has an unresolved potential sanctions match (issue 25 §3): nothing may be sent to it until the
 * match is decided. The outbound send path asks before every send (SANCTIONS_CHECK_PENDING).
 */
export interface SanctionsCheckPort {
  /** The customer's undecided sanction alerts at or above the organisation's threshold (0: nothing pending). */
  pendingCount: (organisationsId: string, customersId: string) => Promise<number>;
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

/**
 * A customer's risk assessment that expired or whose review is due (issue 26: spec §3 type RISKASSESSMENT, alert link
 * /riskassessments/{target}), found by the risk service's scheduled review job. One open alert per assessment.
 */
export interface RiskAssessmentAlertInput {
  customersId: string;
  customerName: string;
  customerType: 'business' | 'person';
  assessmentId: string;
  /** The assessment's name (or its rating's) for the alert list. */
  assessmentName: string;
  /** EXPIRED: expires_at has come; REVIEW_DUE: it expires within the review window. */
  reason: 'EXPIRED' | 'REVIEW_DUE';
  /** The assessment's expires_at, YYYY-MM-DD. */
  expiresAt: string;
}

export interface RiskAssessmentAlertsPort {
  /** Raises an alert (type RISKASSESSMENT) per assessment unless an open one exists; answers how many were raised. */
  raise: (organisationsId: string, alerts: readonly RiskAssessmentAlertInput[]) => Promise<number>;
}

export interface MismatchAlertsPort {
  /** Raises the alert (type MISMATCH) unless an open one exists for the target; answers its id, or null when one existed. */
  raise: (organisationsId: string, alert: MismatchAlertInput) => Promise<string | null>;
}

/**
 * A possible duplicate (spec §2 "unique-name alerts", alert type UNIQUENAME): a new customer or lead whose name and
 * identifier (business id or identity code) are those of another customer of the organisation. The alert links to the
 * app's root (contracts alertLink); it names the other customers, never an identity code.
 */
export interface UniqueNameAlertInput {
  /** The new customer or lead. */
  customersId: string;
  subject: 'customer' | 'lead';
  customerName: string;
  customerType: 'business' | 'person';
  /** The customers it matches (id and name). */
  matches: { id: string; name: string }[];
  /** In words for the alert list (no identity codes). */
  description: string;
}

export interface UniqueNameAlertsPort {
  /** Raises the alert (type UNIQUENAME) unless an open one exists for the subject; answers its id, or null when one existed. */
  raise: (organisationsId: string, alert: UniqueNameAlertInput) => Promise<string | null>;
}
