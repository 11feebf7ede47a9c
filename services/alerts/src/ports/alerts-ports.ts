import type { CustomerAlertsPort, SanctionsCheckPort } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { customerAlertInputs, sanctionsPendingCount } from '../alert-changes.ts';

/** The alerts service's one implementation of what it offers other services (ports in @tunne/contracts). */
export const alertsPorts = (db: Database): { customerAlerts: CustomerAlertsPort; sanctionsCheck: SanctionsCheckPort } => ({
  customerAlerts: {
    riskInputs: (organisationsId, customerIds) => customerAlertInputs(db, organisationsId, customerIds),
  },
  sanctionsCheck: {
    pendingCount: (organisationsId, customersId) => sanctionsPendingCount(db, organisationsId, customersId),
  },
});
