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

export interface CustomerAlertsPort {
  /** Open alerts per customer (customers without any are missing from the map). */
  openAlertCounts: (organisationsId: string, customerIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  /** Sanction and PEP alerts silenced as TRUEPOSITIVE per customer, as they stand now. */
  confirmedHits: (organisationsId: string, customerIds: readonly string[]) => Promise<ReadonlyMap<string, ConfirmedHits>>;
}
