import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  /** The owner's connection URL; the connection itself goes through `socketPath`. */
  url: string;
  /** The Unix socket the wire protocol listens on, in a 0700 folder: no TCP port, no other local user. */
  socketPath: string;
  stop: () => Promise<void>;
}

/** Unix socket paths are limited to ~107 bytes; a deep data folder falls back to a private temporary one. */
const socketFolder = (dataDir: string | undefined): { folder: string; temporary: boolean } => {
  if (dataDir) {
    const folder = join(dataDir, '..', 'run');
    if (join(folder, '.s.PGSQL.5432').length < 100) {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      chmodSync(folder, 0o700);
      return { folder, temporary: false };
    }
  }
  return { folder: mkdtempSync(join(tmpdir(), 'tunne-pg-')), temporary: true };
};

/**
 * Starts PostgreSQL compiled to WASM (PGlite) and exposes it on a wire-protocol Unix socket in a 0700 folder
 * (PGlite has no authentication, so no TCP port is opened) so the same postgres.js code runs on it. All connections share one session (TOOLCHAIN.md): only
 * transaction-local settings are used and prepared statements are off.
 * `dataDir` undefined keeps the database in memory (tests).
 */
export const startEmbeddedDatabase = async (dataDir?: string): Promise<EmbeddedDatabase> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir, extensions: { pg_trgm } } : { extensions: { pg_trgm } });
  const { folder, temporary } = socketFolder(dataDir);
  const socketPath = join(folder, '.s.PGSQL.5432');
  rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 16 });
  await server.start();
  return {
    url: 'postgres://postgres@localhost/postgres',
    socketPath,
    stop: async () => {
      await server.stop();
      await db.close();
      if (temporary) rmSync(folder, { recursive: true, force: true });
      else rmSync(socketPath, { force: true });
    },
  };
};
