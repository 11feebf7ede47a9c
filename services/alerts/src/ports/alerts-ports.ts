import type { CustomerAlertsPort, MismatchAlertsPort, RiskAssessmentAlertsPort, SanctionsCheckPort, SubjectAlertsPort, UniqueNameAlertsPort } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { customerAlertInputs, sanctionsPendingCount } from '../alert-changes.ts';
import { raiseMismatchAlert } from './mismatch-alerts.ts';
import { raiseRiskAssessmentAlerts } from './riskassessment-alerts.ts';
import { raiseUniqueNameAlert } from './unique-name-alerts.ts';

/** The alerts service's one implementation of what it offers other services (ports in @tunne/contracts). */
export const alertsPorts = (db: Database): {
  customerAlerts: CustomerAlertsPort; subjectAlerts: SubjectAlertsPort; sanctionsCheck: SanctionsCheckPort; mismatchAlerts: MismatchAlertsPort;
  riskAssessmentAlerts: RiskAssessmentAlertsPort;
  uniqueNameAlerts: UniqueNameAlertsPort;
} => ({
  customerAlerts: {
    riskInputs: (organisationsId, customerIds) => customerAlertInputs(db, organisationsId, customerIds),
  },
  subjectAlerts: {
    // Any alert of the subject, superseded and retained ones too (every alert carries its decisions).
    hasAlerts: async (organisationsId, subjectId) => {
      const [row] = await db.tx({ organisationsId }, async (tx) => {
        await tx`select set_config('app.read_retained', 'on', true)`;
        return tx<{ found: boolean }[]>`select exists (select from alerts.alerts where customers_id = ${subjectId}) as found`;
      });
      return row?.found ?? false;
    },
  },
  sanctionsCheck: {
    pendingCount: (organisationsId, customersId) => sanctionsPendingCount(db, organisationsId, customersId),
  },
  mismatchAlerts: {
    raise: (organisationsId, alert) => raiseMismatchAlert(db, organisationsId, alert),
  },
  riskAssessmentAlerts: {
    raise: (organisationsId, alerts) => raiseRiskAssessmentAlerts(db, organisationsId, alerts),
  },
  uniqueNameAlerts: {
    raise: (organisationsId, alert) => raiseUniqueNameAlert(db, organisationsId, alert),
  },
});
