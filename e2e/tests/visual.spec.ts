import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiLogin, authHeaders, listCustomers, updateMe, users } from './support/api.ts';
import { langs, tr, type Lang } from './support/locales.ts';
import { greetingHeading, login } from './support/ui.ts';
import { checkPage, describeTargets, foreignTexts, installForeignTexts } from './support/visual-checks.ts';
import { formatProblems, type Problem } from './support/visual-report.ts';
import { fixedRoutes, type VisualRoute } from './support/visual-routes.ts';

// Issue 16, done when: every staff route, at four widths and in three languages, as an admin, is saved as a full-page
// screenshot (e2e/artifacts/visual/<lang>/<width>/<route>.png, kept by CI with the other artifacts) and fails on
// horizontal page overflow, clipped header text, a missing translation (raw keys, words of another language) and any
// critical, serious or moderate axe violation. Every problem of a language is collected into that language's one
// failure message (and artifacts/visual/<lang>/problems.txt), grouped by problem with the routes and widths it shows at.
// The admin's language is set for the run and put back to Finnish afterwards; the one lead made for its page is deleted.

const widths = [390, 768, 1280, 1920] as const;
type Width = (typeof widths)[number];
const heights: Record<Width, number> = { 390: 844, 768: 1024, 1280: 800, 1920: 1080 };
/**
 * Where axe runs: every route in every language, at the desktop width in Finnish and Swedish and at the phone width in
 * English. Its rules read the markup, which the language hardly changes, and the tablet and wide layouts are the same
 * markup as one of these two; axe at every width and language would take three times as long for no new finding.
 */
// Every route gets axe at a wide and a narrow layout (its rules look at structure and names, which Swedish shares
// with Finnish); the checks above run at all four widths in all three languages.
const axeWidths: Record<Lang, ReadonlySet<Width>> = { fi: new Set([1280]), en: new Set([390]), se: new Set() };
const failingImpacts = new Set(['critical', 'serious', 'moderate']);
/** Chromium refuses taller screenshots. */
const maxShotHeight = 16_000;

const artifactsDir = fileURLToPath(new URL('../artifacts/visual/', import.meta.url));
const languageNames: Record<Lang, string> = { fi: 'Finnish', en: 'English', se: 'Swedish' };
const leadName = (lang: Lang) => `E2E Visuaalinen ${lang} Oy`;

const api = async <T>(request: APIRequestContext, jwt: string, method: 'get' | 'post' | 'delete', path: string, data?: unknown): Promise<T> => {
  const response = await request[method](path, { headers: authHeaders(jwt), ...(data === undefined ? {} : { data }) });
  const text = await response.text();
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
};

const deleteLeadsNamed = async (request: APIRequestContext, jwt: string, name: string): Promise<void> => {
  const page = await api<{ items: { id: string }[] }>(request, jwt, 'get', `/api/v2.5/user/leads?search=${encodeURIComponent(name)}&size=500`);
  for (const lead of page.items) await api(request, jwt, 'delete', `/api/v2.5/user/leads/${lead.id}`);
};

/** The demo customers whose cards are walked: the business with the most related records, and a person. */
const businessName = 'Aaltonen Rakennus Oy';
const personName = 'Anna Korhonen';

const customerId = async (request: APIRequestContext, jwt: string, name: string): Promise<string> => {
  const found = (await listCustomers(request, jwt, name)).items.find((customer) => customer.name === name);
  if (!found) throw new Error(`no demo customer ${name}`);
  return found.id;
};

