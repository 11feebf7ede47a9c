import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import { log } from '@tunne/platform';
import { serveBuiltFiles } from './precompressed.ts';
import { mountPublicPages } from './public-pages.ts';

/** One entry of /app/remotes.json (the shell's RemoteDescriptor, shell/src/remotes/remote-manifest.ts). */
export interface RemoteEntry {
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  routes: string[];
  /** Add-menu entries the remote implements (shell: AddTarget). */
  add?: { key: string; path: string }[];
  /** Customer-card sections the remote renders through its './CardSections' expose (app-kit remote-sections). */
  cardSections?: string[];
  /** Home page sections the remote renders through its './HomeSections' expose (app-kit remote-sections). */
  homeSections?: string[];
  /** Settings sections the remote renders through its './SettingsSections' expose (app-kit remote-sections). */
  settingsSections?: string[];
}

/** A folder at the repository root whose name can be a URL segment: the remotes are served under it. */
const folderName = /^[a-z0-9][a-z0-9._-]*$/;

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

/** The descriptor a remote's build wrote (its src/remote.json, app-kit createRemote), or null when it is not usable. */
const readDescriptor = (root: string, folder: string): RemoteEntry | null => {
  const dist = join(root, folder, 'dist');
  if (!existsSync(join(dist, 'remote.json')) || !existsSync(join(dist, 'mf-manifest.json'))) return null;
  try {
    const built = JSON.parse(readFileSync(join(dist, 'remote.json'), 'utf8')) as Record<string, unknown>;
    const routes = strings(built.routes);
    if (typeof built.name !== 'string' || !routes) return null;
    const add = Array.isArray(built.add) ? (built.add as { key: string; path: string }[]).map(({ key, path }) => ({ key, path })) : undefined;
    const cardSections = strings(built.cardSections);
    const homeSections = strings(built.homeSections);
    const settingsSections = strings(built.settingsSections);
    return {
      name: built.name,
      entry: `/app/remotes/${folder}/mf-manifest.json`,
      routes,
      ...(add ? { add } : {}),
      ...(cardSections?.length ? { cardSections } : {}),
      ...(homeSections?.length ? { homeSections } : {}),
      ...(settingsSections?.length ? { settingsSections } : {}),
    };
  } catch (error) {
    log.warn('remote descriptor ignored', { folder, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
};

/**
 * Every built remote under the repository root (`<folder>/dist/remote.json`, written by the remote's own build), in
 * folder order. Read per request, so a remote built while the gateway runs appears without a restart; adding a remote
 * touches no gateway or shell code.
 */
export const builtRemotes = (root: string): Map<string, RemoteEntry> => {
  const remotes = new Map<string, RemoteEntry>();
  const folders = readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const folder of folders) {
    if (!folder.isDirectory() || !folderName.test(folder.name) || folder.name === 'node_modules') continue;
    const descriptor = readDescriptor(root, folder.name);
    if (descriptor) remotes.set(folder.name, descriptor);
  }
  return remotes;
};

export interface StaticOptions {
  /** Repository root holding shell/dist and <remote>/dist. */
  root: string;
}

const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

const cacheHeaders = (path: string): Record<string, string> =>
  hashed.test(path) ? { 'cache-control': 'public, max-age=31536000, immutable' } : { 'cache-control': 'no-cache' };

/**
 * Serves the built shell under /app (deep links fall back to its index.html; its icon is /favicon.ico as well), each
 * built remote under /app/remotes/<folder>/, and the runtime manifest /app/remotes.json the shell reads at start,
 * assembled from the remotes' own descriptors.
 */
export const mountFrontends = (app: Hono, options: StaticOptions): void => {
  const root = resolve(options.root);
  const shellDist = join(root, 'shell', 'dist');

  app.get('/', (c) => c.redirect('/app/'));
  app.get('/app', (c) => c.redirect('/app/'));
  // Browsers ask for /favicon.ico themselves (pages without the shell's <link rel="icon">): the shell's SVG icon.
  app.get('/favicon.ico', serveBuiltFiles({ root: shellDist, rewriteRequestPath: () => '/favicon.svg' }));
  // The recipients' public pages: a separate build that loads nothing of the shell.
  mountPublicPages(app, root);

  app.get('/app/remotes.json', (c) => {
    c.header('cache-control', 'no-cache');
    return c.json({ remotes: [...builtRemotes(root).values()] });
  });

  app.use('/app/*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('cache-control')) {
      for (const [k, v] of Object.entries(cacheHeaders(c.req.path))) c.res.headers.set(k, v);
    }
  });

  // A remote's files, from the folder that holds its built descriptor (and from no other folder).
  const remoteFiles = new Map<string, ReturnType<typeof serveBuiltFiles>>();
  app.use('/app/remotes/:folder/*', async (c, next) => {
    const folder = c.req.param('folder');
    if (!folderName.test(folder) || !existsSync(join(root, folder, 'dist', 'remote.json'))) return next();
    let serve = remoteFiles.get(folder);
    if (!serve) {
      serve = serveBuiltFiles({ root: join(root, folder, 'dist'), rewriteRequestPath: (path) => path.slice(`/app/remotes/${folder}`.length) });
      remoteFiles.set(folder, serve);
    }
    return serve(c, next);
  });

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
