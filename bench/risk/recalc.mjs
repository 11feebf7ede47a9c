// Risk score recalculation at 100,000 customers (issue #5): after a settings change every customer of the
// organisation is scored again in the background; the budget is ≤ 2 min, without blocking the API.
//
//   node bench/risk/recalc.mjs        (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//                                      BENCH_DB name, default tunne_bench_risk; BENCH_CUSTOMERS count, default 100,000;
//                                      BENCH_REUSE=1 keeps an already generated database)
//
// 1. A fresh database with the customers' and risk's migrations, the demo register and questionnaire, and the
//    generated customers of bench/customers/generate.mjs (5 related persons each, a PEP for every fourth), plus
//    background answers for every tenth customer.
// 2. The first full run (every customer scored, levels written to the register), as the risk job does at first start.
// 3. The measured run: an admin saves new settings through the API (PUT /admin/riskscoresettings answers at once),
//    then the job works through the run the way the scheduled job does (batches of fullRunBatchSize, paced), while a probe
//    calls the API every 25 ms in the same process (GET a customer's score, GET the questions) and records latency.
// Output: bench/results/risk.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { generateSql } from '../customers/generate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = process.env.BENCH_DB ?? 'tunne_bench_risk';
const url = server.replace(/\/[^/]*$/, `/${name}`);
const count = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const reuse = process.env.BENCH_REUSE === '1';

const { connectDatabase, migrate, createTokenService } = await tsImport('@tunne/platform', import.meta.url);
const { customersMigrations, customersPorts, seedCustomers } = await tsImport('@tunne/customers', import.meta.url);
const { riskMigrations, seedRisk, createRiskApp, riskDepsOf } = await tsImport('../../services/risk/src/index.ts', import.meta.url);
const { processFullRuns } = await tsImport('../../services/risk/src/jobs/full-runs.ts', import.meta.url);
const { demoOrganisations, demoUsers } = await tsImport('@tunne/contracts', import.meta.url);

const demo = demoOrganisations.demo.id;
const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

const prepare = async () => {
  if (!reuse) {
    for (const statement of [`drop database if exists ${name} with (force)`, `create database ${name}`]) {
      const out = spawnSync('psql', [server, '-qc', statement], { encoding: 'utf8' });
      if (out.status !== 0) throw new Error(`${statement}: ${out.stderr}`);
    }
  }
  const db = connectDatabase({ ownerUrl: url, embedded: false, max: 10 });
  if (reuse) return db;
  const started = Date.now();
  await migrate(db.owner, [customersMigrations, riskMigrations]);
  await seedCustomers(db);
  await seedRisk(db);
  await db.owner.begin(async (sql) => {
    await sql`set local session_replication_role = replica`;
    await sql.unsafe(generateSql(count));
    // Background answers for every tenth generated customer: yes (10 points) or no, a checkbox for some.
    await sql`insert into risk.customers (organisations_id, customers_id, users_id, teams_id, is_removed)
      select organisations_id, id, users_id, teams_id, is_removed from customers.customers where organisations_id = ${demo}`;
    await sql`insert into risk.answers (organisations_id, customers_id, riskquestions_id, question, type, answer, points, description)
      select c.organisations_id, c.id, q.id, q.question, q.type, case when n % 20 = 0 then '"yes"'::jsonb else '"no"'::jsonb end,
             case when n % 20 = 0 then q.points_yes else q.points_no end, case when n % 20 = 0 then 'Generoitu' end
        from (select organisations_id, id, row_number() over (order by id) as n from customers.customers where organisations_id = ${demo}) c
        join risk.questions q on q.organisations_id = c.organisations_id and q.type = 'YESNO' and q.conditional_riskquestions_id is null
       where c.n % 10 = 0`;
  });
  await db.owner.unsafe('vacuum analyze');
  console.log(JSON.stringify({ generatedSeconds: (Date.now() - started) / 1000 }));
  return db;
};

