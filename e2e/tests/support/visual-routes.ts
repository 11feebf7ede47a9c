import { readFileSync } from 'node:fs';

// Every staff route of the logged-in frame, read from the apps' own route tables so that a new page is walked by the
// visual pass without anyone remembering to add it here: the shell's frame routes (shell/src/routes.ts), each remote's
// literal paths (mf-*/src/routes.ts) and its add-menu paths (mf-*/src/remote.json), and every settings section
// (services/contracts/src/settings.ts). Routes that need an id (a customer card, an announcement) are added by the spec.

const repoRoot = new URL('../../../', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, repoRoot), 'utf8');

/** The remotes drawn in the staff frame (mf-public serves the logged-out pages). */
export const staffRemotes = ['mf-customers', 'mf-alerts', 'mf-risk', 'mf-outbound', 'mf-settings'] as const;

export interface VisualRoute {
  /** Path inside /app, with its query string. */
  path: string;
  /** File name of the screenshot (no extension). */
  slug: string;
  /** How the report names a route with an id in its path, e.g. '/customers/{Aaltonen Rakennus Oy}'. */
  label?: string;
}

interface RemoteManifest {
  routes?: string[];
  add?: { key: string; path: string }[];
}

/** The '/…' string literals of a `const name = [ … ] as const` list. */
const literalList = (source: string, name: string): string[] => {
  const block = new RegExp(`${name}\\s*=\\s*\\[([^\\]]*)\\]`).exec(source)?.[1];
  if (!block) throw new Error(`no list ${name}`);
  return [...block.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
};

const tryRead = (path: string): string | null => {
  try {
    return read(path);
  } catch {
    return null;
  }
};

/** `path === '/…'` comparisons in a remote's routeFor: the pages it owns at a fixed path. */
const remotePaths = (remote: string): string[] => {
  const source = tryRead(`${remote}/src/routes.ts`);
  return source ? [...source.matchAll(/path === '(\/[^']*)'/g)].map((match) => match[1]!) : [];
};

const manifest = (remote: string): RemoteManifest => JSON.parse(read(`${remote}/src/remote.json`)) as RemoteManifest;

/**
 * The same page as another route in the list: '/customers/new' is '/customers/new?type=business' (its default), and
 * '/queries?new=1' is '/queries' with the form focused.
 */
const duplicates = new Set(['/customers/new', '/queries?new=1']);

export const slugOf = (path: string): string => {
  if (path === '/') return 'home';
  return path.replace(/^\//, '').replace(/[/?=&]+/g, '-').replace(/[^A-Za-z0-9_-]/g, '_');
};

/** The fixed-path staff routes, in the order the spec walks them (shell, remotes, settings sections). */
export const fixedRoutes = (): VisualRoute[] => {
  const shell = literalList(read('shell/src/routes.ts'), 'shellFrameRoutes');
  const remotes = staffRemotes.flatMap((remote) => {
    const own = manifest(remote);
    return [...remotePaths(remote), ...(own.routes ?? []), ...(own.add ?? []).map((entry) => entry.path)];
  });
  const sections = literalList(read('services/contracts/src/settings.ts'), 'settingsSectionIds').map((id) => `/settings/${id}`);
  const paths = [...shell, ...remotes, ...sections]
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
    .filter((path) => !duplicates.has(path));
  return [...new Set(paths)].map((path) => ({ path, slug: slugOf(path) }));
};
