// Reading the test runners' JSON reports into one tally for scripts/test.mjs. A Playwright test that passed
// only on a retry ("flaky") is a failure: it names a race in the product or the test, and a green run must
// not hide it.
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{ passed: number, failed: number, ok: boolean, failures: string[] }} Tally */

/** Vitest's JSON report → tally. A run that failed with no failed test (a suite that did not load) counts one. */
export const tallyVitest = (report) => {
  const failedTests = report.numFailedTests ?? 0;
  const broken = report.numTotalTestSuites && !report.success && !failedTests ? 1 : 0;
  return { passed: report.numPassedTests ?? 0, failed: failedTests + broken, ok: report.success === true, failures: [] };
};

// A report's top-level suites are files (named by spec.file); nested ones are describe blocks.
const specsOf = (suite, path) => [
  ...(suite.specs ?? []).map((spec) => ({ spec, path })),
  ...(suite.suites ?? []).flatMap((child) => specsOf(child, [...path, child.title])),
];

/** Playwright's JSON report → tally: flaky and unexpected tests are failed, each listed as "[flaky] file:line › title". */
export const tallyPlaywright = (report) => {
  const failures = [];
  for (const suite of report.suites ?? []) {
    for (const { spec, path } of specsOf(suite, [])) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky' && test.status !== 'unexpected') continue;
        const title = [...path, spec.title].join(' › ');
        failures.push(`[${test.status}] ${spec.file}:${spec.line} › ${title}`);
      }
    }
  }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected, failed: unexpected + flaky, ok: unexpected + flaky === 0, failures };
};

/** Reads a report file; a missing file is a failed step with no counts. */
export const readReport = (file, tally) =>
  existsSync(file) ? tally(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 0, ok: false, failures: [] };
