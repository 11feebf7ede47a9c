import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, type CustomerImportResult, type CustomerListItem, type Page } from '@tunne/contracts';
import { finishImports, importFaults } from '@tunne/customers';
import { createScreeningRuntime, defaultListFolders, importListFolders, requestRescreen, runScreeningCycle } from '@tunne/alerts';
import { servicePorts } from '@tunne/gateway';
import { riskDepsOf, startRiskJobs } from '@tunne/risk';
import { log } from '@tunne/platform';
import { call, login, startSecurityGateway, type Answer, type SecurityGateway } from './support.ts';

/**
 * Finding 8: on the embedded database (PGlite: one session, one query at a time) a long transaction of one tenant
 * held every other tenant's requests. Always on PGlite, whatever database the suite runs on: a 5,000-row import by
 * Demo Oy while Toinen Oy's admin reads the customer list every ~20 ms; the longest wait stays bounded, and the
 * import is still all or nothing when it fails or its process stops half-way.
 */
let g: SecurityGateway;
let demoAdmin: string;
let toinenAdmin: string;
const demoSocket = '203.0.113.81';
const toinenSocket = '203.0.113.82';
const rows = 5000;
/**
 * The budget for one list request during an import, over what the same request takes with no import at all (the
 * target is ~100 ms; the idle figure is this run's yardstick, so a machine loaded by something else gets slack).
 * Before the import ran in slices, a request waited for the whole import: 2.6 s.
 */
const waitBudgetMs = 250;

beforeAll(async () => {
  const before = process.env.TEST_EMBEDDED;
  process.env.TEST_EMBEDDED = '1';
  try {
    g = await startSecurityGateway();
  } finally {
    if (before === undefined) delete process.env.TEST_EMBEDDED;
    else process.env.TEST_EMBEDDED = before;
  }
  demoAdmin = await login(g.app, 'admin@example.com', undefined, demoSocket);
  toinenAdmin = await login(g.app, 'admin@toinen.example.com', undefined, toinenSocket);
});
afterAll(async () => {
  delete importFaults.afterStagedSlice;
  await g?.stop();
});

/** Y-tunnus with its check digit (weights 7 9 10 5 8 4 2; remainder 1 has none). */
const yTunnukset = (count: number, from: number): string[] => {
  const out: string[] = [];
  for (let n = from; out.length < count; n += 1) {
    const digits = String(n).padStart(7, '0');
    const sum = [7, 9, 10, 5, 8, 4, 2].reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
    if (sum % 11 === 1) continue;
    out.push(`${digits}-${sum % 11 === 0 ? 0 : 11 - (sum % 11)}`);
  }
  return out;
};

const importFile = (prefix: string, from: number): string =>
  ['Nimi;Y-tunnus;Kaupunki;Maa;Sähköposti', ...yTunnukset(rows, from).map((id, i) =>
    `${prefix} ${String(i).padStart(5, '0')} Oy;${id};Helsinki;FI;info${i}@${prefix.toLowerCase()}.example`)].join('\r\n');

const runImport = (file: string): Promise<Answer<CustomerImportResult>> => {
  const form = new FormData();
  form.set('file', new Blob([file], { type: 'text/csv' }), 'asiakkaat.csv');
  return call<CustomerImportResult>(g.app, 'POST', '/api/v2.5/user/customers/import', { rawBody: form, token: demoAdmin, socket: demoSocket });
};

const visibleNamed = async (token: string, socket: string, name: string): Promise<number> => {
  const answer = await call<Page<CustomerListItem>>(g.app, 'GET', `/api/v2.5/user/customers?size=1&name=${encodeURIComponent(name)}`, { token, socket });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data!.total;
};