/** Every route of the pass: the fixed ones from the route tables, the search with a query, and pages that need an id. */
const allRoutes = async (request: APIRequestContext, jwt: string, lang: Lang): Promise<VisualRoute[]> => {
  const business = await customerId(request, jwt, businessName);
  const person = await customerId(request, jwt, personName);
  const lead = await api<{ id: string }>(request, jwt, 'post', '/api/v2.5/user/leads', {
    type: 'business', name: leadName(lang), contact_name: 'Liisa Liidi', email: 'liisa@example.com', description: 'Visuaalinen tarkistus',
  });
  // Sanction queries cannot be deleted, so the pass makes none: a query page is walked when an earlier journey made one.
  const queries = await api<{ items: { id: string }[] }>(request, jwt, 'get', '/api/v2.5/user/queries?page=1&size=1');
  const routes = fixedRoutes().map((route) => (route.path === '/search' ? { path: '/search?q=Oy', slug: 'search' } : route));
  return [
    ...routes,
    { path: `/customers/${business}`, slug: 'customer-business', label: `/customers/{${businessName}}` },
    { path: `/customers/${person}`, slug: 'customer-person', label: `/customers/{${personName}}` },
    { path: `/customers/leads/${lead.id}`, slug: 'customers-leads-lead', label: `/customers/leads/{${leadName(lang)}}` },
    { path: '/announcements/00000000-0000-4000-8000-000000007001', slug: 'announcement', label: '/announcements/{the welcome announcement}' },
    ...(queries.items[0] ? [{ path: `/queries/${queries.items[0].id}`, slug: 'query', label: '/queries/{the newest query}' }] : []),
    { path: '/tata-sivua-ei-ole', slug: 'not-found' },
  ];
};

/** Counts the page's requests in flight, so a page is judged only once everything it asked for has arrived. */
const trackNetwork = (page: Page) => {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource' || request.resourceType() === 'websocket') return;
    pending.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Counts from now: a navigation's first requests start a moment after it. */
    touch: () => {
      lastActivity = Date.now();
    },
    /** Resolves true once no request has been in flight for `quietMs`; false after `timeoutMs`. */
    quiet: async (quietMs = 150, timeoutMs = 15_000): Promise<boolean> => {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (pending.size === 0 && Date.now() - lastActivity >= quietMs) return true;
        await page.waitForTimeout(50);
      }
      return false;
    },
    pendingUrls: () => [...pending].map((request) => request.url()),
  };
};

type Network = ReturnType<typeof trackNetwork>;

/**
 * In the page, in one round trip: resolves once the DOM has not changed for `quietMs` (at most `timeoutMs`), the fonts
 * have loaded and two frames have been drawn; tells whether it settled and whether a spinner is still shown.
 */
const pageQuiet = (page: Page, quietMs: number, timeoutMs = 8_000): Promise<{ stable: boolean; spinner: boolean }> =>
  page.evaluate(
    async ({ quietMs, timeoutMs }) => {
      const stable = await new Promise<boolean>((resolve) => {
        let timer = 0;
        const finish = (value: boolean) => {
          observer.disconnect();
          window.clearTimeout(timer);
          window.clearTimeout(limit);
          resolve(value);
        };
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(() => finish(true), quietMs);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        timer = window.setTimeout(() => finish(true), quietMs);
        const limit = window.setTimeout(() => finish(false), timeoutMs);
      });
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // The design system's Spinner: a status whose first child is the empty, aria-hidden circle.
      return { stable, spinner: document.querySelector('[role=status] > [aria-hidden="true"]:empty') !== null };
    },
    { quietMs, timeoutMs },
  );

/**
 * Waits until the page is drawn for good: no request in flight, no spinner and the DOM unchanged for `quietMs` (a
 * page's sections load in waves: data, then another remote's code, then its data).
 */
const settle = async (page: Page, network: Network, quietMs: number): Promise<string | null> => {
  let state = { quiet: false, stable: false, spinner: true };
  for (let round = 0; round < 6 && !(state.quiet && state.stable && !state.spinner); round += 1) {
    const quiet = await network.quiet();
    const { stable, spinner } = await pageQuiet(page, quietMs);
    state = { quiet: quiet && network.pendingUrls().length === 0, stable, spinner };
  }
  if (!state.quiet) return `requests still in flight: ${network.pendingUrls().join(', ')}`;
  if (!state.stable) return 'the page kept changing for 8 s';
  if (state.spinner) return 'a spinner was still shown';
  return null;
};

