import type { CustomerAlertsPort } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { confirmedHits, riskAlertCounts } from '../alert-changes.ts';

/** The alerts service's one implementation of what it offers other services (ports in @tunne/contracts). */
export const alertsPorts = (db: Database): { customerAlerts: CustomerAlertsPort } => ({
  customerAlerts: {
    openAlertCounts: (organisationsId, customerIds) => riskAlertCounts(db, organisationsId, customerIds),
    confirmedHits: (organisationsId, customerIds) => confirmedHits(db, organisationsId, customerIds),
  },
});
