// Issue 13: sending 1,000 requests and answering them keeps the API within the customer register's budget. Run:
// node bench/outbound/run.mjs (or node bench/run.mjs outbound); needs the local PostgreSQL (BENCH_DATABASE_URL).
// A fresh database with the demo data, the gateway as `npm start` runs it (dev mailbox on, so the mailed links can be
// read back; TRUSTED_PROXIES=127.0.0.1 so each recipient comes from an address of its own, as behind a load balancer).
// Phase 1: staff create and send BENCH_REQUESTS (1,000) requests spread over the demo customers, 20 a second
// (BENCH_RATE; 10 at a time at most). Phase 2: recipients, at the same pace, open each mailed link, save a draft and submit owners, a PEP and free text; staff accept each
// answer (the demo organisation reviews answers), which writes the records into the customer, so screening and the
// risk score run on them. Throughout, a sampler reads the customer list's first page and a card 10 times a second each.
// Budget (bench/README.md, customer register): p95 ≤ 50 ms for the register reads while this runs, and for each
// outbound call. Output bench/results/outbound.json; exits 1 when a budget is not met.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { login, settle, startGateway } from '../gateway.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pg = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const total = Number(process.env.BENCH_REQUESTS ?? 1000);
const workers = 10;
/** Staff send and recipients answer at most this many items a second (BENCH_RATE): a batch, not a flood. */
const rate = Number(process.env.BENCH_RATE ?? 20);
const budgetMs = 50;

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};
const timings = new Map();
const timed = async (kind, fn) => {
  const started = performance.now();
  const result = await fn();
  if (!timings.has(kind)) timings.set(kind, []);
  timings.get(kind).push(performance.now() - started);
  return result;
};
const failures = new Map();
const call = async (kind, url, init, expect = 200) =>
  timed(kind, async () => {
    const response = await fetch(url, init);
    const body = await response.json().catch(() => null);
    if (response.status !== expect) {
      failures.set(kind, (failures.get(kind) ?? 0) + 1);
      if ((failures.get(kind) ?? 0) <= 3) console.error(`${kind}: ${response.status} ${JSON.stringify(body?.errors ?? body).slice(0, 300)}`);
      return null;
    }
    return body?.data ?? null;
  });

/** Runs fn over the items with `n` workers, starting at most `rate` items a second. */
const pool = async (items, n, fn) => {
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const due = started + (index * 1000) / rate;
      if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
      await fn(items[index], index);
    }
  }));
};

