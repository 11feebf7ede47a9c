import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@tunne/platform';

export const outboundMigrations: MigrationSet = {
  service: 'outbound',
  dir: fileURLToPath(new URL('../migrations', import.meta.url)),
};
export type { OutboundDeps, OutboundPortsDeps } from './deps.ts';
export { deliverItem, type DeliveryOutcome, type DeliveryReason, type DeliveryTarget } from './sending/deliver.ts';
export { createOutboundApp } from './app.ts';
export { purgeRetainedOutbound, retainedOutboundFiles, retainedOutboundSections } from './retained-record.ts';
export { outboundPorts } from './ports.ts';
export { startOutboundJobs, type OutboundJobOptions } from './jobs/index.ts';
export { runOutboundJobsOnce, type OutboundRunResult } from './jobs/reminders.ts';
export { generateDevSigningKey, loadPdfSigningKey, type PdfSigningKey } from './pdf/index.ts';
