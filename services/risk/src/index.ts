import { fileURLToPath } from 'node:url';
import type { Database, MigrationSet } from '@tunne/platform';
import { queueRecalculation } from './repo/settings.ts';

export const riskMigrations: MigrationSet = {
  service: 'risk',
  dir: fileURLToPath(new URL('../migrations', import.meta.url)),
};

export { createRiskApp, riskDepsOf, type RiskAppDeps } from './app.ts';
export type { RiskCustomerPorts, RiskDeps } from './ports.ts';
export { euListOptionsFromEnv, refreshEuLists, riskJobOptionsFromEnv, startRiskJobs, type RiskJobOptions, type RiskJobs } from './jobs/index.ts';
export { recalculate } from './recalculate.ts';
export { assessmentReviewDays, raiseAssessmentAlerts, type AssessmentAlertDeps } from './jobs/assessment-alerts.ts';
export { approvalMail, sendApprovalNotifications, type ApprovalNotificationDeps } from './jobs/approval-notifications.ts';
export { isSeniorManagement } from './senior-management.ts';
export { riskPorts } from './risk-ports.ts';
export { seedRisk } from './seed.ts';
export { retainedRiskSections } from './retained-record.ts';
export { applyEuListChanges, euCountryListPort, readEuListFile, refreshEuListFromUrl } from './eu-lists.ts';

/**
 * CUSTOMER_ALERT hook for the alerts service: call it (in-process, after committing) whenever a customer's alerts
 * change (new alert, silenced, unsilenced, removed); the customers are queued and rescored within seconds, reading
 * the open-alert counts through the CustomerAlertsPort given to createRiskApp / startRiskJobs.
 */
export const onCustomerAlertsChanged = async (db: Database, organisationsId: string, customerIds: readonly string[]): Promise<void> => {
  await db.tx({ organisationsId }, (tx) => queueRecalculation(tx, customerIds, 'ALERTS'));
};
