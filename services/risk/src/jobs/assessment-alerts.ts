import { helsinkiDate, type RiskAssessmentAlertInput, type RiskAssessmentAlertsPort } from '@tunne/contracts';
import { log, type Database } from '@tunne/platform';
import type { RiskCustomerPorts } from '../ports.ts';

interface DueRow {
  organisations_id: string;
  customers_id: string;
  id: string;
  name: string;
  expires_at: string;
}

/** A risk assessment's review is due this many days before it expires. */
export const assessmentReviewDays = 30;

export interface AssessmentAlertDeps {
  db: Database;
  customers: Pick<RiskCustomerPorts, 'records'>;
  /** The alerts service's port (wired by the gateway). */
  assessmentAlerts: RiskAssessmentAlertsPort;
}

/**
 * The RISKASSESSMENT alert (issue 26; spec §3 type group "other", link /riskassessments/{target}): each customer's
 * newest risk assessment that has expired (EXPIRED) or expires within assessmentReviewDays (REVIEW_DUE) gets an alert,
 * one open alert per assessment, so the job is idempotent. Runs in the scheduled review job (with the review
 * escalations). Customers the register no longer shows (deleted or retained) are skipped. Returns the alerts raised.
 */
export const raiseAssessmentAlerts = async (deps: AssessmentAlertDeps, now: Date = new Date()): Promise<number> => {
  const today = helsinkiDate(now);
  const due = await deps.db.tx(null, (tx) => tx<DueRow[]>`
    select organisations_id, customers_id, id, name, to_char(expires_at, 'YYYY-MM-DD') as expires_at
      from risk.assessments_due(${today}::date, ${assessmentReviewDays})`);
  const byOrganisation = new Map<string, DueRow[]>();
  for (const row of due) byOrganisation.set(row.organisations_id, [...(byOrganisation.get(row.organisations_id) ?? []), row]);
  let raised = 0;
  for (const [organisationsId, rows] of byOrganisation) {
    try {
      const alerts: RiskAssessmentAlertInput[] = [];
      for (const row of rows) {
        // Outside any transaction of ours (the customers service opens its own).
        const customer = await deps.customers.records.snapshot({ organisationsId, restrictiontype: 'NONE' }, row.customers_id);
        if (!customer) continue;
        alerts.push({
          customersId: row.customers_id, customerName: customer.name, customerType: customer.type, assessmentId: row.id,
          assessmentName: row.name || customer.name, reason: row.expires_at <= today ? 'EXPIRED' : 'REVIEW_DUE', expiresAt: row.expires_at,
        });
      }
      raised += await deps.assessmentAlerts.raise(organisationsId, alerts);
    } catch (error) {
      log.error('risk assessment alerts failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  }
  return raised;
};
