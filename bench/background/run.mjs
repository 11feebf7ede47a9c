// Background work yields to people (issue 12 §10): the interactive p95 (the customer list's first page, a customer
// card with its sections) while nothing runs, then during a full re-screen and rescoring of a large organisation,
// on PostgreSQL and on the embedded PGlite. Budget: during ≤ 2 × quiet.
//
//   node bench/background/run.mjs            (or: node bench/run.mjs background)
//
// PostgreSQL (local, BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): a fresh database
// tunne_bench_background (BENCH_DB) with the generated register of bench/customers/generate.mjs (BENCH_CUSTOMERS,
// default 100,000 customers, 5 related persons each; BENCH_REUSE=1 takes the one left by an earlier run). PGlite: a fresh data folder loaded with BENCH_EMBEDDED_CUSTOMERS
// (default 20,000: the embedded database screens and scores one query at a time, so a first start on 100,000 takes
// the better part of an hour on this machine). BENCH_TARGETS=postgres,embedded chooses.
//
// For each: start the gateway as a first start would (bench/background/server.mjs: the gateway of main.ts, plus an
// IPC channel for the backlog and the trigger), wait until every background job is done (the re-screen queue, customer
// events not yet followed by alerts or risk, risk's full runs and queue, unpublished imports), vacuum, then
// BENCH_PEOPLE people (default 3) each load the list's first page and a card (the card and its nine sections at once;
// the slowest counts), with BENCH_THINK_MS (default 300) between, as admin@example.com: BENCH_SECONDS (default 20) quiet,
// then from a full re-screen + rescoring of Demo Oy until the backlog is empty again (or BENCH_DURING_SECONDS). Writes
// bench/results/background.json; exits 1 when a ratio is over budget.
import { fork, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase } from '../customers/generate.mjs';
import { busy } from './backlog.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const people = Number(process.env.BENCH_PEOPLE ?? 3);
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 300);
const settleMaxSeconds = Number(process.env.BENCH_SETTLE_MAX ?? 3600);
// BENCH_DURING_SECONDS: measure only this long into the re-screen and rescoring (the rest is not waited for).
const duringSeconds = Number(process.env.BENCH_DURING_SECONDS ?? 0);
const targets = (process.env.BENCH_TARGETS ?? 'postgres,embedded').split(',').filter(Boolean);
const budget = 2;
const sections = ['tags', 'owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccountnumbers', 'linked_customers', 'todos', 'tasks'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const startServer = async (env) => {
  const port = 8700 + Math.floor(Math.random() * 500);
  const child = fork(join(root, 'bench', 'background', 'server.mjs'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEV_MAILBOX: '1', SEED: '0', ...env },
  });
  let next = 0;
  const waiting = new Map();
  const ready = new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.type === 'ready') resolve(message);
      const pending = waiting.get(message.id);
      if (!pending) return;
      waiting.delete(message.id);
      if (message.error) pending.reject(new Error(message.error));
      else pending.resolve(message);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const ask = (type) => new Promise((resolve, reject) => {
    next += 1;
    waiting.set(next, { resolve, reject });
    child.send({ id: next, type });
  });
  const { loadSeconds } = await ready;
  return { base: `http://127.0.0.1:${port}`, ask, loadSeconds, stop: () => new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  }) };
};


/** Until every background job is done (three polls in a row with nothing left). */
const settle = async (server) => {
  const started = Date.now();
  let quiet = 0;
  let last = null;
  while (quiet < 3) {
    if (Date.now() - started > settleMaxSeconds * 1000) throw new Error(`not settled after ${settleMaxSeconds} s: ${JSON.stringify(last)}`);
    await sleep(1000);
    last = (await server.ask('backlog')).backlog;
    quiet = busy(last) ? 0 : quiet + 1;
  }
  return { seconds: Math.round((Date.now() - started) / 1000) - 3, alerts: last.alerts, scored: last.scored };
};

