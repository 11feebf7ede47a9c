// Customer register under load (issue #3): list first pages with each tool, card loads, CSV of all rows.
//
//   node bench/customers/generate.mjs && node bench/customers/load.mjs      (or: node bench/run.mjs customers)
//
// Starts the gateway (SEED=0) on the generated database, logs in as admin (restriction NONE), user-team (TEAM) and
// user-own (USER), and drives it: list pages with autocannon, 10 connections × BENCH_RATE requests per second each
// (default 2, i.e. 20 req/s, spread evenly) for BENCH_SECONDS (default 10) per case; card loads with 10 loaders ×
// BENCH_CARD_RATE cards per second (default 1: 10 cards, 100 requests per second); then the CSV of every row while
// sampling the gateway's VmRSS. p95 is computed from every response's latency. Writes bench/results/customers.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { backlogSql, busy } from '../background/backlog.mjs';
import { benchDatabase } from './generate.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 2);
const cardRate = Number(process.env.BENCH_CARD_RATE ?? 1);
const label = process.env.BENCH_LABEL ?? 'current';
// Cases to leave out (comma-separated names), e.g. one that does not finish at all before the fixes.
const skip = (process.env.BENCH_SKIP ?? '').split(',').filter(Boolean);
// BENCH_ONLY: run just these list cases (names as in listCases) and, when named, 'card' and 'csv'.
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name) => only.length === 0 || only.includes(name);
const helsinki = '00000000-0000-4000-8000-000000000101';
const vipTag = '00000000-0000-4000-a000-000000000101';
const ownerUser = '00000000-0000-4000-8000-000000001002';

const startGateway = async (databaseUrl) => {
  const port = 8700 + Math.floor(Math.random() * 500);
  // node --import tsx directly (not npx), so the child is the server: its RSS is measured and a kill stops it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEV_MAILBOX: '1', SEED: '0', DATABASE_URL: databaseUrl },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('gateway did not start');
};

const psql = (url, sql) => {
  const out = spawnSync('psql', [url, '-Atqc', sql], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${sql}: ${out.stderr}`);
  return out.stdout.trim();
};

/**
 * Steady state before measuring: the gateway's first start screens every customer (alerts) and scores every one
 * (risk), which rewrites each customer row once. Waits until every background job is done (bench/background/backlog.mjs:
 * the re-screen queue, customer events not yet followed, risk's full runs and queue, unpublished imports; three polls
 * in a row, at most 15 min); then, where the server runs without autovacuum (this machine's PostgreSQL has it off),
 * vacuums and analyses the customers schema as autovacuum would, so the figures are not those of stale statistics.
 */
const settle = async (url) => {
  const started = Date.now();
  let quiet = 0;
  while (quiet < 3 && Date.now() - started < 900_000) {
    await new Promise((r) => setTimeout(r, 1000));
    quiet = busy(JSON.parse(psql(url, `select row_to_json(b) from (${backlogSql}) b`))) ? 0 : quiet + 1;
  }
  const autovacuum = psql(url, 'show autovacuum') === 'on';
  if (!autovacuum) psql(url, 'vacuum (analyze) customers.customers, customers.customer_tags, customers.owners, customers.todos');
  return { settledSeconds: Math.round((Date.now() - started) / 1000), autovacuum, vacuumedByBench: !autovacuum };
};

const rssKB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const login = async (base, email) => {
  const response = await fetch(`${base}/api/v2.5/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Tunne-demo-2026' }),
  });
  const body = await response.json();
  if (!body.data?.jwt) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  const headers = { authorization: `Bearer ${body.data.jwt}`, 'x-access-token': body.data.jwt };
  return { email, headers };
};

const cannon = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

const percentiles = (latencies) => {
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  return { p50ms: at(0.5), p95ms: at(0.95), p99ms: at(0.99), maxms: at(1) };
};

