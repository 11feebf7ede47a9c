import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveBuiltFiles } from './precompressed.ts';

export interface RemoteEntry {
  name: string;
  /** Folder under /app/remotes/ and on disk. */
  folder: string;
  routes: string[];
  /** Add-menu entries the remote implements (shell: AddTarget). */
  add?: { key: string; path: string }[];
  /** Customer-card sections the remote renders through its './CardSections' expose (app-kit remote-sections). */
  cardSections?: string[];
  /** Home page sections the remote renders through its './HomeSections' expose (app-kit remote-sections). */
  homeSections?: string[];
}

/** Remotes the gateway knows how to serve; each is listed in /app/remotes.json only when it was built. */
export const knownRemotes: RemoteEntry[] = [
  {
    name: 'mf_customers',
    folder: 'mf-customers',
    routes: ['/customers', '/removedcustomers', '/todos', '/tasks'],
    add: [
      { key: 'business', path: '/customers/new?type=business' },
      { key: 'person', path: '/customers/new?type=person' },
      { key: 'import', path: '/customers/import' },
      { key: 'lead', path: '/customers/leads/new' },
    ],
  },
  {
    name: 'mf_risk',
    folder: 'mf-risk',
    // '/settings' until a settings remote draws the settings frame (it can then mount mf_risk/SettingsSections).
    routes: ['/settings', '/settings/riskscore', '/settings/riskratings', '/settings/riskquestions'],
    cardSections: ['edd', 'riskanswers', 'riskassessments'],
    homeSections: ['reviewsdue'],
  },
  { name: 'mf_alerts', folder: 'mf-alerts', routes: ['/alerts', '/queries'], add: [{ key: 'query', path: '/queries?new=1' }], cardSections: ['alerts'] },
];

export interface StaticOptions {
  /** Repository root holding shell/dist and <remote>/dist. */
  root: string;
}

const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

const cacheHeaders = (path: string): Record<string, string> =>
  hashed.test(path) ? { 'cache-control': 'public, max-age=31536000, immutable' } : { 'cache-control': 'no-cache' };

/**
 * Serves the built shell under /app (deep links fall back to its index.html), each remote under
 * /app/remotes/<folder>/, and the runtime manifest /app/remotes.json the shell reads at start.
 */
export const mountFrontends = (app: Hono, options: StaticOptions): void => {
  const root = resolve(options.root);
  const shellDist = join(root, 'shell', 'dist');

  app.get('/', (c) => c.redirect('/app/'));
  app.get('/app', (c) => c.redirect('/app/'));

  app.get('/app/remotes.json', (c) => {
    const remotes = knownRemotes
      .filter((r) => existsSync(join(root, r.folder, 'dist', 'mf-manifest.json')))
      .map((r) => ({
        name: r.name,
        entry: `/app/remotes/${r.folder}/mf-manifest.json`,
        routes: r.routes,
        ...(r.add ? { add: r.add } : {}),
        ...(r.cardSections ? { cardSections: r.cardSections } : {}),
        ...(r.homeSections ? { homeSections: r.homeSections } : {}),
      }));
    c.header('cache-control', 'no-cache');
    return c.json({ remotes });
  });

  app.use('/app/*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('cache-control')) {
      for (const [k, v] of Object.entries(cacheHeaders(c.req.path))) c.res.headers.set(k, v);
    }
  });

  for (const remote of knownRemotes) {
    const dist = join(root, remote.folder, 'dist');
    app.use(
      `/app/remotes/${remote.folder}/*`,
      serveBuiltFiles({
        root: dist,
        rewriteRequestPath: (path) => path.replace(`/app/remotes/${remote.folder}`, ''),
      }),
    );
  }

  app.use(
    '/app/*',
    serveBuiltFiles({
      root: shellDist,
      rewriteRequestPath: (path) => path.replace(/^\/app/, ''),
    }),
  );

  // Client-side routes: any other /app path renders the shell.
  app.get('/app/*', (c) => {
    const index = join(shellDist, 'index.html');
    if (!existsSync(index)) return c.text('The frontend is not built yet: run npm start.', 503);
    if (/\.[a-z0-9]{2,5}$/i.test(c.req.path)) return c.text('Not found', 404);
    c.header('cache-control', 'no-cache');
    return c.html(readFileSync(index, 'utf8'));
  });
};
