// The gateway as services/gateway/src/main.ts starts it, with a control channel (IPC) for bench/background/run.mjs:
// how much background work is left, and a full re-screen and rescoring of Demo Oy on request. Run with
// `node --import tsx` as a child of run.mjs (never on its own).
//
// BENCH_EMBEDDED_CUSTOMERS: on the embedded database (no DATABASE_URL), first load that many generated customers
// (bench/customers/generate.mjs: the demo seed, then set-based SQL with triggers off) into a fresh PGlite data folder
// under DATA_DIR, then start the gateway on it as a first start would.
import { serve } from '@hono/node-server';
import { connectDatabase, loadConfig, migrate, startEmbeddedDatabase } from '@tunne/platform';
import { requestRescreen } from '@tunne/alerts';
import { demoOrganisations } from '@tunne/contracts';
import { join } from 'node:path';
import { allMigrations, bootGateway, seedDemo } from '../../services/gateway/src/boot.ts';
import { generateSql } from '../customers/generate.mjs';
import { backlogSql } from './backlog.mjs';

const demo = demoOrganisations.demo.id;

const loadEmbedded = async (dataDir, count) => {
  const started = Date.now();
  const embedded = await startEmbeddedDatabase(join(dataDir, 'pglite'));
  const db = connectDatabase({ ownerUrl: embedded.url, embedded: true, socketPath: embedded.socketPath });
  try {
    await migrate(db.owner, allMigrations);
    await seedDemo(db);
    await db.owner.begin(async (sql) => {
      await sql`set local session_replication_role = replica`;
      await sql.unsafe(generateSql(count));
    });
    await db.owner.unsafe('vacuum analyze');
  } finally {
    await db.close();
    await embedded.stop();
  }
  return (Date.now() - started) / 1000;
};

const config = loadConfig();
const loadSeconds = !config.databaseUrl && process.env.BENCH_EMBEDDED_CUSTOMERS
  ? await loadEmbedded(config.dataDir, Number(process.env.BENCH_EMBEDDED_CUSTOMERS))
  : 0;
const running = await bootGateway(config);
const server = serve({ fetch: running.app.fetch, port: config.port, hostname: config.host });

/** What background work is still to do (backlog.mjs). */
const backlog = async () => (await running.db.owner.unsafe(backlogSql))[0];

process.on('message', async (message) => {
  try {
    if (message.type === 'backlog') process.send({ id: message.id, backlog: await backlog() });
    else if (message.type === 'rescreen-and-rescore') {
      await requestRescreen(running.db, [demo]);
      await running.db.tx({ organisationsId: demo }, (tx) => tx`insert into risk.recalc_runs (cause) values ('SETTINGS')
        on conflict (organisations_id) do update set generation = risk.recalc_runs.generation + 1, after_id = null, processed = 0,
          cause = excluded.cause, started_at = now(), finished_at = null`);
      process.send({ id: message.id, done: true });
    } else if (message.type === 'vacuum') {
      if (!running.db.embedded) await running.db.owner.unsafe('vacuum analyze customers.customers, customers.owners, customers.customer_tags, alerts.alerts, risk.customers');
      process.send({ id: message.id, done: true });
    }
  } catch (error) {
    process.send({ id: message.id, error: String(error) });
  }
});

const shutdown = () => {
  server.close();
  running.stop().then(() => process.exit(0), () => process.exit(1));
};
process.on('SIGTERM', shutdown);
// The bench went away (stopped, crashed): so does its gateway.
process.on('disconnect', shutdown);
process.send({ type: 'ready', loadSeconds });