/**
 * 10 autocannon connections at BENCH_RATE requests per second each, their schedules spread evenly over the interval
 * (one autocannon instance per connection, started 1/10 of the interval apart): an even stream of requests, not
 * ten at once at each tick. Latencies are collected per response, so p95 is exact.
 */
const evenLoad = async (url, headers) => {
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const step = 1000 / rate / 10;
  const runs = Array.from({ length: 10 }, (_, i) =>
    new Promise((r) => setTimeout(r, i * step)).then(() => {
      const instance = autocannon({ url, headers, duration: seconds, connections: 1, connectionRate: rate }, () => undefined);
      instance.on('response', (_client, status, _bytes, ms) => {
        latencies.push(ms);
        if (status < 200 || status > 299) non2xx += 1;
      });
      instance.on('reqError', () => {
        errors += 1;
      });
      return new Promise((resolve) => instance.on('done', resolve));
    }),
  );
  await Promise.all(runs);
  return { requests: latencies.length, ...percentiles(latencies), non2xx, errors };
};

const listCases = [
  ['no filter', ''],
  ['name=virta', 'name=virta'],
  ['name=4711 (few hits)', 'name=4711'],
  ['team', `team=${helsinki}`],
  ['tag', `tag=${vipTag}`],
  ['owner', `owner=${ownerUser}`],
  ['own=true', 'own=true'],
  ['risk=HIGH', 'risk=HIGH'],
  ['not_in_prepayment', 'not_in_prepayment=true'],
  ['kycclock_alarming', 'kycclock_alarming=true'],
  ['monitored=true', 'monitored=true'],
  ['sort=-created_at', 'sort=-created_at'],
  ['sort=city', 'sort=city'],
  ['sort=-riskscores_level', 'sort=-riskscores_level'],
];

const sections = ['tags', 'owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccountnumbers', 'linked_customers', 'todos', 'tasks'];

/** Card load: the card and its nine section calls issued together; latency of the slowest, per card. */
const cardLoad = async (base, headers, ids) => {
  const latencies = [];
  const ends = Date.now() + seconds * 1000;
  const workers = Array.from({ length: 10 }, async (_, w) => {
    await new Promise((r) => setTimeout(r, (w * 1000) / cardRate / 10));
    let i = w;
    while (Date.now() < ends) {
      const id = ids[i % ids.length];
      i += 10;
      const started = performance.now();
      const responses = await Promise.all(
        [`/api/v2.5/user/customers/${id}`, ...sections.map((s) => `/api/v2.5/user/customers/${id}/${s}`)].map((path) =>
          fetch(`${base}${path}`, { headers }).then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          }),
        ),
      );
      latencies.push(performance.now() - started);
      if (responses.some((status) => status !== 200)) throw new Error(`card ${id}: ${responses.join(',')}`);
      // 10 loaders × BENCH_CARD_RATE cards per second each, spread evenly (default 10 cards, 100 requests, per second).
      const wait = 1000 / cardRate - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  });
  await Promise.all(workers);
  return { cards: latencies.length, ...percentiles(latencies) };
};

const csvDownload = async (base, headers, pid) => {
  const temp = await fetch(`${base}/api/v2.5/user/auth`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ lifetime: 60 }),
  }).then((r) => r.json());
  const before = rssKB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKB(pid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${base}/api/v2.5/user/customers/csv?jwt=${encodeURIComponent(temp.data.jwt)}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssKB(pid));
  return { status: response.status, rows: lines - 1, megabytes: Math.round(bytes / 1e5) / 10, seconds: Math.round(ms / 10) / 100, rssBeforeMB: Math.round(before / 1024), rssPeakMB: Math.round(peak / 1024), rssGrowthMB: Math.round((peak - before) / 1024) };
};

