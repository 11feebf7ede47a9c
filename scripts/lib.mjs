import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command in the repository root with inherited output; resolves with its exit code. */
export const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** npm install when node_modules is missing or older than the lockfile (a fresh clone, a pulled change). */
export const ensureInstalled = async () => {
  const marker = `${root}/node_modules/.package-lock.json`;
  const lock = `${root}/package-lock.json`;
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  console.log('› installing dependencies (npm install)');
  const code = await run('npm', ['install', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm install failed');
};

export const chromiumPath = () =>
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)) ?? null;

export const pdfsigPath = () => ['/usr/bin/pdfsig'].find((p) => existsSync(p)) ?? null;

/**
 * Debian's packages the tests use: Chromium for the journeys, poppler-utils' pdfsig for checking signed PDFs as a
 * standard reader does. Installed with apt-get when missing and we are root.
 */
export const ensureSystemTools = () => {
  const missing = [...(chromiumPath() ? [] : ['chromium', 'fonts-dejavu-core']), ...(pdfsigPath() ? [] : ['poppler-utils'])];
  if (missing.length === 0 || process.getuid?.() !== 0) return;
  console.log(`› installing ${missing.join(', ')} (apt-get install)`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};

/** Debian's Chromium for the end-to-end tests; installed with apt-get when missing and we are root. */
export const ensureChromium = () => {
  ensureSystemTools();
  return chromiumPath();
};

/** The workspaces that are remotes: each says so with its own src/remote.json (app-kit createRemote). */
export const remoteWorkspaces = () =>
  JSON.parse(readFileSync(`${root}/package.json`, 'utf8')).workspaces.filter((workspace) => existsSync(`${root}/${workspace}/src/remote.json`));

/** The recipients' public pages (issue 13): an app of their own at /p/, not a remote of the staff shell. */
const publicPages = 'mf-public';

export const buildFrontends = async () => {
  for (const workspace of [...remoteWorkspaces(), 'shell', publicPages]) {
    const code = await run('npm', ['run', 'build', '-w', workspace]);
    if (code !== 0) throw new Error(`building ${workspace} failed`);
  }
};
