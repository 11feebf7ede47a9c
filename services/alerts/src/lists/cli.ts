// npm run lists:import -- DIR [DIR...]: stores every list found in the folders as new list versions (one transaction
// per list). With the embedded database, stop the gateway first (PGlite is opened by one process at a time); a
// running gateway notices the new versions by itself and screens every customer again.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { runDatabaseCommand } from '@tunne/platform';
import { alertsMigrations } from '../index.ts';
import { defaultListFolders, importListFolders } from './import.ts';

const dirs = process.argv.slice(2).map((dir) => resolve(dir));
const folders = dirs.length > 0 ? dirs : defaultListFolders();
const missing = folders.filter((dir) => !existsSync(dir) || !statSync(dir).isDirectory());
if (folders.length === 0 || missing.length > 0) {
  console.error(`usage: npm run lists:import -- DIR [DIR...]${missing.length ? `\nnot a folder: ${missing.join(', ')}` : ''}`);
  process.exit(2);
}

await runDatabaseCommand([alertsMigrations], async (db) => {
  const report = await importListFolders(db, folders);
  for (const s of report.stored) console.log(`${s.status === 'imported' ? 'imported ' : 'unchanged'} ${s.source}${s.dataset ? `/${s.dataset}` : ''}: ${s.entities} entities`);
  for (const s of report.skipped) console.log(`skipped   ${s.file}: ${s.reason}`);
  return report.stored.length === 0 ? 1 : 0;
});
