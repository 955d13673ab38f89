import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_BANNER_TIME_ZONE,
  formatWindowBound,
  isKnownTimeZone,
  isValidDateTime,
  isWithinPublishingWindow,
  nextPublishingChange,
  readPublishingWindow,
} from './publishing-window';

const SECOND = 1000;
const at = (iso: string) => Date.parse(iso);
const shown = (start: string, end: string, timeZone: string, now: number) =>
  isWithinPublishingWindow(readPublishingWindow({ start, end, timeZone }), now);

describe('isWithinPublishingWindow, read in the banner zone (content spec §2, §5, §9)', () => {
  // 2025-06-01 09:00 in Singapore (UTC+8) is 01:00 UTC; 2025-06-30 18:00 is 10:00 UTC.
  const start = '2025-06-01T09:00';
  const end = '2025-06-30T18:00';
  it.each([
    { case: 'one second before the start', now: at('2025-06-01T00:59:59Z'), expected: false },
    { case: 'exactly at the start', now: at('2025-06-01T01:00:00Z'), expected: true },
    { case: 'one second after the start', now: at('2025-06-01T01:00:01Z'), expected: true },
    { case: 'one second before the end', now: at('2025-06-30T09:59:59Z'), expected: true },
    { case: 'exactly at the end', now: at('2025-06-30T10:00:00Z'), expected: true },
    { case: 'one second after the end', now: at('2025-06-30T10:00:01Z'), expected: false },
  ])('Asia/Singapore, $case → $expected', ({ now, expected }) => {
    expect(shown(start, end, 'Asia/Singapore', now)).toBe(expected);
  });

  it.each([
    // 09:00 in New York (UTC-4 in June) is 13:00 UTC: open in Singapore's reading, not yet in New York's.
    { timeZone: 'America/New_York', utc: '2025-06-01T12:59:59Z', expected: false },
    { timeZone: 'America/New_York', utc: '2025-06-01T13:00:00Z', expected: true },
    { timeZone: 'Asia/Singapore', utc: '2025-06-01T12:59:59Z', expected: true },
    // London is UTC+1 in summer: its 09:00 is 08:00 UTC.
    { timeZone: 'Europe/London', utc: '2025-06-01T07:59:59Z', expected: false },
    { timeZone: 'Europe/London', utc: '2025-06-01T08:00:00Z', expected: true },
  ])('start 2025-06-01T09:00 read in $timeZone, at $utc → $expected', ({ timeZone, utc, expected }) => {
    expect(shown(start, '', timeZone, at(utc))).toBe(expected);
  });

  it('uses the default zone, Asia/Singapore, for an empty or unknown zone', () => {
    expect(readPublishingWindow({ start, end, timeZone: '' }).timeZone).toBe(DEFAULT_BANNER_TIME_ZONE);
    expect(readPublishingWindow({ start, end, timeZone: 'Mars/Olympus_Mons' }).timeZone).toBe(DEFAULT_BANNER_TIME_ZONE);
    expect(shown(start, end, 'Mars/Olympus_Mons', at('2025-06-01T01:00:00Z'))).toBe(true);
    expect(shown(start, end, 'Mars/Olympus_Mons', at('2025-06-01T00:59:59Z'))).toBe(false);
  });

  it.each([
    { case: 'missing start and end', start: '', end: '', now: at('1999-01-01T00:00:00Z'), expected: true },
    { case: 'missing start, before the end', start: '', end, now: at('2020-01-01T00:00:00Z'), expected: true },
    { case: 'missing start, after the end', start: '', end, now: at('2025-07-01T00:00:00Z'), expected: false },
    { case: 'missing end, after the start', start, end: '', now: at('2099-01-01T00:00:00Z'), expected: true },
    { case: 'missing end, before the start', start, end: '', now: at('2025-05-01T00:00:00Z'), expected: false },
  ])('$case → $expected', ({ start: from, end: until, now, expected }) => {
    expect(shown(from, until, 'Asia/Singapore', now)).toBe(expected);
  });

  it.each([
    { case: 'invalid start, before the end', start: 'soon', end, now: at('2025-01-01T00:00:00Z'), expected: true },
    { case: 'invalid start, after the end', start: 'soon', end, now: at('2025-07-01T00:00:00Z'), expected: false },
    { case: 'invalid end, after the start', start, end: '2025-02-30T10:00', now: at('2030-01-01T00:00:00Z'), expected: true },
    { case: 'invalid end, before the start', start, end: 'never', now: at('2025-05-01T00:00:00Z'), expected: false },
    { case: 'both invalid', start: '31/12/2025', end: '2025-13-01', now: at('1999-01-01T00:00:00Z'), expected: true },
  ])(
    'an invalid bound is the current time (spec §5), so it never hides: $case → $expected',
    ({ start: from, end: until, now, expected }) => {
      expect(shown(from, until, 'Asia/Singapore', now)).toBe(expected);
    },
  );

  it('an explicit offset wins over the banner zone', () => {
    expect(shown('2025-06-01T09:00+02:00', '', 'Asia/Singapore', at('2025-06-01T06:59:59Z'))).toBe(false);
    expect(shown('2025-06-01T09:00+02:00', '', 'Asia/Singapore', at('2025-06-01T07:00:00Z'))).toBe(true);
    expect(shown('', '2025-06-01T09:00Z', 'Asia/Singapore', at('2025-06-01T09:00:01Z'))).toBe(false);
  });

  it('a date without a time starts at 00:00 and ends at the end of that day', () => {
    expect(shown('2025-06-01', '2025-06-30', 'Asia/Singapore', at('2025-05-31T15:59:59Z'))).toBe(false);
    expect(shown('2025-06-01', '2025-06-30', 'Asia/Singapore', at('2025-05-31T16:00:00Z'))).toBe(true);
    expect(shown('2025-06-01', '2025-06-30', 'Asia/Singapore', at('2025-06-30T15:59:59Z'))).toBe(true);
    expect(shown('2025-06-01', '2025-06-30', 'Asia/Singapore', at('2025-06-30T16:00:00Z'))).toBe(false);
  });
});

