// Sanction and PEP screening end to end (issue #4, "Measured, in bench/"): 100,000 customers with 5 related persons
// each in PostgreSQL, the alerts service's own first-start list import and screening consumer, alerts stored.
//
//   node --expose-gc bench/alerts/rescreen.mjs   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//                                                  BENCH_DB, default tunne_bench_alerts, dropped at the end unless
//                                                  BENCH_KEEP=1; BENCH_CUSTOMERS, default 100,000; BENCH_HIT_SHARE,
//                                                  default 0.005; BENCH_EVENTS, default 10,000)
//
// 1. A fresh database with every migration, the demo seed and the generated register of bench/customers/generate.mjs;
//    then a share of all screened names (customers and related persons) is replaced by names of the real sanction
//    lists in the shared data folder (read from there, never copied), with the list's birth date and nationality, so
//    that there are real hits among the generated Nordic names.
// 2. First start: startAlertsService imports the list folders (as the gateway does at first start), loads the index
//    and starts its scheduled consumer, which queues every organisation and screens the whole register.
// 3. Re-screen: a new version of the UN list is stored (what a download or a folder refresh does); the consumer notices
//    the new list set on its next cycle and screens every customer again, keeping the alerts that still match.
// 4. Event path: BENCH_EVENTS owners renamed by the app role (1 % to a listed name) in transactions of 100; time until
//    the consumer's cursor has passed every event.
// During 2 and 3 a probe calls the alerts API in the same process every 25 ms (the alert list's first page and one
// customer's alerts), as the embedded gateway would serve them; the process's RSS is sampled every 50 ms.
// Output: bench/results/alerts.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { generateSql } from '../customers/generate.mjs';
import { random } from '../screening/names.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = process.env.BENCH_DB ?? 'tunne_bench_alerts';
const url = server.replace(/\/[^/]*$/, `/${name}`);
const count = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const hitShare = Number(process.env.BENCH_HIT_SHARE ?? 0.005);
const eventCount = Number(process.env.BENCH_EVENTS ?? 10_000);
const keep = process.env.BENCH_KEEP === '1';
process.env.LOG_LEVEL ??= 'warn';

const { allMigrations, seedDemo } = await tsImport('../../services/gateway/src/boot.ts', import.meta.url);
const { connectDatabase, migrate, createTokenService } = await tsImport('@tunne/platform', import.meta.url);
const { createAlertsApp, defaultListFolders, sharedDataDir, startAlertsService } = await tsImport('@tunne/alerts', import.meta.url);
const { customersPorts } = await tsImport('@tunne/customers', import.meta.url);
const { storeParsedList } = await tsImport('../../services/alerts/src/lists/store.ts', import.meta.url);
const { importListsFromDirectory, selectLatestLists } = await tsImport('@tunne/screening', import.meta.url);
const { demoOrganisations, demoUsers } = await tsImport('@tunne/contracts', import.meta.url);

const demo = demoOrganisations.demo.id;
const seconds = (ms) => Math.round(ms / 100) / 10;
const mb = (bytes) => Math.round(bytes / 1024 / 1024);
/** The JS heap still in use after a full collection (with --expose-gc): what the phase left behind. */
const heapAfterGc = () => {
  globalThis.gc?.();
  return mb(process.memoryUsage().heapUsed);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};
