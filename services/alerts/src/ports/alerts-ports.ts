import type { CustomerAlertsPort, MismatchAlertsPort } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { customerAlertInputs } from '../alert-changes.ts';
import { raiseMismatchAlert } from './mismatch-alerts.ts';

/** The alerts service's one implementation of what it offers other services (ports in @tunne/contracts). */
export const alertsPorts = (db: Database): { customerAlerts: CustomerAlertsPort; mismatchAlerts: MismatchAlertsPort } => ({
  customerAlerts: {
    riskInputs: (organisationsId, customerIds) => customerAlertInputs(db, organisationsId, customerIds),
  },
  mismatchAlerts: {
    raise: (organisationsId, alert) => raiseMismatchAlert(db, organisationsId, alert),
  },
});
