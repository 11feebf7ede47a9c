import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './database.ts';
import { startEmbeddedDatabase } from './embedded.ts';

const root = mkdtempSync(join(tmpdir(), 'tunne-emb-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database', () => {
  it('listens on a Unix socket in a folder only its owner can enter, not on a TCP port', async () => {
    const embedded = await startEmbeddedDatabase(join(root, 'data', 'pglite'));
    try {
      expect(embedded.socketPath).toBe(join(root, 'data', 'run', '.s.PGSQL.5432'));
      expect(statSync(embedded.socketPath).isSocket()).toBe(true);
      expect(statSync(dirname(embedded.socketPath)).mode & 0o777).toBe(0o700);
      expect(embedded.url).not.toMatch(/:\d+\//);
      const db = connectDatabase({ ownerUrl: embedded.url, socketPath: embedded.socketPath, embedded: true });
      const [row] = await db.owner<{ one: number }[]>`select 1 as one`;
      expect(row!.one).toBe(1);
      await db.close();
    } finally {
      await embedded.stop();
    }
  });
});
