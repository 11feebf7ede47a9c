import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { pageContentSecurityPolicy } from './headers.ts';
import { serveBuiltFiles } from './precompressed.ts';

/**
 * The recipients' pages (mf-public, issue 13): nothing by default, then only this origin's scripts, styles, fonts and
 * images (the organisation's logo is served here too), no inline code, no framing, forms only to this origin. The
 * link's token lives in the fragment and the page sends no referrer.
 */
export const publicPagesContentSecurityPolicy = pageContentSecurityPolicy("'none'");

const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

/**
 * Serves mf-public/dist under /p/: hashed assets with a long cache, and every other /p/ path (a public link such as
 * /p/requests/{organizations_id}/{customers_id}/{id}) the page itself, never stored by the browser or a proxy.
 */
export const mountPublicPages = (app: Hono, root: string): void => {
  const dist = join(root, 'mf-public', 'dist');

  app.use('/p/*', async (c, next) => {
    await next();
    c.res.headers.set('referrer-policy', 'no-referrer');
    if (c.res.status === 200 && hashed.test(c.req.path)) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('/p/*', serveBuiltFiles({ root: dist, rewriteRequestPath: (path) => path.replace(/^\/p/, '') }));

  const page = (c: Context) => {
    const index = join(dist, 'index.html');
    if (!existsSync(index)) return c.text('The public pages are not built yet: npm run build -w @tunne/mf-public.', 503);
    if (/\.[a-z0-9]{2,5}$/i.test(c.req.path)) return c.text('Not found', 404);
    c.header('cache-control', 'no-store');
    c.header('content-security-policy', publicPagesContentSecurityPolicy);
    c.header('referrer-policy', 'no-referrer');
    return c.html(readFileSync(index, 'utf8'));
  };
  // `/p/*` covers `/p` too; a wildcard route needs no row of its own in the security suite's route table.
  app.get('/p/*', page);
};
