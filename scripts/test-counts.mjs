import { existsSync, readFileSync } from 'node:fs';
import { recordCounts } from './lib/test-counts.mjs';

/**
 * Command line of scripts/test: records each layer's counts from its JSON report and prints the
 * final "N passed, N failed" line. Usage: node scripts/test-counts.mjs <vitest|playwright|ensure-failure|summary> [argument]
 */
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