const login = async (base) => {
  const response = await fetch(`${base}/api/v2.5/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Tunne-demo-2026' }),
  });
  const body = await response.json();
  if (!body.data?.jwt) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  return { authorization: `Bearer ${body.data.jwt}`, 'x-access-token': body.data.jwt };
};

const timed = async (fn) => {
  const started = performance.now();
  await fn();
  return performance.now() - started;
};

const get = async (url, headers) => {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await response.arrayBuffer();
};

/** BENCH_PEOPLE loops of list page, think, card, think, until stop() resolves; latencies per kind. */
const probe = async (base, headers, ids, until) => {
  const list = [];
  const card = [];
  let stopped = false;
  void until.then(() => {
    stopped = true;
  });
  let n = 0;
  const person = async (offset) => {
    await sleep(offset);
    while (!stopped) {
      list.push(await timed(() => get(`${base}/api/v2.5/user/customers?size=50`, headers)));
      await sleep(thinkMs);
      const id = ids[n++ % ids.length];
      card.push(await timed(() => Promise.all([`/api/v2.5/user/customers/${id}`, ...sections.map((s) => `/api/v2.5/user/customers/${id}/${s}`)]
        .map((path) => get(`${base}${path}`, headers)))));
      await sleep(thinkMs);
    }
  };
  await Promise.all(Array.from({ length: people }, (_, i) => person((i * 2 * thinkMs) / people)));
  return { list: percentiles(list), card: percentiles(card) };
};

const percentiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  return { requests: sorted.length, p50ms: at(0.5), p95ms: at(0.95), maxms: at(1) };
};

const measure = async (label, env) => {
  const server = await startServer(env);
  try {
    console.log(`${label}: gateway up${server.loadSeconds ? ` (register loaded in ${Math.round(server.loadSeconds)} s)` : ''}; first start: waiting for screening and scoring`);
    const firstStart = await settle(server);
    await server.ask('vacuum');
    console.log(`${label}: settled after ${firstStart.seconds} s (${firstStart.alerts} alerts, ${firstStart.scored} scored)`);
    const headers = await login(server.base);
    const pages = await Promise.all([1, 2, 3, 4].map((page) =>
      fetch(`${server.base}/api/v2.5/user/customers?size=100&page=${page * 7}`, { headers }).then((r) => r.json())));
    const ids = pages.flatMap((p) => p.data?.items ?? []).map((item) => item.id);
    await probe(server.base, headers, ids, sleep(3000)); // warm-up
    const quiet = await probe(server.base, headers, ids, sleep(seconds * 1000));
    console.log(`${label}: quiet ${JSON.stringify(quiet)}`);
    await server.ask('rescreen-and-rescore');
    const started = Date.now();
    const done = duringSeconds > 0 ? sleep(duringSeconds * 1000).then(async () => (await server.ask('backlog')).backlog) : settle(server);
    const during = await probe(server.base, headers, ids, done);
    const background = { seconds: Math.round((Date.now() - started) / 1000), finished: duringSeconds === 0, ...(await done) };
    console.log(`${label}: during (${background.seconds} s) ${JSON.stringify(during)}`);
    const ratio = {
      list: Math.round((during.list.p95ms / quiet.list.p95ms) * 100) / 100,
      card: Math.round((during.card.p95ms / quiet.card.p95ms) * 100) / 100,
    };
    return { label, firstStart, quiet, during, background, ratio, withinBudget: ratio.list <= budget && ratio.card <= budget };
  } finally {
    await server.stop();
  }
};

const results = { date: new Date().toISOString(), node: process.version, people, thinkMs, seconds, budget, runs: [] };
if (targets.includes('postgres')) {
  const { name, url } = benchDatabase();
  const db = process.env.BENCH_DB ? name : 'tunne_bench_background';
  // BENCH_REUSE=1: the database of an earlier run (kept with BENCH_KEEP=1, or left by a run that was stopped).
  if (!process.env.BENCH_REUSE) {
    const out = spawnSync(process.execPath, [join(root, 'bench', 'customers', 'generate.mjs')], {
      cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_DB: db },
    });
    if (out.status !== 0) throw new Error('bench/customers/generate.mjs failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'tunne-bench-bg-'));
  try {
    results.runs.push(await measure('PostgreSQL', { DATABASE_URL: url.replace(/\/[^/]*$/, `/${db}`), DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_KEEP) spawnSync('psql', [benchDatabase().server, '-qc', `drop database if exists ${db} with (force)`]);
  }
}
if (targets.includes('embedded')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tunne-bench-bg-'));
  try {
    results.runs.push(await measure('PGlite', {
      DATABASE_URL: '', DATA_DIR: dataDir, BENCH_EMBEDDED_CUSTOMERS: process.env.BENCH_EMBEDDED_CUSTOMERS ?? '20000',
    }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'background.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results.runs.map(({ label, quiet, during, ratio, background }) => ({ label, quiet, during, ratio, background })), null, 2));
process.exit(results.runs.every((run) => run.withinBudget) ? 0 : 1);
