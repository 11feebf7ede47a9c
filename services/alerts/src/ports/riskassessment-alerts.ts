import type { RiskAssessmentAlertInput } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

const descriptions: Record<RiskAssessmentAlertInput['reason'], (expiresAt: string) => string> = {
  EXPIRED: (day) => `Risk assessment expired on ${day}`,
  REVIEW_DUE: (day) => `Risk assessment review due: it expires on ${day}`,
};

/**
 * Risk assessment alerts (type RISKASSESSMENT, target riskassessments, spec §2 link /riskassessments/{target}; issue 26)
 * raised by the risk service's scheduled review job: one open alert per assessment (the match key's unique index), so
 * the job may run any number of times. Screening never reconciles these; staff silence them once the assessment is
 * renewed (a renewed assessment that falls due again gets a new alert after the old one is closed). Returns how many
 * were raised.
 */
export const raiseRiskAssessmentAlerts = async (db: Database, organisationsId: string, alerts: readonly RiskAssessmentAlertInput[]): Promise<number> => {
  if (alerts.length === 0) return 0;
  return db.tx({ organisationsId, restrictiontype: 'NONE' }, async (tx) => {
    let raised = 0;
    for (const alert of alerts) {
      const metadata = {
        keyword: alert.assessmentName, match: alert.reason, score: 100, name1: alert.assessmentName, name2: alert.expiresAt,
        evidence: [], kind: `RISKASSESSMENT_${alert.reason}`, expires_at: alert.expiresAt,
      };
      const rows = await tx<{ id: string }[]>`
        insert into alerts.alerts (organisations_id, customers_id, customer_name, customer_type, type, target, target_id, target_name,
          description, entity_key, entity_fingerprint, score, metadata)
        values (${organisationsId}, ${alert.customersId}, ${alert.customerName}, ${alert.customerType}, 'RISKASSESSMENT', 'riskassessments',
          ${alert.assessmentId}, ${alert.assessmentName}, ${descriptions[alert.reason](alert.expiresAt)}, 'riskassessment', '', 1,
          ${tx.json(metadata as never)})
        on conflict (organisations_id, customers_id, target, target_id, entity_key) where superseded_at is null and closed_at is null
        do nothing
        returning id`;
      const id = rows[0]?.id;
      if (id) {
        raised += 1;
        await tx`insert into alerts.notifications (customers_id, alerts_ids) values (${alert.customersId}, ${[id]}::uuid[])`;
      }
    }
    return raised;
  });
};
