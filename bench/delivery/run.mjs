// What a browser downloads, per route, from the built app as the gateway serves it (issue #12 §8, issue 27 §4):
// Chromium loads the login page, logged in each remote's first route, and a recipient's request link on a phone (the
// public app); JavaScript is counted as it crossed the wire (the Resource Timing API's encodedBodySize: brotli where the
// gateway sent brotli) and as it was decoded. Then the login page again on a throttled profile (slow network and a 4×
// slower CPU) for its time to interactive.
// It builds nothing: run it after a production build (`node scripts/test.mjs "production build"` writes each app's
// dist/, which the gateway serves), or against an app already started (BENCH_BASE=http://127.0.0.1:PORT). Run:
// node bench/delivery/run.mjs. Exits 1 when a budget is not met. Writes bench/results/delivery.json; the figures
// reached are written down in bench/README.md.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { login as apiLogin, startGateway } from '../gateway.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Compressed JavaScript, KB (1,024 bytes). */
export const budgets = { loginJsKB: 120, remoteFirstLoadJsKB: 60, publicPhoneJsKB: 90, loginInteractiveThrottledMs: 6000 };

/** The remotes' first routes, reached from the logged-in home page. */
const remoteRoutes = [
  { remote: 'mf-customers', path: '/app/customers' },
  { remote: 'mf-alerts', path: '/app/alerts' },
  { remote: 'mf-risk', path: '/app/settings/riskscore' },
];

/** A slow mobile link (Lighthouse's "slow 4G": 150 ms, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU. */
const throttled = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuRate: 4 };

/** The app to measure: BENCH_BASE when it is already running, else the gateway on a fresh embedded database. */
const startApp = async () => {
  if (process.env.BENCH_BASE) return { base: process.env.BENCH_BASE.replace(/\/$/, ''), stop: () => {} };
  return startGateway({ DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'tunne-bench-delivery-')), SEED: 'demo' });
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

/** Compressed KB of each remote's own files (`/app/remotes/<name>/`) among `scripts`. */
const byRemote = (scripts) => {
  const sums = {};
  for (const s of scripts) {
    const name = /^\/app\/remotes\/([^/]+)\//.exec(s.path)?.[1];
    if (name) sums[name] = (sums[name] ?? 0) + s.encoded;
  }
  return Object.fromEntries(Object.entries(sums).map(([name, bytes]) => [name, kb(bytes)]));
};

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
    const scripts = await scriptsSince(page, since);
    remotes[remote] = { ...totals(scripts), byRemote: byRemote(scripts) };
  }
  // The same routes opened directly (a reload of the page, nothing cached): every script the route needs, and of those
  // the remote's own, whatever the home page had fetched before. The session stays in the tab's storage.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const opened = {};
  for (const { remote, path } of remoteRoutes) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => (document.getElementById('remote-root')?.childElementCount ?? 0) > 0, undefined, { timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const scripts = await scriptsSince(page);
    opened[remote] = { ...totals(scripts), own: totals(scripts.filter((s) => s.path.startsWith(`/app/remotes/${remote}/`))) };
  }
  await page.close();
  return { home, remotes, opened };
};

/** A phone as the journeys use one: 390 × 844, touch, Finnish. */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fi-FI', timezoneId: 'Europe/Helsinki' };

