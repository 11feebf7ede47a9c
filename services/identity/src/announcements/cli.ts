// npm run announce -- --title-fi … --body-fi … --title-en … --body-en … --title-se … --body-se … [--organisation ID]:
// the operator's announcement (spec §2 /announcements), for every organisation or one. With the embedded database,
// stop the gateway first (PGlite is opened by one process at a time).
import { join } from 'node:path';
import { connectDatabase, loadConfig, log, migrate, startEmbeddedDatabase } from '@tunne/platform';
import { identityMigrations } from '../index.ts';
import { announceUsage, createAnnouncement, parseAnnounceArgs } from './announce.ts';

const parsed = parseAnnounceArgs(process.argv.slice(2));
if ('problems' in parsed) {
  console.error([announceUsage, ...parsed.problems].join('\n'));
  process.exit(2);
}

const config = loadConfig();
const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(join(config.dataDir, 'pglite'));
const db = connectDatabase({ ownerUrl: config.databaseUrl ?? embedded!.url, embedded: Boolean(embedded), ...(embedded ? { socketPath: embedded.socketPath } : {}) });
let code = 0;
try {
  await migrate(db.owner, [identityMigrations]);
  const id = await createAnnouncement(db.owner, parsed.input);
  // Ids only: the texts are the operator's and stay out of the log.
  log.info('announcement stored', { id, organisation: parsed.input.organisations_id ?? 'every organisation' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await db.close();
  await embedded?.stop();
}
process.exit(code);
