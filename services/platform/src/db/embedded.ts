import { createServer } from 'node:net';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/**
 * Starts PostgreSQL compiled to WASM (PGlite) and exposes it on a local wire-protocol socket so the
 * same postgres.js code runs on it. All connections share one session (TOOLCHAIN.md): only
 * transaction-local settings are used and prepared statements are off.
 * `dataDir` undefined keeps the database in memory (tests).
 */
export const startEmbeddedDatabase = async (dataDir?: string): Promise<EmbeddedDatabase> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir, extensions: { pg_trgm } } : { extensions: { pg_trgm } });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 16 });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
};
