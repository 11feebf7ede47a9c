import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { connectDatabase, type Database } from './database.ts';
import { startEmbeddedDatabase } from './embedded.ts';
import { migrate, type MigrationSet } from './migrate.ts';

/**
 * An operator's command (`npm run lists:import`, `npm run announce`): the configured database or the embedded one
 * under the data folder (stop the gateway first: PGlite is opened by one process at a time), migrated, then `work`.
 * The process exits with `work`'s code, or 1 with the error's message; the database is closed either way.
 */
export const runDatabaseCommand = async (sets: MigrationSet[], work: (db: Database) => Promise<number>): Promise<never> => {
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(join(config.dataDir, 'pglite'));
  const db = connectDatabase({ ownerUrl: config.databaseUrl ?? embedded!.url, embedded: Boolean(embedded), ...(embedded ? { socketPath: embedded.socketPath } : {}) });
  let code = 0;
  try {
    await migrate(db.owner, sets);
    code = await work(db);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  } finally {
    await db.close();
    await embedded?.stop();
  }
  process.exit(code);
};