/** A JSON call as user@example.com; resolves with the answer's data, throws with its errors. */
const call = async (base, jwt, method, path, body) => {
  const response = await fetch(`${base}/api/v2.5/user/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}`, 'x-access-token': jwt },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw Object.assign(new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer.errors ?? answer)}`), { status: response.status });
  return answer.data;
};

/**
 * A recipient's link as staff hand it over: a new customer, a request asking its basic data and owners, marked sent
 * (the answer carries the link with its token, issue 26). A new customer's first screening may still be running: the
 * send waits for it (409 SANCTIONS_CHECK_PENDING) and is tried again.
 */
const recipientLink = async (base) => {
  const jwt = await apiLogin(base, 'user@example.com');
  const stamp = Date.now();
  const customer = await call(base, jwt, 'POST', 'customers', {
    type: 'business', name: `Toimitusmittaus ${stamp} Oy`, country: 'FI', contact_email: `mittaus-${stamp}@example.com`, language: 'fi', confirm_duplicate: true,
  });
  const request = await call(base, jwt, 'POST', `customers/${customer.id}/requests`, {
    email: `mittaus-${stamp}@example.com`, language: 'fi', ask_basic: true, ask_owners: true,
  });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const sent = await call(base, jwt, 'POST', `requests/${request.id}/send`, { mode: 'MARK' });
      const link = new URL(sent.marked_link.link);
      return `${base}${link.pathname}${link.search}${link.hash}`;
    } catch (error) {
      if (error.status !== 409 || attempt >= 60) throw error;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
};

/** The public app's first load on a phone: the recipient opens the link and the request's first step is on screen. */
const measurePublicPhone = async (browser, base) => {
  const link = await recipientLink(base);
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.goto(link, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const scripts = await scriptsSince(page);
  // The first load: the scripts index.html names and the start language's texts (the public pages' own, app-kit's
  // frame: the page paints nothing before these), as mf-public/scripts/first-load.ts counts it; then all until shown.
  const firstPaths = await page.evaluate(
    async ({ paths, markers }) => {
      const html = await (await fetch(window.location.pathname)).text();
      const named = new Set([...html.matchAll(/src="([^"]+\.js)"/g)].map((match) => new URL(match[1], window.location.href).pathname));
      const first = [];
      for (const path of paths) {
        const text = named.has(path) ? '' : await (await fetch(path)).text();
        if (named.has(path) || markers.some((marker) => text.includes(marker))) first.push(path);
      }
      return first;
    },
    { paths: scripts.map((s) => s.path), markers: ['"footerPublic":', '"boundary":{"title":'] },
  );
  const result = {
    page: new URL(link).pathname.split('/').slice(0, 3).join('/'),
    ...totals(scripts.filter((s) => firstPaths.includes(s.path))),
    shown: totals(scripts),
  };
  await context.close();
  return result;
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

const app = await startApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let results;
try {
  const context = await browser.newContext({ locale: 'fi-FI' });
  const login = await measureLogin(context, app.base);
  await context.close();
  const loggedIn = await browser.newContext({ locale: 'fi-FI' });
  const { home, remotes, opened } = await measureRemotes(loggedIn, app.base);
  await loggedIn.close();
  const publicPhone = await measurePublicPhone(browser, app.base);
  const runs = [];
  // BENCH_RUNS=0 measures bytes only.
  for (let i = 0; i < Number(process.env.BENCH_RUNS ?? 3); i += 1) runs.push(await measureInteractive(browser, app.base));
  const median = [...runs].sort((a, b) => a.interactiveMs - b.interactiveMs)[Math.floor(runs.length / 2)] ?? null;
  results = { date: new Date().toISOString(), budgets, login, home, remotes, opened, publicPhone, interactive: median, interactiveRuns: runs.map((r) => r.interactiveMs) };
} finally {
  await browser.close();
  app.stop();
}

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'delivery.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));

/** Each figure beside its budget; `over` when it is not met. */
const rows = [
  { what: 'login page, all its JavaScript', value: results.login.jsKB, budget: budgets.loginJsKB, unit: 'KB' },
  // A route one remote draws: its first load. A route that hosts another remote's section (/settings/riskscore:
  // mf-settings draws it, mf-risk's section is in it) loads two remotes: the budget is each one's (the total is printed).
  ...Object.entries(results.remotes).flatMap(([remote, r]) => {
    const path = remoteRoutes.find((route) => route.remote === remote).path;
    const hosted = Object.keys(r.byRemote).length > 1;
    if (!hosted) return [{ what: `${remote} first load from home (${path})`, value: r.jsKB, budget: budgets.remoteFirstLoadJsKB, unit: 'KB' }];
    console.log(`${path} from home: ${r.jsKB} KB in all, ${Object.entries(r.byRemote).map(([name, value]) => `${name} ${value} KB`).join(', ')}`);
    return Object.entries(r.byRemote).map(([name, value]) => ({ what: `${name}'s own files on ${path} from home`, value, budget: budgets.remoteFirstLoadJsKB, unit: 'KB' }));
  }),
  // Issue 27 §4: mf-customers' own files for its list, counted even when the home page's sections fetched them first.
  { what: 'mf-customers own JS, its list opened directly', value: results.opened['mf-customers'].own.jsKB, budget: budgets.remoteFirstLoadJsKB, unit: 'KB' },
  { what: `public app first load on a phone (${results.publicPhone.page})`, value: results.publicPhone.jsKB, budget: budgets.publicPhoneJsKB, unit: 'KB' },
  // What the phone has fetched once the request's first step is on screen: the page's own chunks too; for the record.
  { what: `public app, the page shown (${results.publicPhone.page})`, value: results.publicPhone.shown.jsKB, budget: Infinity, unit: 'KB' },
  ...(results.interactive
    ? [{ what: 'login page interactive, throttled (median)', value: results.interactive.interactiveMs, budget: budgets.loginInteractiveThrottledMs, unit: 'ms' }]
    : []),
].map((row) => ({ ...row, over: row.value > row.budget }));
console.log('\ncompressed JavaScript (brotli, KB = 1,024 bytes) and time, each beside its budget:');
for (const row of rows) {
  const budget = Number.isFinite(row.budget) ? `budget ≤ ${row.budget} ${row.unit}` : 'no budget';
  console.log(`${row.over ? '✘' : '✔'} ${row.what.padEnd(58)} ${String(row.value).padStart(7)} ${row.unit}   ${budget}`);
}
const over = rows.filter((row) => row.over);
for (const row of over) console.error(`over budget: ${row.what} ${row.value} ${row.unit} > ${row.budget} ${row.unit}`);
process.exit(over.length > 0 ? 1 : 0);
