// Benchmarks for the foundation (issue #2). Run: npm run bench  (or: node bench/run.mjs [build] [api])
// The customer register at 100,000 customers (issue #3) only when asked: node bench/run.mjs customers
// Screening end to end at 100,000 customers (issue #4) only when asked: node bench/run.mjs alerts
// What the browser downloads per route (issue #12) only when asked: node bench/run.mjs delivery
// An authenticated read against a bare app doing the same database work (issue #12 §9): node bench/run.mjs auth-read
// Interactive latency during a full re-screen and rescoring (issue #12 §10) only when asked: node bench/run.mjs background
// 1,000 requests sent and answered while the register is read (issue #13) only when asked: node bench/run.mjs outbound
// A full customer card complete in the browser on the embedded database (issue #26): node bench/run.mjs card
// Writes bench/results/latest.json; the figures reached are written down in bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { cannon, login, startGateway, summary } from './gateway.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
const results = { date: new Date().toISOString(), node: process.version };

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const buildFigures = () => {
  const figures = {};
  for (const app of ['shell', 'mf-customers']) {
    const started = Date.now();
    const out = spawnSync('npm', ['run', 'build', '-w', app], { cwd: root, stdio: 'ignore' });
    if (out.status !== 0) throw new Error(`build of ${app} failed`);
    figures[app] = { buildSeconds: (Date.now() - started) / 1000 };
  }
  // Shell initial JS: the scripts index.html loads before any remote is activated.
  const shellDist = join(root, 'shell', 'dist');
  const html = readFileSync(join(shellDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1].replace(/^\/app\//, ''));
  figures.shell.entryJsGzipKB = kb(scripts.reduce((sum, s) => sum + gz(join(shellDist, s)), 0));
  const remoteDist = join(root, 'mf-customers', 'dist');
  const walk = (dir) => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
  const remoteJs = walk(remoteDist).filter((f) => f.endsWith('.js'));
  figures['mf-customers'].totalJsGzipKB = kb(remoteJs.reduce((sum, f) => sum + gz(f), 0));
  return figures;
};

/** Every JS file the browser fetches to show the login page (entry + the chunks it loads at once), gzipped. */
const shellInitialJs = async () => {
  const { chromium } = await import('@playwright/test');
  const gateway = await startGateway({ DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'tunne-bench-')) });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const files = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) files.push(path);
    });
    await page.goto(`${gateway.base}/app/`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    const local = (path) => join(root, 'shell', 'dist', path.replace(/^\/app\//, ''));
    return { initialJsGzipKB: kb(files.reduce((sum, f) => sum + gz(local(f)), 0)), initialScripts: files.length };
  } finally {
    await browser.close();
    gateway.stop();
  }
};

const apiFigures = async (label, env) => {
  const gateway = await startGateway(env);
  try {
    const jwt = await login(gateway.base, 'user@example.com');
    const headers = { authorization: `Bearer ${jwt}`, 'x-access-token': jwt };
    await cannon({ url: `${gateway.base}/api/v3/users/current`, headers, duration: 3, connections: 10 }); // warm-up
    // 10 connections × 20 req/s: an even 200 req/s (overallRate sends bursts at each second's start).
    const fixed = await cannon({ url: `${gateway.base}/api/v3/users/current`, headers, duration: 15, connections: 10, connectionRate: 20 });
    const max = await cannon({ url: `${gateway.base}/api/v3/users/current`, headers, duration: 10, connections: 20 });
    const logins = await cannon({
      url: `${gateway.base}/api/v2.5/user/auth`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Tunne-demo-2026' }),
      duration: 10,
      connections: 4,
    });
    return { label, usersCurrentAt200rps: summary(fixed), usersCurrentMax: summary(max), login: summary(logins) };
  } finally {
    gateway.stop();
  }
};

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
if (wanted('build')) {
  results.build = buildFigures();
  Object.assign(results.build.shell, await shellInitialJs());
}
if (wanted('api')) {
  results.api = [await apiFigures('embedded PGlite', { DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'tunne-bench-')) })];
  const pg = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (spawnSync('pg_isready', ['-h', '127.0.0.1', '-q']).status === 0) {
    const name = `tunne_bench_${Date.now()}`;
    spawnSync('psql', [pg, '-qc', `create database ${name}`]);
    try {
      results.api.push(await apiFigures('PostgreSQL 15', { DATABASE_URL: pg.replace(/\/[^/]*$/, `/${name}`), DATA_DIR: mkdtempSync(join(tmpdir(), 'tunne-bench-')) }));
    } finally {
      spawnSync('psql', [pg, '-qc', `drop database if exists ${name} with (force)`]);
    }
  }
}
// Customer register (issue #3): a generated database of 100,000 customers, then the load script
// (bench/customers/*.mjs; its own results in bench/results/customers.json). Not part of the default run: it
// takes several minutes and needs the local PostgreSQL.
if (only.includes('customers')) {
  for (const script of ['generate.mjs', 'load.mjs']) {
    const out = spawnSync(process.execPath, [join(root, 'bench', 'customers', script)], { cwd: root, stdio: 'inherit' });
    if (out.status !== 0) throw new Error(`bench/customers/${script} failed`);
  }
  results.customers = JSON.parse(readFileSync(join(root, 'bench', 'results', 'customers.json'), 'utf8'));
}
// Screening end to end (issue #4): the generated register, the real lists, the alerts service's first screening,
// a full re-screen on a new list version and the customer-event path (bench/alerts/rescreen.mjs; its own results in
// bench/results/alerts.json). Not part of the default run either: some ten minutes on the local PostgreSQL.
if (only.includes('alerts')) {
  const out = spawnSync(process.execPath, ['--expose-gc', join(root, 'bench', 'alerts', 'rescreen.mjs')], { cwd: root, stdio: 'inherit' });
  if (out.status !== 0) throw new Error('bench/alerts/rescreen.mjs failed');
  results.alerts = JSON.parse(readFileSync(join(root, 'bench', 'results', 'alerts.json'), 'utf8'));
}
/** Benches with a script and results file of their own, run only when asked: name, script, results key, what they measure. */
const ownScripts = [
  // Compressed JavaScript per route and the login page on a throttled profile, in Chromium against the built app.
  { name: 'delivery', script: 'delivery/run.mjs', key: 'delivery', issue: '#12 §8' },
  // An authenticated read beside a bare app doing the same database work; needs the local PostgreSQL.
  { name: 'auth-read', script: 'auth-read/run.mjs', key: 'authRead', issue: '#12 §9' },
  // The customer list and card quiet and during a full re-screen and rescoring, on PostgreSQL and PGlite (some 15 min).
  { name: 'background', script: 'background/run.mjs', key: 'background', issue: '#12 §10' },
  // 1,000 requests sent and answered through the public pages while the register is read; needs the local PostgreSQL.
  { name: 'outbound', script: 'outbound/run.mjs', key: 'outbound', issue: '#13' },
  // A full customer card complete in Chromium (the card's reads in one call) beside the customer list; embedded PGlite.
  { name: 'card', script: 'card/run.mjs', key: 'card', issue: '#26' },
];
for (const bench of ownScripts.filter((b) => only.includes(b.name))) {
  const out = spawnSync(process.execPath, [join(root, 'bench', bench.script)], { cwd: root, stdio: 'inherit' });
  const file = join(root, 'bench', 'results', `${bench.name}.json`);
  if (existsSync(file)) results[bench.key] = JSON.parse(readFileSync(file, 'utf8'));
  if (out.status !== 0) throw new Error(`bench/${bench.script} (issue ${bench.issue}): over budget or failed`);
}
if (only.length > 0 && only.every((name) => ['customers', 'alerts', ...ownScripts.map((b) => b.name)].includes(name))) process.exit(0);
writeFileSync(join(root, 'bench', 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
