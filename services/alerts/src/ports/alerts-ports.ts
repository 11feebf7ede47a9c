import type { CustomerAlertsPort } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { customerAlertInputs } from '../alert-changes.ts';

/** The alerts service's one implementation of what it offers other services (ports in @tunne/contracts). */
export const alertsPorts = (db: Database): { customerAlerts: CustomerAlertsPort } => ({
  customerAlerts: {
    riskInputs: (organisationsId, customerIds) => customerAlertInputs(db, organisationsId, customerIds),
  },
});
