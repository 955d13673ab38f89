import { describe, expect, it } from 'vitest';
import { testDay, testNow, testNowMs, testToday, uniqueSuffix } from './clock';
import {
  DEFAULT_TEST_TODAY,
  parseTestToday,
  shareTestClock,
  testBaseClock,
  testClockOffset,
  testToday as runToday,
} from './test-clock.mjs';

describe('the test clock (DESIGN.md §6)', () => {
  it.each(['2028-02-29', '2027-12-31', '2027-01-01'])('accepts the calendar day %s', (day) => {
    expect(parseTestToday(day)).toBe(day);
  });

  it.each(['2027-02-29', '2027-02-30', '2027-13-01', '27-04-2027', '2027-4-27', '', undefined])('refuses %s', (value) => {
    expect(() => parseTestToday(value)).toThrow(/STAY_TEST_TODAY/);
  });

  it('starts at 03:00 UTC of the day and keeps one origin for the run', () => {
    const env: NodeJS.ProcessEnv = { STAY_TEST_TODAY: '2028-02-29', STAY_TEST_CLOCK_ORIGIN: '1000' };
    expect(shareTestClock(env)).toBe(Date.parse('2028-02-29T03:00:00Z') - 1000);
    expect(env.STAY_TEST_CLOCK_ORIGIN).toBe('1000');
    const fresh: NodeJS.ProcessEnv = {};
    shareTestClock(fresh);
    expect(fresh.STAY_TEST_TODAY).toBe(DEFAULT_TEST_TODAY);
    expect(Number(fresh.STAY_TEST_CLOCK_ORIGIN)).toBeGreaterThan(0);
    expect(() => testClockOffset({ STAY_TEST_TODAY: '2028-02-29' })).toThrow(/not started/);
  });

  it('is what this worker reads: today is the run’s day, in every seeded property’s time zone', () => {
    expect(Date.stayTestClockOffset).toBeTypeOf('number');
    expect(testToday()).toBe(runToday(process.env));
    for (const timeZone of ['Asia/Dubai', 'Asia/Singapore', 'Asia/Tokyo', 'Australia/Sydney', 'Europe/Paris']) {
      expect(new Intl.DateTimeFormat('en-CA', { timeZone }).format(testNow()), timeZone).toBe(testToday());
      // The default date of a format is the test clock's too.
      expect(new Intl.DateTimeFormat('en-CA', { timeZone }).format(), timeZone).toBe(testToday());
    }
  });

  it('shifts only the current time: dates built from parts or strings, parsing and instanceof are as before', () => {
    expect(new Date(2020, 1, 29, 12).getDate()).toBe(29);
    expect(new Date('2020-02-29T00:00:00Z').toISOString()).toBe('2020-02-29T00:00:00.000Z');
    expect(Date.parse('2020-02-29T00:00:00Z')).toBe(Date.UTC(2020, 1, 29));
    expect(testNow()).toBeInstanceOf(Date);
    expect(Math.abs(testNow().getTime() - testNowMs())).toBeLessThan(1000);
    expect(testDay(1) > testToday()).toBe(true);
    expect(testDay(-1) < testToday()).toBe(true);
  });

  it('keeps the statics of the Date it replaces hidden, so a page clock that wraps it keeps its own Date.now', () => {
    // Playwright's page clock copies the enumerable statics of the Date it wraps (issue 27: an
    // enumerable `now` froze banner and token tests on the real-rate clock).
    expect(Object.keys(Date)).toEqual([]);
    const wrapper = Object.assign(function Wrapped() {}, { now: () => 0 });
    for (const name in Date) (wrapper as unknown as Record<string, unknown>)[name] = (Date as unknown as Record<string, unknown>)[name];
    expect(wrapper.now()).toBe(0);
  });

  it('gives the sandbox this process’s clock where it is shifted already, none for a demo without STAY_TEST_TODAY', () => {
    const base = testBaseClock({});
    expect(base).toBeTypeOf('function');
    expect(Math.abs(base!().getTime() - testNowMs())).toBeLessThan(1000);
  });

  it('makes unique suffixes without reading a time', () => {
    const suffixes = new Set(Array.from({ length: 100 }, uniqueSuffix));
    expect(suffixes.size).toBe(100);
  });
});
