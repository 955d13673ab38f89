/**
 * What a test reads of the time: the run's test clock (`testing/test-clock.mjs`, DESIGN.md §6),
 * installed before any test module in every layer (vitest's setup file, the component-test page,
 * the e2e worker and each of its browser contexts). Tests never call `new Date()` or `Date.now()`
 * themselves (`testing/clock-use.test.ts` holds them to it): they ask here, so the one rule is
 * visible where it is used and a file that runs without the clock fails instead of reading the
 * real date.
 */

const DAY_MS = 86_400_000;

function requireTestClock(): void {
  if (Date.stayTestClockOffset === undefined) {
    throw new Error('No test clock in this process or page: the test runner installs it (testing/test-clock.mjs).');
  }
}

/** The test clock's instant. */
export function testNow(): Date {
  requireTestClock();
  return new Date();
}

/** The test clock's instant in epoch milliseconds (storage entries' `storedAt`, token expiries). */
export function testNowMs(): number {
  requireTestClock();
  return Date.now();
}

/** The run's today, YYYY-MM-DD: `STAY_TEST_TODAY`, the same date in every seeded property's time zone. */
export function testToday(): string {
  return testNow().toISOString().slice(0, 10);
}

/** The ISO day `days` after (or before, if negative) the run's today. */
export function testDay(days: number): string {
  return new Date(Date.parse(`${testToday()}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** An instant `ms` from the test clock's now, in epoch milliseconds. */
export function testNowPlus(ms: number): number {
  return testNowMs() + ms;
}

let uniqueCount = 0;

/**
 * A value no other test of the run uses (sign-up e-mails, idempotency intents, enquiry names): a
 * random part, so parallel workers never meet, and a counter, so one file never repeats itself.
 * Not a time: the test clock is the same in every worker.
 */
export function uniqueSuffix(): string {
  uniqueCount += 1;
  return `${uniqueCount.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}
