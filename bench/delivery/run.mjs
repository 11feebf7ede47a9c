// What a browser downloads, per route, from the built app as the gateway serves it (issue #12 §8): Chromium loads
// the login page and, logged in, each remote's first route; JavaScript is counted as it crossed the wire (the
// Resource Timing API's encodedBodySize: brotli where the gateway sent brotli) and as it was decoded. Then the login
// page again on a throttled profile (slow network and a 4× slower CPU) for its time to interactive.
// Run after `npm run build`: node bench/delivery/run.mjs. Exits 1 when a budget is not met. Writes
// bench/results/delivery.json; the figures reached are written down in bench/README.md.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Compressed JavaScript, KB (1,024 bytes). */
export const budgets = { loginJsKB: 120, remoteFirstLoadJsKB: 60, loginInteractiveThrottledMs: 6000 };

/** The remotes' first routes, reached from the logged-in home page. */
const remoteRoutes = [
  { remote: 'mf-customers', path: '/app/customers' },
  { remote: 'mf-alerts', path: '/app/alerts' },
  { remote: 'mf-risk', path: '/app/settings/riskscore' },
];

/** A slow mobile link (Lighthouse's "slow 4G": 150 ms, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU. */
const throttled = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuRate: 4 };

const startGateway = async () => {
  const port = Number(process.env.BENCH_PORT ?? 8690 + Math.floor(Math.random() * 200));
  const child = spawn('npx', ['tsx', 'services/gateway/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tunne-bench-delivery-')),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: '1',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('gateway did not start');
};

/** Scripts fetched since `since` (ms on the page's clock), from the Resource Timing entries. */
const scriptsSince = (page, since = 0) =>
  page.evaluate(
    (after) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= after && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, encoded: e.encodedBodySize, decoded: e.decodedBodySize })),
    since,
  );

const totals = (scripts) => ({
  jsKB: kb(scripts.reduce((sum, s) => sum + s.encoded, 0)),
  jsDecodedKB: kb(scripts.reduce((sum, s) => sum + s.decoded, 0)),
  scripts: scripts.length,
  files: scripts.map((s) => `${s.path} ${kb(s.encoded)} KB`),
});

const loginForm = (page) => page.locator('form').filter({ has: page.locator('input[type="password"]') });

/** The login page as a first visit sees it (no cache). */
const measureLogin = async (context, base) => {
  const page = await context.newPage();
  await page.goto(`${base}/app/`, { waitUntil: 'networkidle' });
  await loginForm(page).waitFor();
  const result = totals(await scriptsSince(page));
  await page.close();
  return result;
};

/** Logs in, waits for home, then opens each remote's route in turn as a click in the menu would. */
const measureRemotes = async (context, base) => {
  const page = await context.newPage();
  // Login hashes the password with Argon2id: slow on a busy machine.
  page.setDefaultTimeout(120_000);
  await page.goto(`${base}/app/`, { waitUntil: 'networkidle' });
  const form = loginForm(page);
  await form.locator('input[type="email"]').fill('admin@example.com');
  await form.locator('input[type="password"]').fill('Tunne-demo-2026');
  const beforeLogin = await page.evaluate(() => performance.now());
  await form.locator('button[type="submit"]').click();
  await page.getByRole('navigation').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const home = totals(await scriptsSince(page, beforeLogin));
  const remotes = {};
  for (const { remote, path } of remoteRoutes) {
    const since = await page.evaluate(() => performance.now());
    await page.evaluate((href) => {
      window.history.pushState(null, '', href);
      window.dispatchEvent(new Event('tunne:navigate'));
    }, path);
    await page.waitForFunction(() => (document.getElementById('remote-root')?.childElementCount ?? 0) > 0, undefined, { timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    remotes[remote] = totals(await scriptsSince(page, since));
  }
  await page.close();
  return { home, remotes };
};

/**
 * Time to interactive of the login page on the throttled profile: from navigation start until the form is on
 * screen and the main thread has had no long task (> 50 ms) for 500 ms after it (a simpler rule than Lighthouse's
 * 5 s quiet window, which would measure the quiet window rather than the page).
 */
const measureInteractive = async (browser, base) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttled.latency,
    downloadThroughput: throttled.downloadThroughput,
    uploadThroughput: throttled.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttled.cpuRate });
  await page.goto(`${base}/app/`, { timeout: 120_000 });
  await loginForm(page).locator('button[type="submit"]').waitFor({ timeout: 120_000 });
  const formShown = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1500);
  const figures = await page.evaluate((shown) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const paints = Object.fromEntries(performance.getEntriesByType('paint').map((p) => [p.name, p.startTime]));
    const lastLongTask = Math.max(0, ...window.__longTasks);
    return {
      interactiveMs: Math.round(Math.max(shown, lastLongTask)),
      formShownMs: Math.round(shown),
      firstContentfulPaintMs: Math.round(paints['first-contentful-paint'] ?? 0),
      domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd),
      longTasks: window.__longTasks.length,
    };
  }, formShown);
  await context.close();
  return { profile: `${throttled.latency} ms, ${Math.round((throttled.downloadThroughput * 8) / 1024)} kbit/s down, CPU ${throttled.cpuRate}× slower`, ...figures };
};

const gateway = await startGateway();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let results;
try {
  const context = await browser.newContext({ locale: 'fi-FI' });
  const login = await measureLogin(context, gateway.base);
  await context.close();
  const loggedIn = await browser.newContext({ locale: 'fi-FI' });
  const { home, remotes } = await measureRemotes(loggedIn, gateway.base);
  await loggedIn.close();
  const runs = [];
  // BENCH_RUNS=0 measures bytes only.
  for (let i = 0; i < Number(process.env.BENCH_RUNS ?? 3); i += 1) runs.push(await measureInteractive(browser, gateway.base));
  const median = [...runs].sort((a, b) => a.interactiveMs - b.interactiveMs)[Math.floor(runs.length / 2)] ?? { interactiveMs: 0 };
  results = { date: new Date().toISOString(), budgets, login, home, remotes, interactive: median, interactiveRuns: runs.map((r) => r.interactiveMs) };
} finally {
  await browser.close();
  gateway.stop();
}

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'delivery.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));

const over = [
  results.login.jsKB > budgets.loginJsKB && `login page ${results.login.jsKB} KB of JavaScript > ${budgets.loginJsKB} KB`,
  ...Object.entries(results.remotes).map(
    ([remote, r]) => r.jsKB > budgets.remoteFirstLoadJsKB && `${remote} first load ${r.jsKB} KB > ${budgets.remoteFirstLoadJsKB} KB`,
  ),
  results.interactive.interactiveMs > budgets.loginInteractiveThrottledMs &&
    `login page interactive after ${results.interactive.interactiveMs} ms > ${budgets.loginInteractiveThrottledMs} ms (throttled)`,
].filter(Boolean);
for (const line of over) console.error(`over budget: ${line}`);
process.exit(over.length > 0 ? 1 : 0);