const main = async () => {
  const { url } = benchDatabase();
  const gateway = await startGateway(url);
  const pid = gateway.child.pid;
  const steady = await settle(url);
  console.log(`settled after ${steady.settledSeconds} s (autovacuum ${steady.autovacuum ? 'on' : 'off: vacuumed by the bench'})`);
  const results = { date: new Date().toISOString(), label, node: process.version, database: url, connections: 10, steady, ratePerConnection: rate, cardsPerSecondPerLoader: cardRate, seconds, list: [], cards: [], csv: null };
  try {
    const users = [await login(gateway.base, 'admin@example.com'), await login(gateway.base, 'user-team@example.com'), await login(gateway.base, 'user-own@example.com')];
    // Warm-up: a few seconds of unfiltered lists.
    await cannon({ url: `${gateway.base}/api/v2.5/user/customers`, headers: users[0].headers, duration: 3, connections: 10 });
    for (const user of users) {
      for (const [name, query] of listCases) {
        const url = `${gateway.base}/api/v2.5/user/customers${query ? `?${query}` : ''}`;
        if (!wanted(name)) continue;
        if (skip.includes(name)) {
          results.list.push({ user: user.email, case: name, skipped: true });
          continue;
        }
        const check = await fetch(url, { headers: user.headers, signal: AbortSignal.timeout(60_000) }).then((r) => r.json());
        const row = { user: user.email, case: name, total: check.data?.total ?? null, ...(await evenLoad(url, user.headers)) };
        results.list.push(row);
        console.log(`list  ${user.email.padEnd(22)} ${name.padEnd(24)} total ${String(row.total).padStart(6)}  p50 ${row.p50ms} ms  p95 ${row.p95ms} ms  p99 ${row.p99ms} ms  non2xx ${row.non2xx}`);
      }
      if (!wanted('card')) continue;
      // Cards the user sees, spread over the list.
      const pages = await Promise.all([1, 40, 200, 400].map((page) =>
        fetch(`${gateway.base}/api/v2.5/user/customers?size=100&page=${page}`, { headers: user.headers }).then((r) => r.json())));
      const ids = pages.flatMap((p) => p.data?.items ?? []).map((item) => item.id);
      const card = { user: user.email, ...(await cardLoad(gateway.base, user.headers, ids)) };
      results.cards.push(card);
      console.log(`card  ${user.email.padEnd(22)} ${card.cards} cards  p50 ${card.p50ms} ms  p95 ${card.p95ms} ms  p99 ${card.p99ms} ms`);
    }
    if (wanted('csv')) results.csv = await csvDownload(gateway.base, users[0].headers, pid);
    if (results.csv) console.log(`csv   admin: ${results.csv.rows} rows, ${results.csv.megabytes} MB in ${results.csv.seconds} s, RSS ${results.csv.rssBeforeMB} → ${results.csv.rssPeakMB} MB (+${results.csv.rssGrowthMB} MB)`);
  } finally {
    gateway.child.kill('SIGTERM');
  }
  if (only.length > 0) {
    console.log('BENCH_ONLY: a partial run, no budgets and no results file');
    return;
  }
  const worstList = Math.max(...results.list.filter((r) => !r.skipped).map((r) => r.p95ms));
  const worstCard = Math.max(...results.cards.map((r) => r.p95ms));
  results.budgets = {
    listFirstPageP95: { budgetMs: 50, reachedMs: worstList, met: worstList <= 50 && skip.length === 0 && results.list.every((r) => r.non2xx === 0 && r.errors === 0) },
    csv: { budgetSeconds: 10, reachedSeconds: results.csv.seconds, budgetGrowthMB: 100, reachedGrowthMB: results.csv.rssGrowthMB,
      met: results.csv.status === 200 && results.csv.seconds <= 10 && results.csv.rssGrowthMB <= 100 },
    cardP95: { budgetMs: 50, reachedMs: worstCard, met: worstCard <= 50 },
  };
  console.log(JSON.stringify(results.budgets, null, 2));
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', label === 'current' ? 'customers.json' : `customers-${label}.json`), `${JSON.stringify(results, null, 2)}\n`);
};

await main();
