// What a phone downloads to show a recipient's page (issue 27 §4: the public app's first load ≤ 90 KB compressed):
// the built mf-public served as the gateway serves it (services/gateway/src/public-pages.ts: an asset's brotli twin
// when the browser takes brotli, the page itself for any other /p/ path), the public API answered with the unit
// tests' views, and Chromium at 390 px opening each page with a link token. Counted, as they crossed the wire
// (brotli) and as their gzip twins on disk would have: the first load (the HTML, the entry's script and styles that
// index.html names, and the start language's texts, the pages' and app-kit's frame: the page paints nothing before
// these; app-kit's error texts come meanwhile, every call waits for them)
// and the page shown (every script and style sheet until the page's own content is on screen).
// Run after a production build of mf-public: npx tsx mf-public/scripts/first-load.ts (CHROMIUM_PATH, default
// /usr/bin/chromium; SCREENSHOTS=<folder> also saves each page at 390 px). Prints a table and a JSON line; exits 1
// when a page's first load is over the budget.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { PublicLetterView } from '@tunne/contracts';
import { identificationView, requestView, signatoryView } from '../src/test-views.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const budgetKB = 90;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const org = '11111111-1111-4111-8111-111111111111';
const customer = '22222222-2222-4222-8222-222222222222';
const id = '33333333-3333-4333-8333-333333333333';
const esignature = '44444444-4444-4444-8444-444444444444';
const token = 'T'.repeat(43);

const letterView: PublicLetterView = { needs_code: true, organisation: { name: 'Tilitoimisto Esimerkki Oy', color: '#0f5c4d', logo_url: null }, language: 'fi', tel_hint: '•••• 4567' };

/** The pages measured: the address a link opens and what shows the page is there. */
const pages = [
  {
    name: 'request',
    path: `/p/requests/${org}/${customer}/${id}`,
    view: requestView({ ask_basic: true, ask_responsiblepersons: true, ask_sof: true, ask_files: true }),
    ready: 'form',
  },
  { name: 'letter', path: `/p/letters/${org}/${customer}/${id}`, view: letterView, ready: 'form' },
  { name: 'identification', path: `/p/identifications/${org}/${customer}/${id}`, view: identificationView(), ready: 'form' },
  { name: 'signatory', path: `/p/signatories/${org}/${customer}/${esignature}/${id}`, view: signatoryView(), ready: 'article' },
  { name: 'verify', path: '/p/verify', view: null, ready: 'h1' },
] as const;

const types: Record<string, string> = { js: 'text/javascript', css: 'text/css', html: 'text/html', woff2: 'font/woff2', woff: 'font/woff', svg: 'image/svg+xml' };

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/v2.5/public/')) {
    const page = pages.find((entry) => entry.path.startsWith(`/p/${url.pathname.split('/')[4]}/`));
    response.writeHead(page ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(page ? { status: true, data: page.view, errors: [] } : { status: false, data: null, errors: [{ code: 'LINK_INVALID' }] }));
    return;
  }
  const file = join(dist, url.pathname.replace(/^\/p\//, ''));
  const ext = /\.([a-z0-9]+)$/.exec(url.pathname)?.[1];
  if (!ext || !existsSync(file)) {
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    response.end(readFileSync(join(dist, 'index.html')));
    return;
  }
  const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') && existsSync(`${file}.br`);
  response.writeHead(200, { 'content-type': types[ext] ?? 'application/octet-stream', ...(brotli ? { 'content-encoding': 'br' } : {}) });
  response.end(readFileSync(brotli ? `${file}.br` : file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/**
 * The files index.html names, and the language chunks (the public texts' JSON module, app-kit's texts: the page waits
 * for both before it renders), by their path under /p/.
 */
const entryFiles = new Set([...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/p\/([^"]+)"/g)].map((match) => `/p/${match[1]}`));
const languageMarkers = ['"footerPublic":', '"boundary":{"title":'];
const isLanguageChunk = (path: string): boolean => {
  if (!path.endsWith('.js')) return false;
  const text = readFileSync(join(dist, path.replace(/^\/p\//, '')), 'utf8');
  return languageMarkers.some((marker) => text.includes(marker));
};

const gzipSize = (path: string, encoded: number): number => {
  const file = join(dist, path.replace(/^\/p\//, ''));
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : existsSync(file) ? statSync(file).size : encoded;
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
try {
  for (const entry of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'fi-FI' });
    const page = await context.newPage();
    await page.goto(`${base}${entry.path}#${token}`);
    await page.locator(`main ${entry.ready}`).first().waitFor({ timeout: 30_000 });
    // SCREENSHOTS=<folder>: each page as the phone shows it, to look at.
    if (process.env.SCREENSHOTS) await page.screenshot({ path: join(process.env.SCREENSHOTS, `${entry.name}-390.png`), fullPage: true });
    const files = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return [
        { path: new URL(navigation.name).pathname, kind: 'html', encoded: navigation.encodedBodySize, decoded: navigation.decodedBodySize },
        ...resources
          .map((resource) => ({ path: new URL(resource.name).pathname, encoded: resource.encodedBodySize, decoded: resource.decodedBodySize }))
          .filter((resource) => /\.(js|css)$/.test(resource.path))
          .map((resource) => ({ ...resource, kind: resource.path.endsWith('.js') ? 'js' : 'css' })),
      ];
    });
    const assets = files.slice(1);
    const gzip = (list: typeof files) => kb(list.reduce((sum, file) => sum + (file.kind === 'html' ? file.encoded : gzipSize(file.path, file.encoded)), 0));
    const first = files.filter((file) => file.kind === 'html' || entryFiles.has(file.path) || isLanguageChunk(file.path));
    results.push({
      page: entry.name,
      firstBrotliKB: kb(first.reduce((sum, file) => sum + file.encoded, 0)),
      firstGzipKB: gzip(first),
      files: assets.length,
      brotliKB: kb(files.reduce((sum, file) => sum + file.encoded, 0)),
      gzipKB: gzip(files),
      jsKB: kb(assets.filter((file) => file.kind === 'js').reduce((sum, file) => sum + file.encoded, 0)),
      cssKB: kb(assets.filter((file) => file.kind === 'css').reduce((sum, file) => sum + file.encoded, 0)),
      decodedKB: kb(files.reduce((sum, file) => sum + file.decoded, 0)),
      list: assets.map((file) => `${file.path} ${kb(file.encoded)}${first.includes(file) ? ' (first load)' : ''}`),
    });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

for (const row of results) {
  console.log(
    `${row.page.padEnd(15)} first load ${row.firstBrotliKB} KB brotli / ${row.firstGzipKB} KB gzip; page shown ${row.brotliKB} KB brotli / ${row.gzipKB} KB gzip (js ${row.jsKB}, css ${row.cssKB}, ${row.files} files, ${row.decodedKB} KB decoded)`,
  );
  if (process.env.VERBOSE) for (const file of row.list) console.log(`    ${file}`);
}
console.log(JSON.stringify({ date: new Date().toISOString(), budgetKB, pages: results.map(({ list: _list, ...row }) => row) }));
const over = results.filter((row) => row.firstBrotliKB > budgetKB);
for (const row of over) console.error(`over budget: ${row.page} first load ${row.firstBrotliKB} KB brotli > ${budgetKB} KB`);
process.exit(over.length > 0 ? 1 : 0);
