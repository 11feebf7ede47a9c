/**
 * Module boundaries as allow-lists (STYLE.md 13, ARCHITECTURE.md), enforced by eslint.config.js: each package names
 * the workspace packages it may import; any other `@tunne/*` import is refused, and so is a relative path into another
 * package's folder. A `testing` entry (`@tunne/<package>/testing`) is for tests only. Remotes may import the app kit,
 * the design system and the contracts; services the platform, the contracts and screening; only the gateway (which
 * wires the services' ports together) and the security suite (which tests them together) import services.
 * services/security/src/boundaries.test.ts proves a crossing fails.
 */

import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every workspace package by its folder's last segment, which is also its `@tunne/<name>`. */
const folders = {
  'app-kit': 'app-kit',
  'design-system': 'design-system',
  shell: 'shell',
  'mf-customers': 'mf-customers',
  'mf-alerts': 'mf-alerts',
  'mf-risk': 'mf-risk',
  'mf-outbound': 'mf-outbound',
  'mf-public': 'mf-public',
  'mf-settings': 'mf-settings',
  contracts: 'services/contracts',
  platform: 'services/platform',
  screening: 'services/screening',
  identity: 'services/identity',
  customers: 'services/customers',
  alerts: 'services/alerts',
  risk: 'services/risk',
  outbound: 'services/outbound',
  public: 'services/public',
  eid: 'services/eid',
  gateway: 'services/gateway',
  security: 'services/security',
  e2e: 'e2e',
};

const remote = ['app-kit', 'design-system', 'contracts'];
const service = ['platform', 'contracts', 'screening'];
const services = ['identity', 'customers', 'alerts', 'risk', 'outbound', 'public', 'eid'];

/** What each package may import (besides its own files and npm packages). */
export const allowedImports = {
  contracts: [],
  'design-system': ['contracts'],
  'app-kit': ['design-system', 'contracts'],
  shell: remote,
  'mf-customers': remote,
  'mf-alerts': remote,
  'mf-risk': remote,
  'mf-outbound': remote,
  'mf-public': remote,
  'mf-settings': remote,
  platform: ['contracts'],
  screening: [],
  identity: service,
  customers: service,
  alerts: service,
  risk: service,
  outbound: service,
  public: ['platform', 'contracts'],
  eid: ['platform', 'contracts'],
  gateway: [...service, ...services],
  security: [...service, ...services, 'gateway'],
  e2e: ['contracts'],
};

/** Test files and test kits: they may also import other packages' `testing` entries (the real ports on a real database). */
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/testing.ts', '**/test-kit.ts', '**/test-support.ts', '**/related/testing.ts'];

const restrictions = (name, { tests }) => {
  const allowed = allowedImports[name];
  const others = Object.keys(folders).filter((n) => n !== name);
  // Package names are [a-z-] only: nothing to escape.
  const exempt = [...(allowed.length > 0 ? [`(?:${allowed.join('|')})(?:/|$)`] : []), ...(tests ? ['[^/]+/testing$'] : [])];
  const patterns = [
    {
      // Anything in @tunne/* but the allowed packages (and, in tests, testing entries).
      regex: exempt.length > 0 ? `^@tunne/(?!${exempt.join('|')})` : '^@tunne/',
      message: `${folders[name]} may import only ${allowed.length > 0 ? allowed.map((a) => `@tunne/${a}`).join(', ') : 'no workspace package'}${tests ? ' (tests: also @tunne/*/testing)' : ''} (scripts/boundaries.js).`,
    },
    {
      regex: `^\\.{1,2}/(?:.*/)?(?:${others.join('|')})/(?:src|dist)(?:/|$)`,
      message: 'A relative path into another package: import it by its package name, if the boundaries allow it (scripts/boundaries.js).',
    },
  ];
  if (!tests) patterns.push({ regex: '^@tunne/[^/]+/testing$', message: 'A testing entry is for tests only (scripts/boundaries.js).' });
  return ['error', { patterns }];
};

/** Packages that are tests through and through (the cross-service security suite, the browser journeys). */
const testPackages = new Set(['security', 'e2e']);

export const boundaryConfigs = Object.entries(folders).flatMap(([name, folder]) => [
  { files: [`${folder}/**/*.{ts,tsx,js,mjs}`], rules: { 'no-restricted-imports': restrictions(name, { tests: testPackages.has(name) }) } },
  { files: testFiles.map((glob) => `${folder}/${glob}`), rules: { 'no-restricted-imports': restrictions(name, { tests: true }) } },
]);

/**
 * Inside a remote (issue 12 §4): a file under <remote>/src/features/<a>/ imports nothing from features/<b>/; pages
 * compose features. For each feature and each depth inside it, the relative paths that climb to features/ and go
 * down into another feature are refused, on top of the package's allow-list (one no-restricted-imports per file).
 * Tests may exercise features together.
 */
export const featureRemotes = ['mf-alerts', 'mf-customers', 'mf-outbound', 'mf-public', 'mf-risk', 'mf-settings'];

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const maxDepth = 4;

const featuresOf = (remote) => {
  const dir = `${repositoryRoot}${remote}/src/features`;
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];
};

const featureRestrictions = (remote, feature, depth) => {
  const [level, base] = restrictions(remote, { tests: false });
  const up = (n) => '(?:\\.\\./){' + n + '}';
  const message = `A feature imports no other feature (${remote}/src/features/${feature}); a page composes them (scripts/boundaries.js).`;
  return [
    level,
    {
      patterns: [
        ...base.patterns,
        { regex: `^${up(depth + 1)}(?!${feature}(?:/|$))[^./][^/]*(?:/|$)`, message },
        { regex: `^${up(depth + 2)}features/(?!${feature}(?:/|$))`, message },
      ],
    },
  ];
};

export const featureConfigs = featureRemotes.flatMap((remote) =>
  featuresOf(remote).flatMap((feature) =>
    Array.from({ length: maxDepth }, (_, depth) => ({
      files: [`${remote}/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      ignores: testFiles,
      rules: { 'no-restricted-imports': featureRestrictions(remote, feature, depth) },
    })),
  ),
);

