import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@tunne/platform';

/** The outbound schema's migrations (../migrations), for the runner and the test kits. */
export const outboundMigrations: MigrationSet = {
  service: 'outbound',
  dir: fileURLToPath(new URL('../migrations', import.meta.url)),
};