/** Drives the run like the scheduled job: slices of 10 s, 1 s apart at most (here: back to back). */
const runToEnd = async (deps) => {
  let total = 0;
  for (;;) {
    const n = await processFullRuns(deps, { budgetMs: 10_000 });
    total += n;
    const [run] = await deps.db.tx({ organisationsId: demo }, (tx) => tx`select finished_at from risk.recalc_runs`);
    if (!run || run.finished_at) return total;
  }
};

const main = async () => {
  const db = await prepare();
  const customers = customersPorts(db);
  const deps = riskDepsOf({ db, customers });
  const tokens = createTokenService({ secret: 'b'.repeat(40) });
  const principal = { usersId: demoUsers.admin.id, organisationsId: demo, isAdmin: true, restrictiontype: 'NONE', teamIds: [] };
  const { app } = createRiskApp({ db, customers, tokens, resolvePrincipal: async (claims) => ({ ...principal, sessionId: claims.sid, tokenType: claims.typ }) });
  const token = await tokens.sign({ sub: principal.usersId, org: demo, typ: 'session', sid: 'bench' }, 3600);
  const call = async (path, method = 'GET', body) => {
    const started = performance.now();
    const response = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = await response.json();
    if (!json.status) throw new Error(`${method} ${path}: ${JSON.stringify(json.errors)}`);
    return { ms: performance.now() - started, data: json.data };
  };
  const ids = (await db.owner`select id from customers.customers where organisations_id = ${demo} order by id limit 2000`).map((r) => r.id);

  // 2. First scoring of the whole register.
  await db.tx({ organisationsId: demo }, (tx) => tx`insert into risk.recalc_runs (cause) values ('FIRST')
    on conflict (organisations_id) do update set generation = risk.recalc_runs.generation + 1, after_id = null, processed = 0, finished_at = null`);
  let started = Date.now();
  const first = await runToEnd(deps);
  const firstSeconds = (Date.now() - started) / 1000;
  console.log(JSON.stringify({ firstRun: first, seconds: firstSeconds }));

  // Idle API latency for comparison.
  const idle = [];
  for (let i = 0; i < 200; i += 1) idle.push((await call(`/api/v2.5/user/customers/${ids[i % ids.length]}/riskscores`)).ms);

  // 3. Settings change, then the run, with the API probed meanwhile.
  const save = await call('/api/v2.5/admin/riskscoresettings', 'PUT', { points_pep: 25, countries: 'SE\nNO', points_country: 15, limit_regular: 15 });
  const latencies = [];
  let probing = true;
  const probe = (async () => {
    let i = 0;
    while (probing) {
      const path = i % 2 === 0 ? `/api/v2.5/user/customers/${ids[(i * 7) % ids.length]}/riskscores` : '/api/v2.5/user/riskquestions';
      latencies.push((await call(path)).ms);
      i += 1;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  started = Date.now();
  const recalculated = await runToEnd(deps);
  const seconds = (Date.now() - started) / 1000;
  probing = false;
  await probe;
  const [stats] = await db.owner`select
      (select count(*) from risk.score_history where organisations_id = ${demo})::int as history_rows,
      (select count(*) from customers.customers where organisations_id = ${demo} and riskscores_level = 'HIGH')::int as high,
      (select count(*) from customers.customers where organisations_id = ${demo} and riskscores_level = 'REGULAR')::int as regular,
      (select count(*) from customers.customers where organisations_id = ${demo} and riskscores_level = 'LOW')::int as low`;
  const result = {
    date: new Date().toISOString().slice(0, 10),
    database: 'PostgreSQL (local)',
    customers: recalculated,
    firstRun: { customers: first, seconds: firstSeconds },
    settingsSaveMs: Math.round(save.ms),
    recalculation: { seconds, perSecond: Math.round(recalculated / seconds), budgetSeconds: 120, met: seconds <= 120 },
    apiDuringRun: { requests: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: percentile(latencies, 100) },
    apiIdle: { requests: idle.length, p50: percentile(idle, 50), p95: percentile(idle, 95), max: percentile(idle, 100) },
    levels: stats,
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(join(here, '..', 'results'), { recursive: true });
  writeFileSync(join(here, '..', 'results', 'risk.json'), `${JSON.stringify(result, null, 2)}\n`);
  await db.close();
};

await main();
