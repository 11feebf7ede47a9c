import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@tunne/platform';

export const customersMigrations: MigrationSet = {
  service: 'customers',
  dir: fileURLToPath(new URL('../migrations', import.meta.url)),
};
export { createCustomersApp, type CustomersDeps } from './app.ts';
export type { CustomerDirectory } from './directory.ts';
export { purgeExpiredCustomers } from './jobs/purge.ts';
export { purgeRetainedRecords } from './jobs/retention.ts';
export { retainedCustomerIds } from './retained/ports.ts';
export { sendReviewNotifications, type ReviewNotificationDeps, type ReviewRecipient } from './jobs/review-notifications.ts';
export { finishImports } from './import/finish-imports.ts';
export { importFaults } from './import/run-import.ts';
export { seedCustomers, demoCustomers, demoTags } from './seed.ts';
export { seedRelated, type FindActiveUser, type RelatedDeps } from './related/index.ts';
export * from './screening-subjects.ts';
export * from './lead-screening.ts';
export * from './risk-level.ts';
export { writeReviewCycles, type ReviewCycle } from './review-cycle.ts';
