// npm test: install what is missing, then typecheck, lint, unit + service tests (on PostgreSQL when
// DATABASE_URL is set, and always on the embedded PGlite), the Storybook build, the production build
// and the Playwright journeys in Chromium. Ends with one line: "N passed, M failed".
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildFrontends, ensureChromium, ensureInstalled, ensureSystemTools, root, run } from './lib.mjs';
import { auditProduction } from './audit.mjs';
import { readReport, tallyPlaywright, tallyVitest } from './results.mjs';

const only = process.argv.slice(2);
const wanted = (step) => only.length === 0 || only.includes(step);
const resultsDir = `${root}/e2e/artifacts/results`;
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const steps = [];
let passed = 0;
let failed = 0;
const failures = [];

const step = async (name, fn) => {
  if (!wanted(name)) return;
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  let ok = false;
  try {
    ok = (await fn()) !== false;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
};

/** A report path with no earlier run's report left in it: a runner that writes none must not pass on an old one. */
const fresh = (file) => {
  rmSync(file, { force: true });
  return file;
};

/** Adds a runner's report to the run's tally; the step is ok only when the report is. */
const count = (file, tally) => {
  const result = readReport(file, tally);
  passed += result.passed;
  failed += result.failed;
  failures.push(...result.failures);
  return result.ok;
};

await ensureInstalled();
// Chromium and pdfsig before any test needs them.
ensureSystemTools();

await step('npm audit', () => auditProduction().ok);

await step('typecheck', async () => (await run('npx', ['nx', 'run-many', '-t', 'typecheck', '--parallel=2', '--outputStyle=static'], { env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } })) === 0);

// ESLint, then no import circles among the production files (scripts/import-circles.mjs), as `npm run lint` does.
await step('lint', async () => (await run('npx', ['eslint', '.', '--max-warnings=0'])) === 0 && (await run('node', ['scripts/import-circles.mjs'])) === 0);

await step('script tests', async () => (await run('node', ['--test', 'scripts/results.test.mjs', 'scripts/import-circles.test.mjs'])) === 0);

// The second pass proves the same SQL on the embedded engine (PGlite is PostgreSQL compiled to WASM; what differs is
// its one session): the suites that run through the whole gateway — the security suite's matrix, which calls every
// route of every service, its cross-organisation ids, and the gateway's own — the row-level security (tenancy) tests
// of each schema and the platform's database layer. Every Playwright journey runs on PGlite as well. Each service's own route tests ran on PostgreSQL in
// the first pass; the embedded-availability suite runs on PGlite in the first pass whatever DATABASE_URL says.
const databaseMarkers = /createTestDatabase|test-support|test-kit|\/testing['.]|testing\.ts'|startSecurityGateway|bootGateway|startIdentity|harness|startEmbeddedDatabase|connectDatabase|Gateway\(/;
const embeddedPassScope = /^services\/(security|gateway)\/|^services\/platform\/src\/db\/|(tenancy|rls)\.test\.ts$/;
// Of the security suite, the parts that touch the data: the matrix (every route of every service) and the
// cross-organisation ids. Its input checks (control characters, rate limits, XLSX bombs, CSV formulas, headers) test
// the services' code, which is the same whatever engine is behind it: they run on PostgreSQL only.
const embeddedPassSkips = /^services\/security\/src\/(control-characters|rate-limits|xlsx-bomb|krp-own-list|forced-password-change|csv-formulas|headers|security-log|embedded-availability)\.test\.ts$/;
const serviceTestFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : serviceTestFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
const embeddedPassFiles = () =>
  serviceTestFiles(join(root, 'services'))
    .map((file) => relative(root, file))
    .filter((file) => embeddedPassScope.test(file) && !embeddedPassSkips.test(file))
    .filter((file) => databaseMarkers.test(readFileSync(join(root, file), 'utf8')));

await step('unit and service tests', async () => {
  const file = fresh(`${resultsDir}/vitest.json`);
  await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`], { env: { LOG_LEVEL: 'warn' } });
  return count(file, tallyVitest);
});

if (process.env.DATABASE_URL) {
  await step('service tests on embedded PGlite', async () => {
    const file = fresh(`${resultsDir}/vitest-pglite.json`);
    await run('npx', ['vitest', 'run', ...embeddedPassFiles(), '--reporter=default', '--reporter=json', `--outputFile=${file}`], {
      env: { LOG_LEVEL: 'warn', TEST_EMBEDDED: '1' },
    });
    return count(file, tallyVitest);
  });
}

await step('storybook build', async () => (await run('npm', ['run', 'build-storybook', '-w', 'design-system'])) === 0);

await step('production build', async () => {
  await buildFrontends();
  return true;
});

await step('e2e', async () => {
  const chromium = ensureChromium();
  if (!chromium) throw new Error('Chromium is missing and cannot be installed (not root): apt-get install chromium');
  const file = fresh(`${resultsDir}/playwright.json`);
  const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  // A run that could not start (its web server's port taken, say) writes no report and exits non-zero: a failure.
  return count(file, tallyPlaywright) && code === 0;
});

console.log('\n━━ summary');
for (const s of steps) console.log(`${s.ok ? '✔' : '✘'} ${s.name} (${s.seconds} s)`);
// Flaky journeys (passed only on a retry) fail the run like any other failure; their names say where to look.
for (const f of failures) console.log(`  ✘ ${f}`);
const failedSteps = steps.filter((s) => !s.ok).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps === 0 && failed === 0 ? 0 : 1);
