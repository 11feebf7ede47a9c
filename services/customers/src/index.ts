import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@tunne/platform';

export const customersMigrations: MigrationSet = {
  service: 'customers',
  dir: fileURLToPath(new URL('../migrations', import.meta.url)),
};
export { createCustomersApp, type CustomersDeps } from './app.ts';
export { priceAmountsFromEnv, type PriceAmounts } from './prices.ts';
export type { CustomerDirectory } from './directory.ts';
export { purgeExpiredCustomers } from './jobs/purge.ts';
export { purgeRetainedRecords } from './jobs/retention.ts';
export { sendReviewNotifications, type ReviewNotificationDeps, type ReviewRecipient } from './jobs/review-notifications.ts';
export { sendReviewEscalations, type ReviewEscalationDeps } from './jobs/review-escalations.ts';
export { finishImports } from './import/finish-imports.ts';
export { importFaults } from './import/run-import.ts';
// The demo register (SEED=demo); the fixed ids tests use are in the testing entry.
export { seedCustomers } from './seed.ts';
export { seedRelated, type FindActiveUser, type RelatedDeps } from './related/index.ts';
// What other services may use of the register: the ports of @tunne/contracts, implemented once.
export { customersPorts } from './ports/customers-ports.ts';
