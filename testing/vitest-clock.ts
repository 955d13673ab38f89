/**
 * vitest's setup file (vite.config.ts `test.setupFiles`): the run's test clock in every worker
 * before any test module loads, so the code under test, the in-process sandbox and the tests read
 * one "today" (`testing/test-clock.mjs`).
 */
import { installShiftedDate, shareTestClock } from './test-clock.mjs';

installShiftedDate(shareTestClock(process.env));
