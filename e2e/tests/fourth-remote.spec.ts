import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { users } from './support/api.ts';
import { login } from './support/ui.ts';

// Issue 12 §4–5, "a newcomer adds a fourth remote by copying the smallest one and changing names only": mf-alerts is
// copied to a folder at the repository root, its names are changed (package name, federation name, i18n namespace,
// route, card section id), it is built while the gateway runs, and it appears in /app/remotes.json and mounts in the
// shell — no gateway or shell code knows it. The copy is removed afterwards, built or not.

const root = fileURLToPath(new URL('../..', import.meta.url));
const folder = 'mf-example-proof';
const copy = join(root, folder);

const rewrite = (path: string, change: (text: string) => string) => writeFileSync(path, change(readFileSync(path, 'utf8')));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : []);

test.describe('a fourth remote', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(() => {
    rmSync(copy, { recursive: true, force: true });
    cpSync(join(root, 'mf-alerts'), copy, { recursive: true, filter: (path) => !/[/\\](dist|node_modules)$/.test(path) });
    // The names, and nothing else.
    rewrite(join(copy, 'package.json'), (text) => text.replace('"@tunne/mf-alerts"', '"@tunne/mf-example"'));
    const descriptor = JSON.parse(readFileSync(join(copy, 'src/remote.json'), 'utf8')) as Record<string, unknown>;
    delete descriptor.add; // The add menu has one entry per kind (spec §2): the copy offers none of mf-alerts'.
    writeFileSync(
      join(copy, 'src/remote.json'),
      JSON.stringify(
        { ...descriptor, name: 'mf_example', namespace: 'example', routes: ['/example'], cardSections: ['examplealerts'], homeSections: ['examplealerts'], settingsSections: ['examplesettings'] },
        null,
        2,
      ),
    );
    rewrite(join(copy, 'src/remote.tsx'), (text) => text.replace('    alerts: () =>', '    examplealerts: () =>').replace('    openalerts: () =>', '    examplealerts: () =>'));
    rewrite(join(copy, 'src/routes.ts'), (text) => text.replace("path === '/alerts'", "path === '/example'"));
    for (const file of sourceFiles(join(copy, 'src'))) rewrite(file, (text) => text.replaceAll("useTranslation('alerts'", "useTranslation('example'"));
    execFileSync('npx', ['rspack', 'build', '--mode', 'production'], { cwd: copy, stdio: 'pipe', timeout: 180_000 });
  });

  test.afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
    expect(existsSync(copy)).toBe(false);
  });

  test('appears in /app/remotes.json and mounts in the shell', async ({ page, request }) => {
    const manifest = (await (await request.get('/app/remotes.json')).json()) as { remotes: { name: string }[] };
    expect(manifest.remotes).toContainEqual({
      name: 'mf_example',
      entry: `/app/remotes/${folder}/mf-manifest.json`,
      routes: ['/example'],
      cardSections: ['examplealerts'],
      homeSections: ['examplealerts'],
      settingsSections: ['examplesettings'],
    });
    expect(manifest.remotes.map((remote) => remote.name)).toEqual(expect.arrayContaining(['mf_alerts', 'mf_customers', 'mf_risk', 'mf_example']));

    await login(page, users.admin.email, { path: '/app/example' });
    await expect(page.getByRole('heading', { level: 1, name: 'Hälytykset', exact: true })).toBeVisible();
    // Mounted by the shell with the shell's one React and i18next (Module Federation singletons).
    await page.waitForFunction(() => Boolean(window.__TUNNE_INSTANCES__?.mf_example));
    const shared = await page.evaluate(() => {
      const all = window.__TUNNE_INSTANCES__!;
      return all.mf_example!.react === all.shell!.react && all.mf_example!.i18n === all.shell!.i18n;
    });
    expect(shared).toBe(true);
  });
});
