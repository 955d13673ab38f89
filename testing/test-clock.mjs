/**
 * The one test clock (DESIGN.md §6, issue 27): every test layer reads "today" from
 * `STAY_TEST_TODAY` (YYYY-MM-DD), or from DEFAULT_TEST_TODAY, never from the real date.
 *
 * The clock starts at TEST_TIME_OF_DAY (UTC) of that day when the run starts and then runs at the
 * real rate, so holds, countdowns and token lives still pass in real seconds. 03:00 UTC is the same
 * calendar day in every seeded property's time zone (Dubai 07:00 to Sydney 14:00, Paris 04:00), so
 * "today" means one date everywhere for the whole run.
 *
 * One run, one clock: the first process of a run (`scripts/test`, or a runner's config) writes
 * `STAY_TEST_TODAY` and `STAY_TEST_CLOCK_ORIGIN` (the real instant the clock started) into its
 * environment, and every process it starts (the e2e and component servers with their sandbox,
 * test workers) reads the same two values, so the sandbox and the browsers agree to the millisecond.
 *
 * Plain JavaScript without imports: the runner configurations (`web-test-runner.config.mjs`) load
 * it in Node without a TypeScript step, and `installShiftedDate` is sent to browsers as source.
 */

/**
 * The default today: a Tuesday, neither a month's end nor near a daylight-saving change, on
 * which the seeded calendar sells the properties the tests book at the offsets they use
 * (`scripts/test-dates` sweeps the awkward days).
 */
export const DEFAULT_TEST_TODAY = '2027-04-27';

/** The time of day, UTC, at which the test clock starts. */
export const TEST_TIME_OF_DAY = 'T03:00:00.000Z';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `value` if it is a real calendar day written YYYY-MM-DD; otherwise a RangeError naming the variable. */
export function parseTestToday(value) {
  const match = ISO_DAY.exec(value ?? '');
  const time = match ? Date.parse(`${value}${TEST_TIME_OF_DAY}`) : Number.NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new RangeError(`STAY_TEST_TODAY must be a calendar day written YYYY-MM-DD, not "${value}"`);
  }
  return value;
}

/** The run's today: `STAY_TEST_TODAY` or the default. */
export function testToday(env = process.env) {
  return parseTestToday(env.STAY_TEST_TODAY || DEFAULT_TEST_TODAY);
}

/**
 * Makes this process the run's clock if no parent did: writes today and the clock's real start
 * into `env`, which the processes started after it inherit. Returns the offset it fixes.
 */
export function shareTestClock(env = process.env) {
  env.STAY_TEST_TODAY = testToday(env);
  if (!Number.isFinite(Number(env.STAY_TEST_CLOCK_ORIGIN)) || !env.STAY_TEST_CLOCK_ORIGIN) {
    env.STAY_TEST_CLOCK_ORIGIN = String(Date.now());
  }
  return testClockOffset(env);
}

/** Milliseconds to add to the real clock to read the test clock (set by `shareTestClock`). */
export function testClockOffset(env = process.env) {
  const origin = Number(env.STAY_TEST_CLOCK_ORIGIN);
  if (!env.STAY_TEST_CLOCK_ORIGIN || !Number.isFinite(origin)) {
    throw new Error('The test clock is not started: call shareTestClock() in the run first (testing/test-clock.mjs).');
  }
  return Date.parse(`${testToday(env)}${TEST_TIME_OF_DAY}`) - origin;
}

/**
 * The sandbox's base clock in a test run: the process's own clock where a test runner already
 * shifted it (vitest), the shifted real clock where a run set `STAY_TEST_TODAY` (the e2e and
 * component servers, or `STAY_TEST_TODAY=… scripts/demo`); undefined otherwise, so the demo
 * follows the real clock.
 */
export function testBaseClock(env = process.env) {
  if (globalThis.Date.stayTestClockOffset !== undefined) return () => new Date();
  if (!env.STAY_TEST_TODAY) return undefined;
  const offset = shareTestClock(env);
  return () => new Date(Date.now() + offset);
}

/**
 * Replaces `globalThis.Date` (and the default date of `Intl.DateTimeFormat`) by a clock `offsetMs`
 * ahead of the real one; timers, `performance` and animation frames keep real time. Self-contained:
 * Playwright sends it to every page as an init script and web-test-runner inlines it before any
 * module, so it must not refer to anything outside its body. Installing twice keeps the first.
 */
export function installShiftedDate(offsetMs) {
  const RealDate = globalThis.Date;
  if (RealDate.stayTestClockOffset !== undefined) return;
  const now = () => RealDate.now() + offsetMs;
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  }
  // Statics are not enumerable, as on the native Date: Playwright's page clock (`page.clock.install`)
  // copies the enumerable statics of the Date it wraps onto its own, and an enumerable `now` would
  // replace its fake `Date.now` with this one, so a test's frozen or fast-forwarded clock would
  // move `new Date()` but not `Date.now()`.
  ShiftedDate.prototype = RealDate.prototype;
  const statics = {
    now,
    parse: RealDate.parse,
    UTC: RealDate.UTC,
    stayTestClockOffset: offsetMs,
    toString: () => RealDate.toString(),
  };
  for (const [name, value] of Object.entries(statics)) {
    Object.defineProperty(ShiftedDate, name, { value, writable: true, configurable: true, enumerable: false });
  }
  globalThis.Date = ShiftedDate;

  const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format');
  const formatToParts = Intl.DateTimeFormat.prototype.formatToParts;
  Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
    configurable: true,
    get() {
      const bound = format.get.call(this);
      return (date) => bound(date === undefined ? now() : date);
    },
  });
  Intl.DateTimeFormat.prototype.formatToParts = function (date) {
    return formatToParts.call(this, date === undefined ? now() : date);
  };
}
