// node --test scripts/ — the import-circles check finds a barrel its own members import, and only in production files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findCircles, isKnown, productionRoots } from './import-circles.mjs';

/** A throw-away workspace: `files` maps a path to its source. */
const workspace = (files) => {
  const base = mkdtempSync(join(tmpdir(), 'tunne-circles-'));
  for (const [path, source] of Object.entries({ 'package.json': JSON.stringify({ workspaces: ['pkg', 'e2e'] }), ...files })) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), source);
  }
  return base;
};

test('a member that imports its own barrel is a circle, and an import of its own folder index', async () => {
  const base = workspace({
    'pkg/src/risk/index.ts': "export * from './a.ts';\nexport * from './b.ts';\n",
    'pkg/src/risk/a.ts': "export const a = 1;\n",
    // The circle: b imports the barrel that re-exports b. Type-only imports count too.
    'pkg/src/risk/b.ts': "import type { a } from './index.ts';\nexport const b: typeof a = 2;\n",
  });
  try {
    const found = await findCircles(productionRoots(base), base);
    const circle = found.find((v) => v.rule === 'no-import-circle');
    assert.ok(circle, 'the circle is found');
    assert.deepEqual([...new Set([circle.from, ...circle.cycle])].sort(), ['pkg/src/risk/b.ts', 'pkg/src/risk/index.ts']);
    assert.ok(found.some((v) => v.rule === 'no-own-folder-index' && v.from === 'pkg/src/risk/b.ts' && v.to === 'pkg/src/risk/index.ts'));
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});

test('members that import each other directly, tests and e2e are not circles', async () => {
  const base = workspace({
    'pkg/src/risk/index.ts': "export * from './a.ts';\nexport * from './b.ts';\n",
    'pkg/src/risk/a.ts': "export const a = 1;\n",
    'pkg/src/risk/b.ts': "import { a } from './a.ts';\nexport const b = a + 1;\n",
    // A test may import the barrel of the folder it tests.
    'pkg/src/risk/b.test.ts': "import { b } from './index.ts';\nexport const c = b;\n",
    'e2e/src/x.ts': "import { y } from './y.ts';\nexport const x = y;\n",
    'e2e/src/y.ts': "import { x } from './x.ts';\nexport const y = x;\n",
  });
  try {
    assert.deepEqual(await findCircles(productionRoots(base), base), []);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});

test('a circle is known only when every file in it is on the allowlist', () => {
  const circle = { rule: 'no-import-circle', from: 'svc/src/pdf/index.ts', to: 'svc/src/pdf/sign.ts', cycle: ['svc/src/pdf/sign.ts', 'svc/src/pdf/index.ts'] };
  assert.equal(isKnown(circle, [/^svc\/src\/pdf\//]), true);
  assert.equal(isKnown({ ...circle, cycle: ['svc/src/pdf/sign.ts', 'svc/src/app.ts', 'svc/src/pdf/index.ts'] }, [/^svc\/src\/pdf\//]), false);
  assert.equal(isKnown(circle, []), false);
});
