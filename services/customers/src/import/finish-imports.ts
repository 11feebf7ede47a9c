import type { Database } from '@tunne/platform';
import { clearDiscardedImport, emitImportEvents, unfinishedImports } from './repo.ts';

/**
 * Per transaction, short on the embedded database too: events are narrow rows; a deleted customer runs the audit
 * trigger (its DELETE row, removed again with it).
 */
const eventSlice = 500;
const clearSlice = 200;
/** A staging import whose process has not staged a slice for this long has died (a slice takes well under a second). */
export const abandonedAfterSeconds = 10 * 60;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Deletes a discarded import's hidden rows (and then the import), a slice per transaction. */
export const clearImportRows = async (db: Database, organisationsId: string, importsId: string): Promise<number> => {
  let cleared = 0;
  for (;;) {
    const n = await db.tx(null, (tx) => clearDiscardedImport(tx, organisationsId, importsId, clearSlice));
    cleared += n;
    if (n === 0) return cleared;
    await yieldToEventLoop();
  }
};

/** Writes a published import's customer events, a slice per transaction, from where it got to. */
export const writeImportEvents = async (db: Database, organisationsId: string, importsId: string): Promise<number> => {
  let written = 0;
  for (;;) {
    const n = await db.tx(null, (tx) => emitImportEvents(tx, organisationsId, importsId, eventSlice));
    written += n;
    if (n < eventSlice) return written;
    await yieldToEventLoop();
  }
};

/**
 * The imports' cleanup (with the scheduled purge, so also at every start): staging imports untouched for
 * `staleSeconds` were abandoned by a process that died and are discarded; discarded imports lose their hidden rows;
 * published ones whose events were not all written get the rest. Returns the rows and events handled.
 */
export const finishImports = async (db: Database, staleSeconds = abandonedAfterSeconds): Promise<number> => {
  const unfinished = await db.tx(null, (tx) => unfinishedImports(tx, staleSeconds));
  let handled = 0;
  for (const { organisations_id: organisationsId, id, state } of unfinished) {
    handled += state === 'discarded'
      ? await clearImportRows(db, organisationsId, id)
      : await writeImportEvents(db, organisationsId, id);
  }
  return handled;
};
