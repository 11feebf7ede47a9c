/**
 * The customers service's `testing` entry (@tunne/customers/testing): what other services' tests need to run against
 * a real register — its migrations, the demo register with its fixed ids, the real ports, and a wait for the outbox.
 * Production code cannot import it (eslint.config.js: only tests may import a `testing` entry).
 */
export { customersMigrations, seedCustomers, seedRelated, customersPorts, purgeExpiredCustomers, purgeRetainedRecords } from './index.ts';
export { demoCustomers, demoTags } from './seed.ts';
export { customerEventsVisible } from './ports/events-visible.ts';
export { useSessionTimeZone } from './session-time-zone.ts';