const psql = (statement) => {
  const out = spawnSync('psql', [server, '-qc', statement], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${statement}: ${out.stderr}`);
};

/** The newest version of every sanction list in the shared data folder, parsed by the engine's own importers. */
const sanctionLists = async () => selectLatestLists((await importListsFromDirectory(join(sharedDataDir(), 'sanctions'))).lists);

/** A listed name to put into the register, with what the list says of birth date and nationality. */
const listedNames = (lists, seed) => {
  const rnd = random(seed);
  const entities = lists.flatMap((l) => l.entities);
  const persons = entities.filter((e) => e.kind === 'PERSON');
  const organisations = entities.filter((e) => e.kind === 'ORGANIZATION');
  const pick = (pool) => {
    const e = pool[Math.floor(rnd() * pool.length)];
    const dob = e.birthDates.find((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)) ?? null;
    // The register keeps ISO codes only; a list's 'Pakistani' stays out.
    return { name: e.name, dob, nationality: e.nationalities.find((n) => /^[A-Z]{2}$/.test(n)) ?? null };
  };
  return { person: () => pick(persons), organisation: () => pick(organisations) };
};

/** Replaces a share of the screened names with listed ones (as the owner with triggers off: no customer events). */
const plantListedNames = async (db, lists) => {
  const names = listedNames(lists, 20261123);
  const rnd = random(4711);
  const planted = {};
  await db.owner.begin(async (sql) => {
    await sql`set local session_replication_role = replica`;
    const customers = await sql`select id, type from customers.customers where organisations_id = ${demo} order by id`;
    const chosen = customers.filter(() => rnd() < hitShare).map((c) => ({ id: c.id, ...(c.type === 'business' ? names.organisation() : names.person()) }));
    await sql`update customers.customers c set name = v.name, ssn = case when c.type = 'person' then null else c.ssn end,
        nationality = case when c.type = 'person' then coalesce(v.nationality, c.nationality) else c.nationality end
      from unnest(${chosen.map((c) => c.id)}::uuid[], ${chosen.map((c) => c.name)}::text[], ${chosen.map((c) => c.nationality)}::text[]) v(id, name, nationality)
      where c.id = v.id`;
    planted.customers = chosen.length;
    for (const table of ['owners', 'actualbeneficiaries', 'responsiblepersons', 'peps']) {
      const personOnly = table === 'owners' ? sql`and type = 'person'` : sql``;
      // In register order (the records' own ids are random), so that every run plants the same names on the same people.
      const rows = await sql`select id from ${sql('customers.' + table)} where organisations_id = ${demo} ${personOnly} order by customers_id, name, id`;
      const picked = rows.filter(() => rnd() < hitShare).map((r) => ({ id: r.id, ...names.person() }));
      const ids = picked.map((p) => p.id);
      const listed = picked.map((p) => p.name);
      if (table === 'peps') {
        await sql`update customers.peps p set name = v.name from unnest(${ids}::uuid[], ${listed}::text[]) v(id, name) where p.id = v.id`;
      } else {
        // An owner person must keep an identity code; the birth date on the record is what screening reads first.
        await sql`update ${sql('customers.' + table)} r set name = v.name, ssn = case when ${table} = 'owners' then r.ssn end,
            dob = v.dob, nationality = coalesce(v.nationality, r.nationality)
          from unnest(${ids}::uuid[], ${listed}::text[], ${picked.map((p) => p.dob)}::date[], ${picked.map((p) => p.nationality)}::text[]) v(id, name, dob, nationality)
          where r.id = v.id`;
      }
      planted[table] = picked.length;
    }
  });
  return planted;
};

const prepare = async (lists) => {
  const started = Date.now();
  for (const statement of [`drop database if exists ${name} with (force)`, `create database ${name}`]) psql(statement);
  const db = connectDatabase({ ownerUrl: url, embedded: false });
  await migrate(db.owner, allMigrations);
  await seedDemo(db);
  await db.owner.begin(async (sql) => {
    await sql`set local session_replication_role = replica`;
    await sql.unsafe(generateSql(count));
  });
  const planted = await plantListedNames(db, lists);
  await db.owner.unsafe('vacuum analyze');
  const [sizes] = await db.owner`select (select count(*) from customers.customers)::int as customers,
      ((select count(*) from customers.owners) + (select count(*) from customers.actualbeneficiaries)
        + (select count(*) from customers.peps) + (select count(*) from customers.responsiblepersons))::int as related`;
  return { db, prepared: { seconds: seconds(Date.now() - started), ...sizes, names: sizes.customers + sizes.related, planted } };
};

/** Samples this process's resident set every 50 ms; `take()` gives the peak since the last take. */
const rssSampler = () => {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    take: () => {
      const value = Math.max(peak, process.memoryUsage().rss);
      peak = 0;
      return mb(value);
    },
    stop: () => clearInterval(timer),
  };
};

/** Calls the alerts API every 25 ms until stopped: the first page of open alerts and one customer's alerts in turn. */
const apiProbe = (app, token, customerIds) => {
  const latencies = [];
  let running = true;
  let failures = 0;
  const call = async (path) => {
    const started = performance.now();
    const response = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) failures += 1;
    return performance.now() - started;
  };
  const done = (async () => {
    for (let i = 0; running; i += 1) {
      const path = i % 2 === 0 ? '/api/v2.5/user/alerts?view=open&size=50' : `/api/v2.5/user/customers/${customerIds[(i * 7) % customerIds.length]}/alerts`;
      latencies.push(await call(path));
      await sleep(25);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { calls: latencies.length, failures, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: percentile(latencies, 100) };
    },
  };
};

/** Resolves when the consumer has taken up a list set other than `previousKey` and worked through the re-screen queue. */
const rescreenDone = async (db, runtime, previousKey, timeoutMs = 30 * 60_000) => {
  const until = Date.now() + timeoutMs;
  let lastReport = Date.now();
  for (;;) {
    const [state] = await db.owner`select lists_key,
        (select count(*) from alerts.rescreen_queue)::int as queued,
        (select count(*) from customers.customers c where c.id <= (select after_id from alerts.rescreen_queue order by requested_at limit 1))::int as screened
      from alerts.consumer_state where name = 'customers'`;
    if (runtime.key && runtime.key !== previousKey && state?.lists_key === runtime.key && state.queued === 0) return;
    if (Date.now() - lastReport > 15_000) {
      console.log(JSON.stringify({ waiting: 'rescreen', queued: state?.queued, screened: state?.screened }));
      lastReport = Date.now();
    }
    if (Date.now() > until) throw new Error('re-screen did not finish');
    await sleep(200);
  }
};

const alertCounts = async (db) => {
  const [row] = await db.owner`select count(*)::int as alerts, count(distinct customers_id)::int as customers,
      count(*) filter (where type = 'SANCTION')::int as sanction, count(*) filter (where type = 'PEP')::int as pep,
      count(*) filter (where target <> 'customer')::int as on_related
    from alerts.alerts where superseded_at is null`;
  return row;
};

/** BENCH_EVENTS owners renamed by the app role in transactions of 100; 1 % of them to a listed name. */
const eventPath = async (db, lists) => {
  const names = listedNames(lists, 99);
  const owners = await db.owner`select id from customers.owners where organisations_id = ${demo} and type = 'person'
    order by id desc limit ${eventCount}`;
  const [before] = await db.owner`select count(*)::int as n from alerts.alerts where superseded_at is null`;
  const tenancy = { organisationsId: demo, usersId: demoUsers.admin.id, restrictiontype: 'NONE', teamIds: [] };
  const started = Date.now();
  for (let i = 0; i < owners.length; i += 100) {
    const part = owners.slice(i, i + 100);
    const renamed = part.map((o, j) => ((i + j) % 100 === 0 ? names.person().name : `Uusi Omistaja ${i + j}`));
    await db.tx(tenancy, (tx) => tx`update customers.owners o set name = v.name
      from unnest(${part.map((o) => o.id)}::uuid[], ${renamed}::text[]) v(id, name) where o.id = v.id`);
  }
  const written = Date.now();
  for (;;) {
    const [row] = await db.owner`select count(*)::int as left from customers.events e, alerts.consumer_state s
      where s.name = 'customers' and (e.xid::text::bigint, e.id) > (s.last_xid, s.last_id)`;
    if (row.left === 0) break;
    if (Date.now() - started > 10 * 60_000) throw new Error('events did not drain');
    await sleep(100);
  }
  const drained = Date.now();
  const [after] = await db.owner`select count(*)::int as n from alerts.alerts where superseded_at is null`;
  return {
    changes: owners.length,
    transactions: Math.ceil(owners.length / 100),
    writeSeconds: seconds(written - started),
    drainSeconds: seconds(drained - started),
    drainAfterLastWriteSeconds: seconds(drained - written),
    eventsPerSecond: Math.round(owners.length / ((drained - started) / 1000)),
    alertsBefore: before.n,
    alertsAfter: after.n,
  };
};

const main = async () => {
  const lists = await sanctionLists();
  const { db, prepared } = await prepare(lists);
  console.log(JSON.stringify({ prepared }));
  const sampler = rssSampler();
  const tokens = createTokenService({ secret: 'b'.repeat(40) });
  const principal = { usersId: demoUsers.admin.id, organisationsId: demo, isAdmin: true, restrictiontype: 'NONE', teamIds: [], features: ['use_alerts', 'use_queries'] };
  const token = await tokens.sign({ sub: principal.usersId, org: demo, typ: 'session', sid: 'bench' }, 3600);
  const resolvePrincipal = async (claims) => ({ ...principal, sessionId: claims.sid, tokenType: claims.typ });
  const probeIds = (await db.owner`select id from customers.customers where organisations_id = ${demo} order by id limit 2000`).map((r) => r.id);
  const result = { date: new Date().toISOString().slice(0, 10), database: 'PostgreSQL (local)', node: process.version, prepared };
  let service;
  try {
    const heapBefore = heapAfterGc();
    const rssBefore = mb(process.memoryUsage().rss);
    sampler.take();

    // 2. First start: list import, index, and the first screening of the whole register.
    let started = Date.now();
    service = await startAlertsService(db, customersPorts(db), { listFolders: defaultListFolders() });
    const importSeconds = seconds(Date.now() - started);
    const { app } = createAlertsApp({ db, tokens, resolvePrincipal, runtime: service.runtime });
    let probe = apiProbe(app, token, probeIds);
    await rescreenDone(db, service.runtime, '');
    result.firstStart = {
      listImportAndIndexSeconds: importSeconds,
      listEntities: service.runtime.size,
      screenSeconds: seconds(Date.now() - started) - importSeconds,
      totalSeconds: seconds(Date.now() - started),
      alerts: await alertCounts(db),
      api: await probe.stop(),
      rssBeforeMB: rssBefore,
      rssPeakMB: sampler.take(),
      heapBeforeMB: heapBefore,
      heapAfterGcMB: heapAfterGc(),
    };
    result.firstStart.namesPerSecond = Math.round(prepared.names / result.firstStart.screenSeconds);
    console.log(JSON.stringify({ firstStart: result.firstStart }));

    // 3. A new list version: the full re-screen as production runs it.
    const un = lists.find((l) => l.source === 'UN');
    const previousKey = service.runtime.key;
    started = Date.now();
    probe = apiProbe(app, token, probeIds);
    await storeParsedList(db, { ...un, fileHash: `bench-${started}`, publishedAt: new Date().toISOString() }, 'folder');
    await rescreenDone(db, service.runtime, previousKey);
    const rescreenSeconds = seconds(Date.now() - started);
    result.rescreen = {
      trigger: 'new UN list version stored',
      seconds: rescreenSeconds,
      namesPerSecond: Math.round(prepared.names / rescreenSeconds),
      customersPerSecond: Math.round(prepared.customers / rescreenSeconds),
      budgetSeconds: 300,
      met: rescreenSeconds <= 300,
      alerts: await alertCounts(db),
      api: await probe.stop(),
      rssPeakMB: sampler.take(),
      heapAfterGcMB: heapAfterGc(),
    };
    console.log(JSON.stringify({ rescreen: result.rescreen }));

    // Idle API latency for comparison.
    probe = apiProbe(app, token, probeIds);
    await sleep(5000);
    result.apiIdle = await probe.stop();

    // 4. Event path.
    result.events = { ...(await eventPath(db, lists)), rssPeakMB: sampler.take() };
    console.log(JSON.stringify({ events: result.events }));
  } finally {
    sampler.stop();
    service?.stop();
    await db.close();
    if (!keep) psql(`drop database if exists ${name} with (force)`);
  }
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(join(here, '..', 'results'), { recursive: true });
  writeFileSync(join(here, '..', 'results', 'alerts.json'), `${JSON.stringify(result, null, 2)}\n`);
};

await main();
