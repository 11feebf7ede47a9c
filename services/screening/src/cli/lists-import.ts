/**
 * Reads a folder of list files and prints what was found, as JSON (stores nothing; the alerts service keeps the
 * lists). Run: npm run lists:import -w services/screening -- DIR
 */
import { resolve } from 'node:path';
import { importListsFromDirectory, selectLatestLists } from '../lists/import-directory.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run lists:import -w services/screening -- DIR');
  process.exit(2);
}
const { lists, skipped } = await importListsFromDirectory(resolve(dir));
const latest = new Set(selectLatestLists(lists));
const summary = {
  lists: lists.map((l) => ({
    source: l.source,
    dataset: l.dataset,
    publishedAt: l.publishedAt,
    entities: l.entities.length,
    files: l.files,
    fileHash: l.fileHash,
    latest: latest.has(l),
  })),
  skipped,
};
console.log(JSON.stringify(summary, null, 2));
