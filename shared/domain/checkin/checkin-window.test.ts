import { describe, expect, it } from 'vitest';
import { checkinOpensOn, checkinWindow, propertyLocalDate } from './checkin-window';

/**
 * Loyalty spec §3/§4 "Web check-in" (window not shown; issue 18 decision): open from the day
 * before arrival to the end of the arrival day, by the property's local date, not UTC.
 */
const at = (iso: string) => Date.parse(iso);

describe('propertyLocalDate: the calendar date at the property', () => {
  it.each([
    { case: 'Singapore (UTC+8), 17:00 UTC is the next day there', now: '2026-12-01T17:00:00Z', zone: 'Asia/Singapore', date: '2026-12-02' },
    { case: 'Singapore, 15:59 UTC is still the same day', now: '2026-12-01T15:59:00Z', zone: 'Asia/Singapore', date: '2026-12-01' },
    { case: 'Tokyo (UTC+9), 15:00 UTC is the next day', now: '2026-12-31T15:00:00Z', zone: 'Asia/Tokyo', date: '2027-01-01' },
    {
      case: 'New York in summer (UTC-4), 02:00 UTC is the day before',
      now: '2026-07-02T02:00:00Z',
      zone: 'America/New_York',
      date: '2026-07-01',
    },
    { case: 'no time zone: UTC (the documented default)', now: '2026-12-01T17:00:00Z', zone: undefined, date: '2026-12-01' },
    { case: 'an unknown zone: UTC, not an exception', now: '2026-12-01T17:00:00Z', zone: 'Mars/Olympus', date: '2026-12-01' },
  ])('$case', ({ now, zone, date }) => {
    expect(propertyLocalDate(at(now), zone)).toBe(date);
  });
});

describe('checkinWindow: by the property date', () => {
  it.each([
    // 2026-12-01T17:00Z is 2026-12-02 01:00 in Singapore.
    {
      case: 'arrival the day after the Singapore date: open (UTC says too early)',
      start: '2026-12-03',
      zone: 'Asia/Singapore',
      window: 'open',
    },
    { case: 'the same stay by UTC: too early', start: '2026-12-03', zone: undefined, window: 'too-early' },
    {
      case: 'arrival was yesterday in Singapore: too late (UTC says open)',
      start: '2026-12-01',
      zone: 'Asia/Singapore',
      window: 'too-late',
    },
    { case: 'arrival today in Singapore: open', start: '2026-12-02', zone: 'Asia/Singapore', window: 'open' },
    { case: 'two days ahead: too early', start: '2026-12-04', zone: 'Asia/Singapore', window: 'too-early' },
  ])('$case', ({ start, zone, window }) => {
    expect(checkinWindow(start, at('2026-12-01T17:00:00Z'), zone)).toBe(window);
  });
});

describe('checkinOpensOn', () => {
  it.each([
    { start: '2027-01-11', opens: '2027-01-10' },
    { start: '2027-01-01', opens: '2026-12-31' },
    { start: '2028-03-01', opens: '2028-02-29' },
  ])('$start -> $opens', ({ start, opens }) => {
    expect(checkinOpensOn(start)).toBe(opens);
  });
});
