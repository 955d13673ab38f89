/**
 * When online check-in is open (loyalty spec §3/§4 "Web check-in"; the spec does not show the
 * window). Decision (issue 18): it opens on the day before arrival and closes at the end of the
 * arrival day, both days **in the property's time zone**: a stay starts on the property's calendar
 * date, so at 01:00 in Singapore (17:00 UTC the day before) it is already the Singapore day.
 * A property without a known time zone uses UTC (`DEFAULT_PROPERTY_TIME_ZONE`).
 */
import { addDays, isTimeZoneName, todayIn, type IsoDate } from '../iso-date.ts';

export type CheckinWindow = 'open' | 'too-early' | 'too-late';

export const DEFAULT_PROPERTY_TIME_ZONE = 'UTC';

/** Whether `timeZone` is an IANA zone this runtime knows (a bad seed or answer falls back to UTC). */
export function isKnownTimeZone(timeZone: string | undefined): timeZone is string {
  return !!timeZone && isTimeZoneName(timeZone);
}

/** The property's calendar date at the instant `now` (`todayIn`; UTC when the zone is missing or unknown). */
export function propertyLocalDate(now: number, timeZone: string | undefined): IsoDate {
  return todayIn(isKnownTimeZone(timeZone) ? timeZone : DEFAULT_PROPERTY_TIME_ZONE, new Date(now));
}

export function checkinWindow(startDate: string, now: number, timeZone: string | undefined): CheckinWindow {
  const today = propertyLocalDate(now, timeZone);
  if (startDate > addDays(today, 1)) return 'too-early';
  if (startDate < today) return 'too-late';
  return 'open';
}

/** The first day online check-in is open for a stay (the day before arrival, the property's date). */
export function checkinOpensOn(startDate: string): string {
  return addDays(startDate, -1);
}
