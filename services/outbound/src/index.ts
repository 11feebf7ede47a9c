export { outboundMigrations } from './migration-set.ts';
export type { OutboundDeps, OutboundPortsDeps } from './deps.ts';
export { deliverItem, type DeliveryOutcome, type DeliveryReason, type DeliveryTarget } from './sending/deliver.ts';
export { createOutboundApp } from './app.ts';
export { outboundApprovalNotices, outboundApprovalSource } from './approvals.ts';
export { purgeRetainedOutbound, retainedOutboundFiles, retainedOutboundSections } from './retained-record.ts';
export { outboundFreezePort, outboundPorts } from './ports.ts';
export { freezeGuard, holdFrozenCustomers, type FreezeHold } from './freeze.ts';
export { startOutboundJobs, type OutboundJobOptions } from './jobs/index.ts';
export { runOutboundJobsOnce, type OutboundRunResult } from './jobs/reminders.ts';
export {
  generateDevSigningKey, loadPdfSigningKey, startLocalTimestampAuthority, timestampUrlFromEnv, type LocalTimestampAuthority, type PdfSigningKey,
} from './pdf/index.ts';
