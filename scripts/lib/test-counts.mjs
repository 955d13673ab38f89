import { appendFileSync } from 'node:fs';

/**
 * Appends "<layer> <passed> <failed>" to the file named by STAY_TEST_COUNTS, so scripts/test
 * can print one "N passed, N failed" line over all three layers.
 */
export function recordCounts(layer, passed, failed) {
  const file = process.env.STAY_TEST_COUNTS;
  if (file) appendFileSync(file, `${layer} ${passed} ${failed}\n`);
}

function countTests(suite, counts) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites ?? []) countTests(child, counts);
}

/** A web-test-runner reporter that records the counts; a file that failed to load counts as one failure. */
export function countingReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0 };
      for (const session of sessions) {
        if (session.testResults) countTests(session.testResults, counts);
        if (!session.passed && counts.failed === 0 && (session.errors?.length ?? 0) > 0) counts.failed += 1;
      }
      recordCounts('components', counts.passed, counts.failed);
    },
  };
}
