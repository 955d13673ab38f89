import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumExecutable, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { shareTestClock } from './testing/test-clock.mjs';

// One test clock for the run (DESIGN.md §6): the preview server's sandbox and the workers (which
// install it in every browser context, demo-pages/e2e/test.ts) read it from this environment.
shareTestClock(process.env);

const port = Number(process.env.E2E_PORT ?? 4183);

/**
 * Journeys against the demo site serving the production build (DESIGN.md §6). `scripts/test`
 * builds first; the preview server also serves the sandbox backend on the same origin.
 */
export default defineConfig({
  testDir: 'demo-pages/e2e',
  outputDir: process.env.STAY_E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  // One worker per core, at least 2 (each spends much of its time waiting for pages): 2 on the
  // 2-core machines, more where CI has more cores (README "Tests").
  workers: Math.max(2, availableParallelism()),
  retries: 0,
  // Limits, not speed checks (speed is benchmarked under scripts/): on the 2-core CI machines the
  // widgets of a page can take over 5 s to appear while the other worker loads its pages, and
  // waiting longer for a condition weakens no assertion.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['line'], ['json', { outputFile: 'test-reports/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    // No trace by default: recording one (DOM snapshots after every action, a screencast) cost
    // about 40 % of the suite's time on the 2-core machines (README "Tests"), recorded or not kept.
    // A failure keeps its screenshot and error context; STAY_E2E_TRACE=retain-on-failure records
    // traces to look into one (npx playwright show-trace).
    trace: (process.env.STAY_E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/en/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