describe('isValidDateTime', () => {
  it.each([
    ['2025-06-01', true],
    ['2025-06-01T09:00', true],
    ['2025-06-01 09:00:30', true],
    ['2025-06-01T09:00:30.250', true],
    ['2025-06-01T09:00+08:00', true],
    ['2025-06-01T09:00Z', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-06-31', false],
    ['2025-06-01T24:00', false],
    ['2025-06-01T09:60', false],
    ['01/06/2025', false],
    ['June 1, 2025', false],
    ['', false],
  ])('%s → %s', (raw, expected) => expect(isValidDateTime(raw)).toBe(expected));
});

describe('isKnownTimeZone', () => {
  it.each([
    ['Asia/Singapore', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Asia/Nowhere', false],
    ['', false],
  ])('%s → %s', (zone, expected) => expect(isKnownTimeZone(zone)).toBe(expected));

  it('asks the browser once per zone: a formatter costs milliseconds, and every banner of a page checks its zone', () => {
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    for (let check = 0; check < 3; check += 1) {
      expect(isKnownTimeZone('Europe/Lisbon')).toBe(true);
      expect(isKnownTimeZone('Europe/Nowhere')).toBe(false);
    }
    expect(formatters).toHaveBeenCalledTimes(2);
    formatters.mockRestore();
  });
});

describe('nextPublishingChange', () => {
  const window = readPublishingWindow({ start: '2025-06-01T09:00', end: '2025-06-30T18:00', timeZone: 'Asia/Singapore' });
  const later = readPublishingWindow({ start: '2025-07-01T00:00', end: '', timeZone: 'Asia/Singapore' });
  it.each([
    { case: 'before the start: the start', now: at('2025-05-01T00:00:00Z'), expected: at('2025-06-01T01:00:00Z') },
    { case: 'inside: just after the end', now: at('2025-06-10T00:00:00Z'), expected: at('2025-06-30T10:00:00Z') + 1 },
    { case: 'after the end: the next window opening', now: at('2025-06-30T10:00:00Z') + SECOND, expected: at('2025-06-30T16:00:00Z') },
    { case: 'after every bound: none', now: at('2030-01-01T00:00:00Z'), expected: undefined },
  ])('$case', ({ now, expected }) => {
    expect(nextPublishingChange([window, later], now)).toBe(expected);
  });
});

describe('formatWindowBound', () => {
  it('shows the bound as a clock in the window zone, nothing for open or invalid bounds', () => {
    const window = readPublishingWindow({ start: '2025-06-01T09:00', end: 'never', timeZone: 'America/New_York' });
    expect(formatWindowBound(window.start, window.timeZone)).toBe('2025-06-01 09:00');
    expect(formatWindowBound(window.end, window.timeZone)).toBeUndefined();
    expect(formatWindowBound({ kind: 'open' }, window.timeZone)).toBeUndefined();
  });
});

describe('daylight-saving changes in the banner zone (content spec §9: wall-clock times of the zone)', () => {
  it.each([
    // New York: UTC-5 in winter, UTC-4 in summer (change on 2025-03-09 at 02:00 and 2025-11-02 at 02:00).
    { bound: '2025-01-15T09:00', utc: '2025-01-15T14:00:00Z' },
    { bound: '2025-07-15T09:00', utc: '2025-07-15T13:00:00Z' },
    { bound: '2025-03-09T01:59', utc: '2025-03-09T06:59:00Z' },
    { bound: '2025-03-09T03:00', utc: '2025-03-09T07:00:00Z' },
    // 02:30 does not exist that night: read with the offset before the change (as 03:30 daylight time).
    { bound: '2025-03-09T02:30', utc: '2025-03-09T07:30:00Z' },
    // 01:30 happens twice on 2 November: the first one counts.
    { bound: '2025-11-02T01:30', utc: '2025-11-02T05:30:00Z' },
    { bound: '2025-06-01T09:00:30.250', utc: '2025-06-01T13:00:30.250Z' },
  ])('America/New_York $bound starts at $utc', ({ bound, utc }) => {
    const { start } = readPublishingWindow({ start: bound, end: '', timeZone: 'America/New_York' });
    expect(start).toEqual({ kind: 'at', time: at(utc) });
    expect(formatWindowBound(start, 'America/New_York')).toBe(
      bound.includes('02:30') ? '2025-03-09 03:30' : bound.slice(0, 16).replace('T', ' '),
    );
  });

  it('a date alone as the end covers that whole day, also on the day the clocks change', () => {
    const { end } = readPublishingWindow({ start: '', end: '2025-03-09', timeZone: 'America/New_York' });
    expect(end).toEqual({ kind: 'at', time: at('2025-03-10T04:00:00Z') - 1 });
  });

  it('a date alone with an offset is not a date-time: invalid, so it never hides', () => {
    expect(readPublishingWindow({ start: '2025-06-01Z', end: '', timeZone: 'UTC' }).start).toEqual({ kind: 'invalid' });
  });
});
