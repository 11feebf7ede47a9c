// node --test scripts/ — the tally scripts/test.mjs prints must fail a run with a flaky journey.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tallyPlaywright, tallyVitest } from './results.mjs';

const spec = (title, line, status, results) => ({
  title,
  file: 'login.spec.ts',
  line,
  tests: [{ status, results: results.map((s) => ({ status: s })) }],
});

// The shape Playwright 1.x writes with retries: 1 (trimmed to what the tally reads).
const report = {
  stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'login.spec.ts',
      specs: [],
      suites: [
        {
          title: 'login',
          specs: [
            spec('signs in', 3, 'flaky', ['failed', 'passed']),
            spec('shows the form', 4, 'expected', ['passed']),
            spec('locks the account', 5, 'unexpected', ['failed', 'failed']),
          ],
        },
      ],
    },
  ],
};

test('a test that passed only on a retry counts as failed and is named', () => {
  const tally = tallyPlaywright(report);
  assert.equal(tally.passed, 1);
  assert.equal(tally.failed, 2);
  assert.equal(tally.ok, false);
  assert.deepEqual(tally.failures, [
    '[flaky] login.spec.ts:3 › login › signs in',
    '[unexpected] login.spec.ts:5 › login › locks the account',
  ]);
});

test('a run with only flaky tests is not ok', () => {
  const onlyFlaky = { stats: { expected: 3, unexpected: 0, flaky: 1 }, suites: [] };
  assert.deepEqual(tallyPlaywright(onlyFlaky), { passed: 3, failed: 1, ok: false, failures: [] });
});

test('a clean run is ok', () => {
  assert.deepEqual(tallyPlaywright({ stats: { expected: 5, unexpected: 0, flaky: 0 }, suites: [] }), { passed: 5, failed: 0, ok: true, failures: [] });
});

test('vitest: a run that failed without a failed test (a file that did not load) counts one failure', () => {
  assert.deepEqual(tallyVitest({ numPassedTests: 4, numFailedTests: 0, numTotalTestSuites: 2, success: false }), { passed: 4, failed: 1, ok: false, failures: [] });
  assert.deepEqual(tallyVitest({ numPassedTests: 4, numFailedTests: 0, numTotalTestSuites: 2, success: true }), { passed: 4, failed: 0, ok: true, failures: [] });
});
