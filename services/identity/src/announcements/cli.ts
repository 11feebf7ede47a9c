// npm run announce -- --title-fi … --body-fi … --title-en … --body-en … --title-se … --body-se … [--organisation ID]:
// the operator's announcement (spec §2 /announcements), for every organisation or one. With the embedded database,
// stop the gateway first (PGlite is opened by one process at a time).
import { log, runDatabaseCommand } from '@tunne/platform';
import { identityMigrations } from '../index.ts';
import { announceUsage, createAnnouncement, parseAnnounceArgs } from './announce.ts';

const parsed = parseAnnounceArgs(process.argv.slice(2));
if ('problems' in parsed) {
  console.error([announceUsage, ...parsed.problems].join('\n'));
  process.exit(2);
}

await runDatabaseCommand([identityMigrations], async (db) => {
  const id = await createAnnouncement(db.owner, parsed.input);
  // Ids only: the texts are the operator's and stay out of the log.
  log.info('announcement stored', { id, organisation: parsed.input.organisations_id ?? 'every organisation' });
  return 0;
});
