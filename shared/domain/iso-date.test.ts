import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, isoDate, isTimeZoneName, localToday, nightsBetween, todayIn } from './iso-date';

describe('iso dates', () => {
  it.each([
    [2026, 2, 28, '2026-02-28'],
    [2026, 2, 29, undefined],
    [2028, 2, 29, '2028-02-29'],
    [2026, 13, 1, undefined],
    [2026, 4, 31, undefined],
    [26, 4, 1, undefined],
  ])('isoDate(%i, %i, %i) → %s', (year, month, day, expected) => expect(isoDate(year, month, day)).toBe(expected));

  it.each([
    ['2026-11-22', true],
    ['2026-02-30', false],
    ['2026-1-5', false],
    ['22-11-2026', false],
  ])('isIsoDate(%s) → %s', (value, expected) => expect(isIsoDate(value)).toBe(expected));

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });

  it("takes today in the property's time zone, not the browser's", () => {
    const now = new Date('2026-11-22T20:30:00Z');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-23');
    expect(todayIn('Asia/Singapore', now)).toBe('2026-11-23');
    expect(todayIn('Europe/Paris', now)).toBe('2026-11-22');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-22');
    // Again, from the zone's kept format: the same answers.
    expect([todayIn('Asia/Tokyo', now), todayIn('Europe/Paris', now)]).toEqual(['2026-11-23', '2026-11-22']);
  });

  it.each([
    ['Asia/Singapore', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
  ])('knows the time zone name %j: %s', (zone, known) => {
    expect(isTimeZoneName(zone)).toBe(known);
    expect(isTimeZoneName(zone)).toBe(known);
  });

  it('refuses an unknown zone with a RangeError, as Intl did', () => {
    expect(() => todayIn('Mars/Olympus_Mons', new Date('2026-11-22T20:30:00Z'))).toThrow(RangeError);
  });

  it("takes the visitor's today from the browser's own time zone, without Intl", () => {
    const now = new Date(2026, 0, 5, 23, 59);
    expect(localToday(now)).toBe('2026-01-05');
    expect(localToday(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
    expect(localToday(now)).toBe(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now));
  });
});
