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
 * Whether a customer or lead has any alert, open or decided (issue 25 §6: a lead with an alert or a decision is kept,
 * not deleted; the customers service asks before deleting one). Read as the organisation.
 */
export interface SubjectAlertsPort {
  hasAlerts: (organisationsId: string, subjectId: string) => Promise<boolean>;
}
