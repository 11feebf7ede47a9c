import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createOutboxSmsProvider, createTokenService, DevOutbox, type Mailer } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
// The build's own step writes the twins, so the test serves what a real build leaves behind.
import { precompress } from '../../../scripts/precompress.mjs';
import { allMigrations } from './boot.ts';
import { acceptedEncodings } from './precompressed.ts';
import { createGateway } from './gateway.ts';

let t: TestDatabase;
let app: ReturnType<typeof createGateway>;

const script = `export const greeting = ${JSON.stringify('hei maailma '.repeat(400))};\n`;
const style = `.frame { color: var(--colour-text); }\n`.repeat(100);
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const woff2 = Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(400, 7)]);

const builtFrontend = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'tunne-gw-precompressed-'));
  const shell = join(root, 'shell', 'dist');
  mkdirSync(join(shell, 'assets'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), `<!doctype html><title>Tunne</title>${'<div></div>'.repeat(50)}`);
  writeFileSync(join(shell, 'main.0123456789.js'), script);
  writeFileSync(join(shell, 'frame.0123456789.css'), style);
  writeFileSync(join(shell, 'assets', 'logo.0123456789.png'), png);
  writeFileSync(join(shell, 'assets', 'inter.0123456789.woff2'), woff2);
  writeFileSync(join(shell, 'tiny.0123456789.js'), '1');
  const remote = join(root, 'mf-customers', 'dist');
  mkdirSync(remote, { recursive: true });
  writeFileSync(join(remote, 'mf-manifest.json'), JSON.stringify({ id: 'mf_customers', shared: Array(50).fill({ name: 'react' }) }));
  writeFileSync(join(remote, 'remoteEntry.js'), script);
  writeFileSync(join(remote, 'remote.json'), JSON.stringify({ name: 'mf_customers', namespace: 'customers', routes: ['/customers'] }));
  precompress(shell);
  precompress(remote);
  // A file built without its twins (an older build, or a copy by hand) is still served, plain.
  writeFileSync(join(shell, 'plain.0123456789.js'), script);
  return root;
};

const mailer: Mailer = { send: async () => undefined };

beforeAll(async () => {
  t = await createTestDatabase(allMigrations);
  app = createGateway({
    db: t.db,
    tokens: createTokenService({ secret: 'p'.repeat(40) }),
    mailer,
    sms: createOutboxSmsProvider(new DevOutbox()),
    publicUrl: 'http://tunne.test',
    frontendRoot: builtFrontend(),
  });
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** Everything but the representation's own headers must be the same whichever encoding is sent. */
const policyHeaders = (response: Response) => {
  const skip = new Set(['content-encoding', 'content-length', 'date']);
  return Object.fromEntries([...response.headers].filter(([name]) => !skip.has(name)));
};

describe('precompressed frontend files', () => {
  it('sends brotli, then gzip, then the file itself, as Accept-Encoding allows', async () => {
    const br = await get('/app/main.0123456789.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = await bytes(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(script);

    const gzip = await get('/app/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(script);

    const plain = await get('/app/main.0123456789.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(script);

    for (const response of [br, gzip, plain]) {
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(policyHeaders(br)).toEqual(policyHeaders(plain));
    expect(policyHeaders(gzip)).toEqual(policyHeaders(plain));
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('honours q=0 and the wildcard', async () => {
    const noBrotli = await get('/app/main.0123456789.js', { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip');
    const nothing = await get('/app/main.0123456789.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(nothing.headers.get('content-encoding')).toBeNull();
    expect((await bytes(nothing)).toString()).toBe(script);
    expect((await get('/app/main.0123456789.js', { 'accept-encoding': '*' })).headers.get('content-encoding')).toBe('br');
    expect((await get('/app/main.0123456789.js', { 'accept-encoding': 'br;q=0, *' })).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/app/main.0123456789.js', { 'accept-encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
    expect([...acceptedEncodings('BR;Q=0.5, gzip;q=0.000')]).toEqual(['br']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });

  it('keeps the content type and page headers of HTML, CSS and JSON', async () => {
    const page = await get('/app/', { 'accept-encoding': 'br' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(page)).toString()).toContain('<title>Tunne</title>');

    const css = await get('/app/frame.0123456789.css', { 'accept-encoding': 'gzip' });
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('content-encoding')).toBe('gzip');

    const manifest = await get('/app/remotes/mf-customers/mf-manifest.json', { 'accept-encoding': 'br, gzip' });
    expect(manifest.headers.get('content-type')).toBe('application/json');
    expect(manifest.headers.get('content-encoding')).toBe('br');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(await bytes(manifest)).toString())).toMatchObject({ id: 'mf_customers' });

    const entry = await get('/app/remotes/mf-customers/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends already-compressed formats, tiny files and files without twins as they are', async () => {
    for (const [path, type, body] of [
      ['/app/assets/logo.0123456789.png', 'image/png', png],
      ['/app/assets/inter.0123456789.woff2', 'font/woff2', woff2],
    ] as const) {
      const response = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBeNull();
      expect(await bytes(response)).toEqual(body);
    }
    const tiny = await get('/app/tiny.0123456789.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('1');
    const plain = await get('/app/plain.0123456789.js', { 'accept-encoding': 'br, gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers HEAD and Range for the representation chosen', async () => {
    const full = await bytes(await get('/app/main.0123456789.js', { 'accept-encoding': 'br' }));
    const head = await get('/app/main.0123456789.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(String(full.length));
    expect((await bytes(head)).length).toBe(0);

    const part = await get('/app/main.0123456789.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-encoding')).toBe('br');
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${full.length}`);
    expect(await bytes(part)).toEqual(full.subarray(0, 10));

    const plainTail = await get('/app/main.0123456789.js', { range: 'bytes=-5' });
    expect(plainTail.status).toBe(206);
    expect(await plainTail.text()).toBe(script.slice(-5));

    const outside = await get('/app/main.0123456789.js', { range: `bytes=${script.length + 10}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${script.length}`);
  });

  it('stays inside the build folder and falls back to the shell for deep links', async () => {
    expect((await get('/app/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await get('/app/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await get('/app/remotes/mf-customers/%2e%2e/%2e%2e/shell/dist/index.html')).status).toBe(404);
    const deepLink = await get('/app/customers/123', { 'accept-encoding': 'br' });
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect((await get('/app/missing.0123456789.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });
});