/** Rows in the table whatever their visibility (as the owner), and what imports left behind. */
const stored = async (prefix: string) => {
  const [row] = await g.db.owner<{ customers: number; audit: number; imports: number }[]>`select
      (select count(*)::int from customers.customers where name like ${`${prefix} %`}) as customers,
      (select count(*)::int from customers.audit_log a where a.new ->> 'name' like ${`${prefix} %`}) as audit,
      (select count(*)::int from customers.imports where state <> 'published') as imports`;
  return row!;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Toinen Oy's first list page, every ~20 ms until `until` settles: each request's wall time. */
const probeWhile = async (until: Promise<unknown>): Promise<number[]> => {
  let settled = false;
  void until.finally(() => {
    settled = true;
  });
  const waits: number[] = [];
  while (!settled) {
    const started = performance.now();
    const answer = await call<Page<CustomerListItem>>(g.app, 'GET', '/api/v2.5/user/customers?size=50', { token: toinenAdmin, socket: toinenSocket });
    waits.push(performance.now() - started);
    expect(answer.status).toBe(200);
    await sleep(20);
  }
  return waits;
};

const summary = (waits: readonly number[]) => {
  const sorted = [...waits].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { requests: sorted.length, p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1) ?? 0) };
};

describe('embedded database availability (finding 8)', () => {
  it('serves another organisation\'s list within the budget while a 5,000-row import runs, and imports every row', async () => {
    expect(g.db.embedded).toBe(true);
    const idle = summary(await probeWhile(sleep(300)));
    const started = performance.now();
    const imported = runImport(importFile('Saatavuus', 4_100_000));
    const waits = summary(await probeWhile(imported));
    const { status, body } = await imported;
    const importMs = Math.round(performance.now() - started);
    log.warn('embedded availability', { rows, importMs, idleP95: idle.p95, idleMax: idle.max, probes: waits.requests, p50: waits.p50, p95: waits.p95, max: waits.max });

    expect(body.data?.errors).toEqual([]);
    expect(status).toBe(200);
    expect(body.data).toEqual({ imported: rows, skipped: 0, errors: [], error_count: 0, dry_run: false });
    expect(await visibleNamed(demoAdmin, demoSocket, 'Saatavuus')).toBe(rows);
    expect(await visibleNamed(toinenAdmin, toinenSocket, 'Saatavuus')).toBe(0);
    // The probe really ran beside the import, and no request waited for the whole import.
    expect(waits.requests).toBeGreaterThanOrEqual(10);
    expect(waits.max).toBeLessThan(waitBudgetMs + idle.max);
    // The customer events for screening and risk, one per imported customer, written after publishing.
    const [events] = await g.db.owner<{ n: number }[]>`select count(distinct e.customers_id)::int as n from customers.events e
      join customers.customers c on c.organisations_id = e.organisations_id and c.id = e.customers_id where c.name like 'Saatavuus %'`;
    expect(events!.n).toBe(rows);
  }, 120_000);

  it('re-screens every customer against the sanction and PEP lists and rescores them in slices that keep the other organisation served', async () => {
    const report = await importListFolders(g.db, defaultListFolders());
    expect(report.stored.length).toBeGreaterThan(0);
    const ports = servicePorts(g.db);
    const runtime = createScreeningRuntime(g.db, ports.customers);
    const risk = startRiskJobs(riskDepsOf({ db: g.db, customers: ports.customers, alerts: ports.alerts.customerAlerts, outbound: ports.outboundFreeze }), { eventsMs: 3_600_000, runsMs: 3_600_000 });
    const idle = summary(await probeWhile(sleep(300)));
    const started = performance.now();
    const work = (async () => {
      // A new list set queues every organisation's full re-screen; each cycle works through it for a while.
      await requestRescreen(g.db, [demoOrganisations.demo.id]);
      let screened = 0;
      for (let n = await runScreeningCycle(g.db, runtime); n > 0; n = await runScreeningCycle(g.db, runtime)) screened += n;
      // The first full risk run of every organisation, then the customers whose alerts changed.
      for (let round = 0; round < 20; round += 1) {
        await risk.runNow();
        const [pending] = await g.db.owner<{ n: number }[]>`select count(*)::int as n from risk.recalc_runs where finished_at is null`;
        if (pending!.n === 0) break;
      }
      return screened;
    })();
    try {
      const waits = summary(await probeWhile(work));
      const screened = await work;
      log.warn('embedded availability: re-screen and rescoring', {
        screened, ms: Math.round(performance.now() - started), idleMax: idle.max, probes: waits.requests, p50: waits.p50, p95: waits.p95, max: waits.max,
      });
      expect(screened).toBeGreaterThanOrEqual(rows);
      expect(waits.requests).toBeGreaterThanOrEqual(10);
      // Background work runs for tens of seconds here, beside hundreds of probes. What this test guards is the shape:
      // no request waits for a whole phase (the index build alone held every request for 1.9 s before it was sliced).
      // The typical wait is a figure for bench/ (issue 12 §10: interactive p95 within 2× quiet during a re-screen), not
      // for a timed test run beside other test files: p95 ≈ 100–180 ms here depending on the machine's load, so it only
      // has to stay far from a phase.
      expect(waits.p95).toBeLessThan(300 + idle.p95);
      expect(waits.max).toBeLessThan(1000 + idle.max);
      const [scored] = await g.db.owner<{ n: number }[]>`select count(*)::int as n from risk.customers s
        join customers.customers c on c.organisations_id = s.organisations_id and c.id = s.customers_id
        where c.name like 'Saatavuus %' and s.calculated_at is not null`;
      expect(scored!.n).toBe(rows);
    } finally {
      risk.stop();
    }
  }, 240_000);

  it('a failure half-way leaves nothing visible and nothing behind; the same file imports afterwards', async () => {
    const file = importFile('Katko', 4_200_000);
    let faulted = 0;
    importFaults.afterStagedSlice = async (staged, total) => {
      if (staged >= total / 2) {
        faulted = staged;
        throw new Error('fault injected half-way');
      }
    };
    try {
      const failed = await runImport(file);
      expect(failed.status).toBe(500);
    } finally {
      delete importFaults.afterStagedSlice;
    }
    expect(faulted).toBeGreaterThanOrEqual(rows / 2);
    expect(await visibleNamed(demoAdmin, demoSocket, 'Katko')).toBe(0);
    expect(await stored('Katko')).toEqual({ customers: 0, audit: 0, imports: 0 });

    const again = await runImport(file);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data!.imported).toBe(rows);
    expect(await visibleNamed(demoAdmin, demoSocket, 'Katko')).toBe(rows);
  }, 120_000);

  it('a process stopped half-way leaves its rows hidden, they do not block a new import, and the cleanup removes them', async () => {
    const file = importFile('Pysahdys', 4_300_000);
    let reached: () => void = () => undefined;
    const halfway = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let resume: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => {
      resume = resolve;
    });
    importFaults.afterStagedSlice = async (staged, total) => {
      if (staged < total / 2) return;
      delete importFaults.afterStagedSlice;
      reached();
      // Nothing runs on after this point, as if the process had been killed (no transaction is open here).
      await stopped;
    };
    const frozen = runImport(file);
    await halfway;

    const left = await stored('Pysahdys');
    expect(left.customers).toBeGreaterThanOrEqual(rows / 2);
    expect(left.imports).toBe(1);
    expect(await visibleNamed(demoAdmin, demoSocket, 'Pysahdys')).toBe(0);
    // The hidden rows are no duplicates: the same file imports in full.
    const again = await runImport(file);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data!.imported).toBe(rows);
    expect(await visibleNamed(demoAdmin, demoSocket, 'Pysahdys')).toBe(rows);

    // The cleanup (with the purge job, also at start) takes the stopped import for abandoned and deletes its rows.
    await finishImports(g.db, 0);
    expect(await stored('Pysahdys')).toMatchObject({ customers: rows, imports: 0 });
    // Should the stopped process go on after all, it finds its import discarded and adds nothing.
    resume();
    expect((await frozen).status).toBe(500);
    expect(await visibleNamed(demoAdmin, demoSocket, 'Pysahdys')).toBe(rows);
    expect(await stored('Pysahdys')).toMatchObject({ customers: rows, imports: 0 });
    const [organisation] = await g.db.owner<{ n: number }[]>`select count(*)::int as n from customers.customers
      where organisations_id = ${demoOrganisations.demo.id} and name like 'Pysahdys %'`;
    expect(organisation!.n).toBe(rows);
  }, 180_000);
});
