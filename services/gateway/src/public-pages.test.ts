import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { headerPolicy } from './headers.ts';
import { mountFrontends } from './static.ts';

const builtRoot = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'tunne-public-'));
  mkdirSync(join(root, 'mf-public', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-public', 'dist', 'index.html'), '<!doctype html><title>Tunne</title><div id="root"></div>');
  writeFileSync(join(root, 'mf-public', 'dist', 'main.0123456789.js'), 'console.log("public")');
  return root;
};

const gateway = (root: string) => {
  const app = new Hono();
  app.use('*', headerPolicy({ production: false }));
  mountFrontends(app, { root });
  return app;
};

const link = '/p/requests/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222/33333333-3333-4333-8333-333333333333';

describe('public pages under /p/', () => {
  it('answer every public link with the page: strict CSP, no referrer, never stored', async () => {
    const app = gateway(builtRoot());
    for (const path of [link, `${link}?preview`, '/p/letters/a/b/c', '/p/identifications/x']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('serve the hashed assets with a long cache, and a missing asset as 404 (not the page)', async () => {
    const app = gateway(builtRoot());
    const asset = await app.request('/p/main.0123456789.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("public")');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await app.request('/p/missing.0123456789.js')).status).toBe(404);
  });

  it('say so when the pages are not built', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tunne-public-empty-'));
    const response = await gateway(root).request(link);
    expect(response.status).toBe(503);
  });
});
