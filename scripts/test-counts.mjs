import { appendFileSync, existsSync, readFileSync } from 'node:fs';

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

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const commands = {
  /** vitest's JSON reporter output. */
  vitest(path) {
    const report = readJson(path);
    if (report) recordCounts('unit', report.numPassedTests ?? 0, report.numFailedTests ?? 0);
  },
  /** playwright's JSON reporter output; a flaky test (passed on retry) counts as failed. */
  playwright(path) {
    const stats = readJson(path)?.stats;
    if (stats) recordCounts('e2e', stats.expected ?? 0, (stats.unexpected ?? 0) + (stats.flaky ?? 0));
  },
  /** A layer that exited non-zero without recording a failure still fails the run. */
  'ensure-failure'(layer) {
    const lines = existsSync(process.env.STAY_TEST_COUNTS ?? '') ? readFileSync(process.env.STAY_TEST_COUNTS, 'utf8') : '';
    const failedBefore = lines
      .split('\n')
      .filter((line) => line.startsWith(`${layer} `))
      .some((line) => Number(line.split(' ')[2]) > 0);
    if (!failedBefore) recordCounts(layer, 0, 1);
  },
  summary() {
    const lines = readFileSync(process.env.STAY_TEST_COUNTS, 'utf8').split('\n').filter(Boolean);
    let passed = 0;
    let failed = 0;
    for (const line of lines) {
      const [layer, layerPassed, layerFailed] = line.split(' ');
      console.log(`  ${layer.padEnd(12)} ${layerPassed} passed, ${layerFailed} failed`);
      passed += Number(layerPassed);
      failed += Number(layerFailed);
    }
    console.log(`${passed} passed, ${failed} failed`);
  },
};

const [command, argument] = process.argv.slice(2);
if (command) {
  if (!commands[command]) {
    console.error(`unknown command ${command}`);
    process.exit(2);
  }
  commands[command](argument);
}
