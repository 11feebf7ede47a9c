// What the API benches share: start the gateway as `npm start` does (its own process), log in, load it with autocannon.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Waits until GET {base}/healthz answers 200 (up to two minutes); false when it never did. */
export const waitForHealth = async (base) => {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
};

/**
 * The gateway (services/gateway/src/main.ts) on a free port with `env` over the bench's own environment; from the
 * checkout in BENCH_GATEWAY_ROOT when set (a before/after comparison), else this one.
 */
export const startGateway = async (env) => {
  const port = 8190 + Math.floor(Math.random() * 500);
  // Node itself (not npx): stopping the child stops the gateway, not only a wrapper around it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: process.env.BENCH_GATEWAY_ROOT ?? root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEV_MAILBOX: '1', ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  if (await waitForHealth(base)) return { base, pid: child.pid, stop: () => child.kill('SIGTERM') };
  child.kill('SIGKILL');
  throw new Error('gateway did not start');
};

/** A session token for a demo user. */
export const login = async (base, email) => {
  const response = await fetch(`${base}/api/v2.5/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Tunne-demo-2026' }),
  });
  const body = await response.json();
  if (!body.data?.jwt) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  return body.data.jwt;
};

/** CPU time (user + system) a process has used so far, in microseconds (Linux /proc; null elsewhere). */
export const cpuMicros = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / 100);
  } catch {
    return null;
  }
};

export const cannon = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

export const summary = (r) => ({
  requestsPerSecond: Math.round(r.requests.average),
  p50ms: r.latency.p50,
  p90ms: r.latency.p90,
  p97_5ms: r.latency.p97_5,
  p99ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

/**
 * A first start imports the sanction lists, screens and scores the demo register: measured before that ends, the
 * gateway shares the cores with its own start-up work. Settled when no table of the database has had a row written
 * for 10 s, and not before 30 s (loading the screening index writes nothing); at most 5 minutes.
 */
export const settle = async (url) => {
  const writes = () => spawnSync('psql', [url, '-Atc', 'select sum(n_tup_ins + n_tup_upd + n_tup_del) from pg_stat_user_tables'], { encoding: 'utf8' }).stdout.trim();
  const started = Date.now();
  let last = writes();
  let quietSince = Date.now();
  while ((Date.now() - quietSince < 10_000 || Date.now() - started < 30_000) && Date.now() - started < 300_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = writes();
    if (now !== last) quietSince = Date.now();
    last = now;
  }
  return Math.round((Date.now() - started) / 1000);
};
