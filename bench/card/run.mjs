// How long a full customer card takes to be complete in the browser (issue 26: ≤ 1 s on the embedded database with the
// demo data). The gateway runs as `npm start` does (its own process, embedded PGlite, demo data); Chromium logs in as
// admin@example.com and opens the card of Kalliola Lakitoimisto (every section has rows) as a click in the app does
// (history.pushState + tunne:navigate, the shell and the remotes' code already loaded). Complete = the last card section
// drawn and the last API answer of the opening arrived. Yardstick in the same run: the customer list opened the same
// way, a page of one read. Median of BENCH_RUNS (5) openings each, alternating. Writes bench/results/card.json; exits 1
// when the budget is not met. Run after `npm run build`: node bench/card/run.mjs.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { login, startGateway } from '../gateway.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const budgets = { cardCompleteMs: 1000 };
const runs = Number(process.env.BENCH_RUNS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const gateway = await startGateway({ DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'tunne-bench-card-')), SEED: 'demo' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const jwt = await login(gateway.base, 'admin@example.com');
  const search = await fetch(`${gateway.base}/api/v2.5/user/customers?name=${encodeURIComponent('Kalliola Lakitoimisto')}`, { headers: { authorization: `Bearer ${jwt}` } });
  const customer = (await search.json()).data.items[0];
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(120_000);
  await page.goto(`${gateway.base}/app/`);
  const form = page.locator('form').filter({ has: page.locator('input[type="password"]') });
  await form.locator('input[type="email"]').fill('admin@example.com');
  await form.locator('input[type="password"]').fill('Tunne-demo-2026');
  await form.locator('button[type="submit"]').click();
  await page.getByRole('navigation').first().waitFor();
  await page.waitForLoadState('networkidle');

  let lastAnswer = 0;
  let calls = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      lastAnswer = Date.now();
      calls += 1;
    }
  });
  const open = async (path, drawn) => {
    // From another page first, so each opening starts from nothing of its own on screen.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/app/');
      window.dispatchEvent(new Event('tunne:navigate'));
    });
    await page.waitForLoadState('networkidle');
    calls = 0;
    const start = Date.now();
    await page.evaluate((href) => {
      window.history.pushState(null, '', href);
      window.dispatchEvent(new Event('tunne:navigate'));
    }, path);
    await drawn();
    const drawnAt = Date.now();
    await page.waitForLoadState('networkidle');
    return { ms: Math.max(drawnAt, lastAnswer) - start, calls };
  };
  // The card is complete when its last section (todos) is drawn and the opening's last answer has arrived (a section
  // draws its rows in the frame after its answer).
  const todos = JSON.parse(readFileSync(join(root, 'mf-customers/src/locales/fi.json'), 'utf8')).sections.todos;
  const card = () => open(`/app/customers/${customer.id}`, async () => {
    await page.getByRole('heading', { level: 1, name: customer.name, exact: true }).waitFor();
    await page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: todos }) }).waitFor();
  });
  const list = () => open('/app/customers', () => page.getByRole('row').nth(5).waitFor());

  await card();
  await list();
  const cardRuns = [];
  const listRuns = [];
  for (let i = 0; i < runs; i += 1) {
    cardRuns.push(await card());
    listRuns.push(await list());
  }
  const results = {
    date: new Date().toISOString(),
    budgets,
    cardCompleteMs: median(cardRuns.map((r) => r.ms)),
    cardCalls: median(cardRuns.map((r) => r.calls)),
    listCompleteMs: median(listRuns.map((r) => r.ms)),
    cardRuns,
    listRuns,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/card.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  if (results.cardCompleteMs > budgets.cardCompleteMs) {
    console.error(`card complete after ${results.cardCompleteMs} ms > ${budgets.cardCompleteMs} ms`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  gateway.stop();
}
