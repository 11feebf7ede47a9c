// npm run operator -- COMMAND [OPTIONS]: the operator's commands for a production installation (issue 26). Run with
// the installation's environment (DATABASE_URL, PUBLIC_URL, LIST_SOURCES…); with the embedded database, stop the
// gateway first (PGlite is opened by one process at a time).
//
//   create-organisation --name NAME --business-id 1234567-8 --admin-email EMAIL --admin-name NAME [--language fi|en|se]
//                       [--features use_alerts,...]
//       The organisation and its first admin; prints the admin's link to set a password (valid three days).
//   refresh-lists [DIR...]
//       Reads the shared sanction and PEP lists again: the LIST_SOURCES download, else the folders given (default the
//       shared data folders). One refresh at a time across every process; the running gateway screens again by itself.
import { join } from 'node:path';
import { connectDatabase, loadConfig, migrate, startEmbeddedDatabase } from '@tunne/platform';

const usage = `usage: npm run operator -- create-organisation --name NAME --business-id 1234567-8 --admin-email EMAIL --admin-name NAME
                                [--language fi|en|se] [--features use_alerts,use_requests,...]
       npm run operator -- refresh-lists [DIR...]`;

const [command, ...args] = process.argv.slice(2);

/**
 * Opens the installation's database (DATABASE_URL, else the embedded one in DATA_DIR), brings it to the gateway's
 * migrations (as the gateway does at start: a command run before the new version's first start finds its tables),
 * runs `work`, closes it.
 */
const withDatabase = async (config, work) => {
  const { allMigrations } = await import('@tunne/gateway');
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(join(config.dataDir, 'pglite'));
  const db = connectDatabase({ ownerUrl: config.databaseUrl ?? embedded.url, embedded: Boolean(embedded), ...(embedded ? { socketPath: embedded.socketPath } : {}) });
  try {
    await migrate(db.owner, allMigrations);
    return await work(db);
  } finally {
    await db.close();
    await embedded?.stop();
  }
};

const createOrganisationCommand = async () => {
  const identity = await import('@tunne/identity');
  const parsed = identity.parseCreateOrganisationArgs(args);
  if ('problems' in parsed) {
    console.error([identity.createOrganisationUsage, '', ...parsed.problems].join('\n'));
    return 2;
  }
  const config = loadConfig();
  const created = await withDatabase(config, (db) => identity.createOrganisation(db, parsed.input, config.publicUrl));
  console.log(`organisation ${created.organisationsId}: ${parsed.input.name} (${parsed.input.businessId})`);
  console.log(`first admin  ${created.adminId}: ${parsed.input.adminEmail}`);
  console.log(`set-password link (valid three days; give it to the admin only, or they ask for one with "Forgot password"):`);
  console.log(created.setPasswordLink);
  return 0;
};

const refreshListsCommand = async () => {
  const alerts = await import('@tunne/alerts');
  const sources = alerts.parseListSources(process.env.LIST_SOURCES);
  const folders = args.length > 0 ? args : alerts.defaultListFolders();
  if (sources.length === 0 && folders.length === 0) {
    console.error('Nothing to read: set LIST_SOURCES or give the list folders.');
    return 2;
  }
  const report = await withDatabase(loadConfig(), (db) =>
    alerts.oneRefreshAtATime(db, () => (sources.length > 0 ? alerts.fetchAndImportLists(db, sources) : alerts.importListFolders(db, folders))));
  if (report === null) {
    console.error('Another refresh of the lists is running; nothing was done.');
    return 3;
  }
  for (const s of report.stored) console.log(`${s.status === 'imported' ? 'imported ' : 'unchanged'} ${s.source}${s.dataset ? `/${s.dataset}` : ''}: ${s.entities} entities`);
  for (const s of report.skipped) console.log(`skipped   ${s.file}: ${s.reason}`);
  return report.stored.length > 0 ? 0 : 1;
};

const commands = { 'create-organisation': createOrganisationCommand, 'refresh-lists': refreshListsCommand };

let code = 2;
try {
  const run = commands[command ?? ''];
  if (run) code = await run();
  else console.error(usage);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
}
process.exit(code);
