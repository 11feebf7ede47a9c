import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importListsFromDirectory, ListFormatError, parseKrpList, selectLatestLists } from '@tunne/screening';
import { log, type Database } from '@tunne/platform';
import { storeParsedList, type ListOrigin, type StoreOutcome } from './store.ts';

export interface ImportReport {
  stored: StoreOutcome[];
  /** Files the importer could not read (nothing of them was stored), with the reason. */
  skipped: { file: string; reason: string }[];
}

/** The repository root's sibling `../shared/data`, or TUNNE_SHARED_DATA. */
export const sharedDataDir = (env: NodeJS.ProcessEnv = process.env): string => {
  const given = env.TUNNE_SHARED_DATA?.trim();
  if (given) return isAbsolute(given) ? given : resolve(given);
  return fileURLToPath(new URL('../../../../../shared/data', import.meta.url));
};

/** The folders imported at first start: sanction lists and PEP data, when they exist. */
export const defaultListFolders = (env: NodeJS.ProcessEnv = process.env): string[] =>
  ['sanctions', 'pep'].map((name) => join(sharedDataDir(env), name)).filter((dir) => existsSync(dir) && statSync(dir).isDirectory());

/**
 * Reads every list file of a folder and stores each list as a new version (one transaction per list, so a list
 * is stored whole or not at all). A file the importer cannot read is reported and changes nothing.
 */
export const importListFolder = async (db: Database, dir: string, origin: ListOrigin = 'folder'): Promise<ImportReport> => {
  const started = Date.now();
  const { lists, skipped } = await importListsFromDirectory(dir);
  const stored: StoreOutcome[] = [];
  // One list per (source, dataset): the newest publication when a folder holds several versions of one list.
  for (const list of selectLatestLists(lists)) {
    if (list.entities.length === 0) {
      skipped.push({ file: list.files.join(', '), reason: 'no entities' });
      continue;
    }
    stored.push(await storeParsedList(db, list, origin));
  }
  // One line per folder (a folder of fixtures may hold hundreds of non-list files); the report has every file.
  if (skipped.length > 0) log.warn('list files skipped', { dir, skipped: skipped.length, first: skipped[0]!.file, reason: skipped[0]!.reason });
  log.info('list folder imported', {
    lists: stored.length,
    imported: stored.filter((s) => s.status === 'imported').length,
    skipped: skipped.length,
    ms: Date.now() - started,
  });
  return { stored, skipped };
};

/** Imports several folders one after another; the reports are concatenated. */
export const importListFolders = async (db: Database, dirs: readonly string[], origin: ListOrigin = 'folder'): Promise<ImportReport> => {
  const report: ImportReport = { stored: [], skipped: [] };
  for (const dir of dirs) {
    const one = await importListFolder(db, dir, origin);
    report.stored.push(...one.stored);
    report.skipped.push(...one.skipped);
  }
  return report;
};

/**
 * The Finnish freezing list (KRP) uploaded by an organisation's admin: a new version of that organisation's own KRP
 * list, which its screening uses instead of the shared one; other organisations and the shared list are untouched.
 * A file that is not the KRP format is refused whole.
 */
export const importKrpUpload = async (db: Database, bytes: Uint8Array, usersId: string, organisationsId: string): Promise<StoreOutcome> => {
  const list = parseKrpList(bytes);
  if (list.entities.length === 0) throw new ListFormatError('KRP', 'no entities');
  return storeParsedList(db, list, 'upload', usersId, organisationsId);
};

/** True when no list version has been stored yet (first start). */
export const hasNoLists = async (db: Database): Promise<boolean> => {
  const [row] = await db.tx(null, (tx) => tx<{ n: number }[]>`select count(*)::int as n from alerts.list_versions`);
  return (row?.n ?? 0) === 0;
};