const name = `tunne_bench_outbound_${Date.now()}`;
spawnSync('psql', [pg, '-qc', `create database ${name}`]);
const databaseUrl = pg.replace(/\/[^/]*$/, `/${name}`);
let gateway;
try {
  gateway = await startGateway({
    DATABASE_URL: databaseUrl, SEED: 'demo', DEV_MAILBOX: '1', TRUSTED_PROXIES: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tunne-bench-outbound-')),
  });
  const base = gateway.base;
  const jwt = await login(base, 'admin@example.com');
  const headers = { authorization: `Bearer ${jwt}`, 'x-access-token': jwt, 'content-type': 'application/json' };
  const list = await (await fetch(`${base}/api/v2.5/user/customers?size=500`, { headers })).json();
  const customers = list.data.items.filter((c) => c.type === 'business').map((c) => c.id);
  console.log(`gateway settled after ${await settle(databaseUrl)} s; ${customers.length} business customers`);

  // The register's reads, sampled throughout at 10/s each.
  let sampling = true;
  const sampler = (async () => {
    let i = 0;
    while (sampling) {
      const card = customers[i % customers.length];
      i += 1;
      await Promise.all([
        call('register: list first page', `${base}/api/v2.5/user/customers?size=50`, { headers }),
        call('register: card', `${base}/api/v2.5/user/customers/${card}`, { headers }),
        new Promise((r) => setTimeout(r, 100)),
      ]);
    }
  })();

  // Phase 1: create and send, harvesting the mailed links every 100 sends (the dev mailbox keeps the last 500).
  const sent = [];
  const started = Date.now();
  for (let batch = 0; batch < total; batch += 100) {
    const ids = Array.from({ length: Math.min(100, total - batch) }, (_, i) => customers[(batch + i) % customers.length]);
    const created = [];
    await pool(ids, workers, async (customer) => {
      const request = await call('staff: create request', `${base}/api/v2.5/user/customers/${customer}/requests`, {
        method: 'POST', headers,
        body: JSON.stringify({ email: `recipient+${batch}@example.com`, language: 'se', ask_owners: true, ask_peps: true, ask_freetext: true }),
      }, 201);
      if (!request) return;
      const delivered = await call('staff: send request', `${base}/api/v2.5/user/requests/${request.id}/send`, {
        method: 'POST', headers, body: JSON.stringify({ mode: 'NOW' }),
      });
      if (delivered) created.push({ id: request.id, customer });
    });
    const outbox = await (await fetch(`${base}/api/dev/outbox`)).json();
    for (const item of created) {
      const mail = outbox.data.mails.find((m) => m.text.includes(`/${item.id}#`));
      const link = mail?.text.match(new RegExp(`/p/requests/([0-9a-f-]{36})/([0-9a-f-]{36})/${item.id}#([A-Za-z0-9_-]+)`));
      if (link) sent.push({ ...item, organisation: link[1], token: link[3] });
    }
  }
  const sendSeconds = (Date.now() - started) / 1000;
  console.log(`sent ${sent.length}/${total} in ${sendSeconds.toFixed(1)} s`);

  // Phase 2: each recipient opens, saves a draft, submits; staff accept.
  const answerStarted = Date.now();
  await pool(sent, workers, async (item, index) => {
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const publicHeaders = { 'x-link-token': item.token, 'x-forwarded-for': address, 'content-type': 'application/json' };
    const path = `${base}/api/v2.5/public/requests/${item.organisation}/${item.customer}/${item.id}`;
    const view = await call('recipient: open', path, { headers: publicHeaders });
    if (!view) return;
    const answer = {
      owners: [{ type: 'person', name: `Bench Owner ${index}`, country: 'FI', nationality: 'FI', dob: '1970-01-01', share: 60 }],
      peps: [{ name: `Bench Pep ${index}`, is_pep_family: true }],
      freetext: 'Vastaus kyselyyn.',
    };
    await call('recipient: save draft', `${path}/draft`, { method: 'PUT', headers: publicHeaders, body: JSON.stringify(answer) });
    const receipt = await call('recipient: submit', `${path}/submit`, { method: 'POST', headers: publicHeaders, body: JSON.stringify(answer) });
    if (receipt?.awaits_acceptance) {
      await call('staff: accept answer', `${base}/api/v2.5/user/requests/${item.id}/accept`, { method: 'POST', headers, body: '{}' });
    }
  });
  const answerSeconds = (Date.now() - answerStarted) / 1000;
  sampling = false;
  await sampler;

  const results = { date: new Date().toISOString(), node: process.version, requests: total, sent: sent.length, sendSeconds, answerSeconds, budgetMs, calls: {} };
  let met = true;
  for (const [kind, values] of timings) {
    const p95 = percentile(values, 95);
    const ok = p95 !== null && p95 <= budgetMs && !failures.get(kind);
    met &&= ok;
    results.calls[kind] = { count: values.length, failures: failures.get(kind) ?? 0, p50: percentile(values, 50), p95, p99: percentile(values, 99), max: percentile(values, 100), met: ok };
    console.log(`${kind.padEnd(28)} n=${String(values.length).padStart(5)} p50 ${results.calls[kind].p50} ms, p95 ${p95} ms, p99 ${results.calls[kind].p99} ms${failures.get(kind) ? `, ${failures.get(kind)} failed` : ''} ${ok ? 'met' : 'NOT MET'}`);
  }
  met &&= sent.length === total;
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'outbound.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.exitCode = met ? 0 : 1;
} finally {
  gateway?.stop();
  await new Promise((r) => setTimeout(r, 1000));
  spawnSync('psql', [pg, '-qc', `drop database if exists ${name} with (force)`]);
}
