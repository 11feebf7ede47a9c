import postgres from 'postgres';
import { startEmbeddedDatabase } from '../db/embedded.ts';
import { connectDatabase, type Database } from '../db/database.ts';
import { migrate, type MigrationSet } from '../db/migrate.ts';

export interface TestDatabase {
  db: Database;
  ownerUrl: string;
  /** The embedded database's Unix socket (connect with postgres(ownerUrl, { path: socketPath })). */
  socketPath?: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new database on the server named by DATABASE_URL,
 * or an in-memory PGlite when DATABASE_URL is unset (or TEST_EMBEDDED=1).
 */
export const createTestDatabase = async (sets: MigrationSet[]): Promise<TestDatabase> => {
  const serverUrl = process.env.TEST_EMBEDDED === '1' ? undefined : process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedDatabase();
    const db = connectDatabase({ ownerUrl: embedded.url, socketPath: embedded.socketPath, embedded: true });
    await migrate(db.owner, sets);
    return {
      db,
      ownerUrl: embedded.url,
      socketPath: embedded.socketPath,
      embedded: true,
      stop: async () => {
        await db.close();
        await embedded.stop();
      },
    };
  }
  const name = `tunne_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = connectDatabase({ ownerUrl: url.toString(), embedded: false });
  await migrate(db.owner, sets);
  return {
    db,
    ownerUrl: url.toString(),
    embedded: false,
    stop: async () => {
      await db.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};
export { zipArchive, type ZipEntry } from './zip.ts';
