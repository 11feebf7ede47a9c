// No import circles in production code (issue 27 §3): a barrel its own members import back, or any other cycle among
// the TypeScript sources, fails `npm run lint`. dependency-cruiser reads the imports (type-only ones too: a circle of
// types is still a circle a reader has to untangle) and finds the cycles; this file says which files count and which
// circles are known. Run: node scripts/import-circles.mjs [--json]. Exits 1 on a new circle.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Circles known and being fixed elsewhere: a circle every one of whose files is listed here is reported but does not
 * fail. Empty since issue 27 landed; an entry is a debt to name in its issue, not a way around the check.
 */
export const knownCirclesFixedElsewhere = [];

/** Files that are not production code: tests, stories, test kits, fixtures, migrations, type declarations. */
export const notProduction = [
  '(^|/)node_modules/',
  '(^|/)dist/',
  '(^|/)storybook-static/',
  '\\.(test|spec|stories)\\.[cm]?[jt]sx?$',
  '(^|/)(testing|test-kit|test-support)\\.[jt]sx?$',
  '(^|/)(test|tests|fixtures|migrations|__mocks__)/',
  '\\.d\\.[cm]?ts$',
];

/** Every workspace's source folder (services keep theirs in src/ too); e2e and bench are not production code. */
export const productionRoots = (base = root) =>
  JSON.parse(readFileSync(join(base, 'package.json'), 'utf8'))
    .workspaces.filter((workspace) => !['e2e', 'bench'].includes(workspace))
    .map((workspace) => join(workspace, 'src'))
    .filter((dir) => existsSync(join(base, dir)));

const rules = {
  forbidden: [
    {
      name: 'no-import-circle',
      comment: 'Members import each other directly; an index.ts only re-exports for the outside (issue 27 §3).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-own-folder-index',
      comment: "A file never imports its own folder's index: that barrel is for the outside.",
      severity: 'error',
      from: { path: '^(.+)/[^/]+$', pathNot: '/index\\.[cm]?[jt]sx?$' },
      to: { path: '^$1/index\\.[cm]?[jt]sx?$' },
    },
  ],
};

/** Cruises `dirs` (relative to `base`) and returns every violation as { rule, from, to, cycle }. */
export const findCircles = async (dirs, base = root) => {
  const cwd = process.cwd();
  // dependency-cruiser resolves and names modules from the working directory.
  process.chdir(base);
  try {
    const { output } = await cruise(
      dirs,
      {
        validate: true,
        ruleSet: rules,
        tsPreCompilationDeps: true,
        exclude: { path: notProduction.join('|') },
        doNotFollow: { path: notProduction.join('|') },
        // Workspace packages resolve through node_modules symlinks to their real sources: follow those, not npm's.
        preserveSymlinks: false,
        moduleSystems: ['es6', 'cjs'],
        outputType: 'json',
      },
      { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json'], conditionNames: ['import', 'require', 'node', 'default'] },
    );
    const result = typeof output === 'string' ? JSON.parse(output) : output;
    return result.summary.violations.map((v) => ({
      rule: v.rule.name,
      from: v.from,
      to: v.to,
      cycle: (v.cycle ?? []).map((step) => (typeof step === 'string' ? step : step.name)),
    }));
  } finally {
    process.chdir(cwd);
  }
};

/** A violation is known when every file it names matches one entry of the allowlist. */
export const isKnown = (violation, known = knownCirclesFixedElsewhere) =>
  [violation.from, violation.to, ...violation.cycle].every((file) => known.some((pattern) => pattern.test(file)));

const describe = (v) =>
  v.rule === 'no-import-circle' ? `${v.from} → ${v.cycle.join(' → ')}` : `${v.from} imports its own folder's index ${v.to}`;

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const violations = await findCircles(productionRoots());
  const known = violations.filter((v) => isKnown(v));
  const fresh = violations.filter((v) => !isKnown(v));
  if (process.argv.includes('--json')) console.log(JSON.stringify({ fresh, known }, null, 2));
  for (const v of known) console.log(`known (fixed in another branch of issue 27): ${describe(v)}`);
  const stale = knownCirclesFixedElsewhere.filter((pattern) => !known.some((v) => [v.from, v.to, ...v.cycle].some((f) => pattern.test(f))));
  for (const pattern of stale) console.log(`allowlist entry no longer needed, remove it: ${pattern}`);
  for (const v of fresh) console.error(`import circle: ${describe(v)}`);
  console.log(`import circles: ${fresh.length} new, ${known.length} known`);
  process.exit(fresh.length > 0 ? 1 : 0);
}
