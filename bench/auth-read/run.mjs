// Issue 12 §9: an authenticated read against its yardstick, on the local PostgreSQL. Run: node bench/auth-read/run.mjs
// (or node bench/run.mjs auth-read). A fresh database with the demo data; the gateway as `npm start` runs it and the
// bare app of yardstick.mjs on the same database and JWT secret, each in its own process. As user@example.com:
// GET /api/v3/users/current and the customer card GET /api/v2.5/user/customers/{id}; per endpoint five rounds
// (BENCH_ROUNDS) of 3 s (BENCH_SECONDS) on each app, interleaved (the order flips every round), 20 connections,
// autocannon, once the gateway's first-start work (list import, screening, scoring) is done. The figure is the median over the rounds of gateway req/s ÷ yardstick req/s. Output:
// bench/results/auth-read.json; exits 1 when a median is below 0.9 (BENCH_TARGET).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cannon, cpuMicros, login, settle, startGateway, summary, waitForHealth } from '../gateway.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pg = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const target = Number(process.env.BENCH_TARGET ?? 0.9);
const connections = 20;
const secret = 'bench-auth-read-secret-'.padEnd(48, 'x');

const startYardstick = async (databaseUrl) => {
  const port = 8700 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, [join(root, 'bench', 'auth-read', 'yardstick.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, JWT_SECRET: secret },
  });
  const base = `http://127.0.0.1:${port}`;
  if (await waitForHealth(base)) return { base, pid: child.pid, stop: () => child.kill('SIGTERM') };
  child.kill('SIGKILL');
  throw new Error('yardstick did not start');
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const name = `tunne_bench_auth_${Date.now()}`;
spawnSync('psql', [pg, '-qc', `create database ${name}`]);
const databaseUrl = pg.replace(/\/[^/]*$/, `/${name}`);
let gateway;
let yardstick;
try {
  gateway = await startGateway({ DATABASE_URL: databaseUrl, SEED: 'demo', JWT_SECRET: secret, DATA_DIR: mkdtempSync(join(tmpdir(), 'tunne-bench-')) });
  yardstick = await startYardstick(databaseUrl);
  const jwt = await login(gateway.base, 'user@example.com');
  const headers = { authorization: `Bearer ${jwt}`, 'x-access-token': jwt };
  const list = await (await fetch(`${gateway.base}/api/v2.5/user/customers?size=1`, { headers })).json();
  const card = list.data.items[0].id;
  const endpoints = { usersCurrent: '/api/v3/users/current', customerCard: `/api/v2.5/user/customers/${card}` };
  const apps = { gateway, yardstick };
  console.log(`gateway settled after ${await settle(databaseUrl)} s`);
  for (const path of Object.values(endpoints)) {
    for (const [label, app] of Object.entries(apps)) {
      const answer = await fetch(`${app.base}${path}`, { headers });
      if (answer.status !== 200) throw new Error(`${label} ${path}: ${answer.status}`);
      await cannon({ url: `${app.base}${path}`, headers, duration: 2, connections }); // warm-up
    }
  }
  const results = { date: new Date().toISOString(), node: process.version, rounds, seconds, connections, target, endpoints: {} };
  for (const [endpoint, path] of Object.entries(endpoints)) {
    const runs = [];
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? ['gateway', 'yardstick'] : ['yardstick', 'gateway'];
      const run = {};
      for (const label of order) {
        const cpuBefore = cpuMicros(apps[label].pid);
        const result = await cannon({ url: `${apps[label].base}${path}`, headers, duration: seconds, connections });
        const cpuAfter = cpuMicros(apps[label].pid);
        run[label] = {
          ...summary(result),
          cpuMicrosPerRequest: cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) / result.requests.total),
        };
      }
      run.ratio = Math.round((run.gateway.requestsPerSecond / run.yardstick.requestsPerSecond) * 100) / 100;
      run.cpuRatio = run.gateway.cpuMicrosPerRequest ? Math.round((run.yardstick.cpuMicrosPerRequest / run.gateway.cpuMicrosPerRequest) * 100) / 100 : null;
      runs.push(run);
      console.log(`${endpoint} round ${round + 1}: gateway ${run.gateway.requestsPerSecond} req/s ${run.gateway.cpuMicrosPerRequest} µs CPU/req, yardstick ${run.yardstick.requestsPerSecond} req/s ${run.yardstick.cpuMicrosPerRequest} µs CPU/req, ratio ${run.ratio}, CPU ratio ${run.cpuRatio}`);
    }
    results.endpoints[endpoint] = {
      path: path.replace(card, '{id}'),
      medianRatio: median(runs.map((r) => r.ratio)),
      // Yardstick CPU per request ÷ gateway CPU per request: the work each does per read, which a busy machine does not skew.
      medianCpuRatio: median(runs.map((r) => r.cpuRatio ?? 0)),
      runs,
    };
  }
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'auth-read.json'), `${JSON.stringify(results, null, 2)}\n`);
  for (const [endpoint, { medianRatio, medianCpuRatio }] of Object.entries(results.endpoints)) console.log(`${endpoint}: median ratio ${medianRatio} (target ≥ ${target}), CPU per request ratio ${medianCpuRatio}`);
  process.exitCode = Object.values(results.endpoints).every((e) => e.medianRatio >= target) ? 0 : 1;
} finally {
  gateway?.stop();
  yardstick?.stop();
  await new Promise((r) => setTimeout(r, 1000));
  spawnSync('psql', [pg, '-qc', `drop database if exists ${name} with (force)`]);
}