/** Client-side navigation, as the app's own links do (no reload: the login and the loaded remotes are reused). */
const goTo = async (page: Page, network: Network, path: string): Promise<void> => {
  network.touch();
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `/app${path}`);
};

/**
 * A full-page screenshot. The frame is fixed to the window and its <main> scrolls (so may a list whose height follows
 * the window's), so a plain full-page shot would show one window of the page: the window is made taller until no
 * page-sized scroller hides anything, then shot.
 */
const shoot = async (page: Page, width: Width, path: string): Promise<void> => {
  let height = heights[width];
  for (let round = 0; round < 4; round += 1) {
    const hidden = await page.evaluate(() => {
      const pageSized = window.innerHeight * 0.4;
      let most = 0;
      for (const el of Array.from(document.querySelectorAll('*'))) {
        const { overflowY } = getComputedStyle(el);
        if ((overflowY === 'auto' || overflowY === 'scroll') && el.clientHeight >= pageSized) most = Math.max(most, el.scrollHeight - el.clientHeight);
      }
      return most;
    });
    const next = Math.min(height + hidden, maxShotHeight);
    if (hidden <= 1 || next === height) break;
    height = next;
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
};

const axeProblems = async (page: Page, route: string, width: Width): Promise<Problem[]> => {
  // Only violations are wanted: axe then keeps one node of each passed or inapplicable rule instead of all of them.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const failing = results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
  const nodes = failing.flatMap((violation) => violation.nodes.map((node) => ({ violation, node })));
  const names = await describeTargets(page, nodes.map(({ node }) => node.target.map(String).join(' ')));
  return nodes.map(({ violation, node }, i) => ({
    check: 'axe' as const,
    group: `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl.replace(/\?.*$/, '')})`,
    item: `${names[i] || node.target.join(' ')} ${node.html.replace(/\s+/g, ' ').slice(0, 90)} — ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim().slice(0, 160)}`,
    route,
    width,
  }));
};

/** The detectors find what they are meant to: a raw key, another language's text and, in Finnish, an English word. */
const selfTest = async (page: Page, lang: Lang, foreignSample: string): Promise<void> => {
  await page.evaluate((texts) => {
    const probe = document.createElement('div');
    probe.id = 'visual-self-test';
    probe.innerText = texts.join('\n');
    document.querySelector('main')?.prepend(probe);
  }, ['list.tableLabel', foreignSample, 'Loading']);
  const found = await checkPage(page, lang);
  await page.evaluate(() => document.getElementById('visual-self-test')?.remove());
  expect(found.rawKeys.join('\n'), 'the raw-key detector').toContain('"list.tableLabel"');
  expect(found.foreign.join('\n').toLowerCase(), 'the other-language detector').toContain(foreignSample);
  if (lang === 'fi') expect(found.foreign.join('\n'), 'the English-word detector').toContain('"Loading"');
};

// A trace of ~200 screenshots per language costs more than the pass itself; the report file says what failed.
test.use({ trace: 'off' });

test.describe('visual pass: every staff route at 390, 768, 1280 and 1920 px (issue 16)', () => {
  // One test per language, so a failure names the language; no retry (the pass is deterministic and long).
  test.describe.configure({ retries: 0, timeout: 15 * 60_000 });

  test.afterEach(async ({ request }) => {
    const jwt = await apiLogin(request, users.admin.email);
    await updateMe(request, jwt, { language: 'fi' });
    for (const lang of langs) await deleteLeadsNamed(request, jwt, leadName(lang));
  });

  for (const lang of langs) {
    test(`${lang}: no overflow, clipped headers, missing translations or axe violations`, async ({ page, request }, testInfo) => {
      const jwt = await apiLogin(request, users.admin.email);
      await updateMe(request, jwt, { language: lang });
      // VISUAL_ROUTES=<regex> walks only the matching paths (while fixing a page); the artifacts of the others are kept.
      const only = process.env.VISUAL_ROUTES ? new RegExp(process.env.VISUAL_ROUTES) : null;
      const routes = (await allRoutes(request, jwt, lang)).filter((route) => !only || only.test(route.path));
      const dir = `${artifactsDir}${lang}/`;
      if (!only) rmSync(dir, { recursive: true, force: true });
      for (const width of widths) mkdirSync(`${dir}${width}`, { recursive: true });

      const problems: Problem[] = [];
      const notes: string[] = [];
      let current = { route: '/', width: 1280 as Width };
      // i18next reports a missing key on the console only when its debug logging is on; caught here for when it is.
      page.on('console', (message) => {
        if (/missingKey|i18next::translator/i.test(message.text())) problems.push({ check: 'rawKey', group: '', item: `console: ${message.text().slice(0, 200)}`, ...current });
      });
      page.on('pageerror', (error) => notes.push(`${current.route} (${current.width}): uncaught ${error.message.split('\n')[0]}`));

      const network = trackNetwork(page);
      await page.setViewportSize({ width: 1280, height: heights[1280] });
      await login(page, users.admin.email);
      await expect(await greetingHeading(page, users.admin.firstName, lang)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'se' ? 'sv' : lang);
      const foreign = foreignTexts(lang);
      await installForeignTexts(page, foreign);
      await selfTest(page, lang, foreign[0]!);
      const loginHeading = page.getByRole('heading', { level: 1, name: tr(lang, 'login.title'), exact: true });

      const started = Date.now();
      const spent = { settle: 0, checks: 0, axe: 0, shot: 0 };
      const timed = async <T>(phase: keyof typeof spent, run: () => Promise<T>): Promise<T> => {
        const from = Date.now();
        try {
          return await run();
        } finally {
          spent[phase] += Date.now() - from;
        }
      };
      for (const { path, slug, label } of routes) {
        const route = label ?? path;
        await goTo(page, network, path);
        for (const width of widths) {
          current = { route, width };
          await page.setViewportSize({ width, height: heights[width] });
          // After a navigation the page loads in waves; after a resize only the layout (and lazy parts) change.
          const unsettled = await timed('settle', () => settle(page, network, width === widths[0] ? 250 : 30));
          if (unsettled) problems.push({ check: 'load', group: '', item: unsettled, route, width });
          expect(await loginHeading.isVisible(), `the session ended on ${route}`).toBe(false);

          const found = await timed('checks', () => checkPage(page, lang));
          const add = (check: Problem['check'], items: string[], group = '') => {
            for (const item of items) problems.push({ check, group, item, route, width });
          };
          for (const { kind, detail } of found.overflow) problems.push({ check: 'overflow', group: kind, item: detail, route, width });
          add('clipped', found.clipped);
          add('rawKey', found.rawKeys);
          add('foreign', found.foreign, `In the ${languageNames[lang]} UI`);
          if (axeWidths[lang].has(width)) problems.push(...(await timed('axe', () => axeProblems(page, route, width))));
          await timed('shot', () => shoot(page, width, `${dir}${width}/${slug}.png`));
        }
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      const phases = Object.entries(spent).map(([phase, ms]) => `${phase} ${Math.round(ms / 1000)} s`).join(', ');

      const report = formatProblems(problems);
      writeFileSync(`${dir}problems.txt`, `${lang}: ${routes.length} routes × ${widths.length} widths in ${seconds} s (${phases})\n${report}\n\nNotes:\n${notes.join('\n')}\n`);
      writeFileSync(`${dir}problems.json`, JSON.stringify({ lang, routes, seconds, spent, problems, notes }, null, 2));
      await testInfo.attach(`visual-${lang}.txt`, { path: `${dir}problems.txt`, contentType: 'text/plain' });
      if (notes.length > 0) testInfo.annotations.push({ type: 'uncaught errors', description: notes.slice(0, 20).join('\n') });

      expect(problems.length, `${lang}: ${problems.length} problem(s) on ${routes.length} routes × ${widths.length} widths${formatProblems(problems, 12)}`).toBe(0);
    });
  }
});
