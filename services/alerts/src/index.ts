import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@tunne/platform';

export const alertsMigrations: MigrationSet = {
  service: 'alerts',
  dir: fileURLToPath(new URL('../migrations', import.meta.url)),
};
export { createAlertsApp } from './app.ts';
export type { AlertsDeps, AlertRecipient, AlertTeamsPort } from './deps.ts';
export { sendAlertNotifications, type AlertNotificationDeps } from './jobs/notifications.ts';
export { startAlertsService, alertsOptionsFromEnv, type AlertsService, type AlertsServiceOptions } from './service.ts';
export { createScreeningRuntime, type AlertsCustomerPorts, type ScreeningRuntime } from './screening/runtime.ts';
export { runScreeningCycle, requestRescreen } from './screening/consumer.ts';
export { importListFolder, importListFolders, defaultListFolders, sharedDataDir, type ImportReport } from './lists/import.ts';
export { fetchAndImportLists, parseListSources } from './lists/fetcher.ts';
export { oneRefreshAtATime } from './lists/refresh.ts';
export type { AlertChanges, AlertsChangedListener } from './alert-changes.ts';
// What other services may use of the alerts: the ports of @tunne/contracts, implemented once.
export { alertsPorts } from './ports/alerts-ports.ts';
export { alertsApprovalSource } from './approvals.ts';
export { alertApprovalNotices } from './jobs/approval-notices.ts';
export { retainedAlertSections } from './retained-record.ts';
