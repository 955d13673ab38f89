import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The publishing window of a banner (content spec §2 "Single banner", §4, §5, §9): a banner is
 * shown only while start <= now <= end, both read as wall-clock times in the banner's own time
 * zone (default Asia/Singapore). A bound that is not a valid date falls back to the current time
 * (spec §5), so it never hides the banner; a missing bound is open.
 */
export const DEFAULT_BANNER_TIME_ZONE = 'Asia/Singapore';

/** What the author wrote: '' for a missing bound. */
export interface PublishingWindowSettings {
  start: string;
  end: string;
  timeZone: string;
}

/** A bound read in its zone: an instant (epoch ms), open, or invalid (= "now" whenever checked). */
export type WindowBound = { kind: 'at'; time: number } | { kind: 'open' } | { kind: 'invalid' };

export interface PublishingWindow {
  start: WindowBound;
  end: WindowBound;
  timeZone: string;
}

/**
 * `2025-06-01`, `2025-06-01T09:00`, `2025-06-01 09:00:30`, optionally with seconds' fraction and
 * an explicit offset (`Z`, `+08:00`), which then wins over the banner's zone.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:\d{2})?$/i;

export function isKnownTimeZone(zone: string): boolean {
  if (!zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Calendar check: 2025-02-30 or 24:00 are not dates, even though Date would roll them over. */
function isRealWallTime(parts: number[]): boolean {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

export function isValidDateTime(raw: string): boolean {
  const match = DATE_TIME.exec(raw.trim());
  if (!match) return false;
  return isRealWallTime(match.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part))));
}

/**
 * A date without a time covers the whole day: as a start it means 00:00:00, as an end 23:59:59.999
 * (decision: authors writing "until 31 January" mean the whole of that day).
 */
function readBound(raw: string, timeZone: string, edge: 'start' | 'end'): WindowBound {
  const text = raw.trim();
  if (!text) return { kind: 'open' };
  if (!isValidDateTime(text)) return { kind: 'invalid' };
  const hasTime = /[T ]\d{2}:/.test(text);
  const hasOffset = /(Z|[+-]\d{2}:\d{2})$/i.test(text);
  const parsed = hasOffset ? dayjs(text.replace(' ', 'T')) : dayjs.tz(text.replace(' ', 'T'), timeZone);
  const time = hasTime || edge === 'start' ? parsed.valueOf() : parsed.add(1, 'day').valueOf() - 1;
  return Number.isFinite(time) ? { kind: 'at', time } : { kind: 'invalid' };
}

export function readPublishingWindow(settings: PublishingWindowSettings): PublishingWindow {
  const timeZone = isKnownTimeZone(settings.timeZone) ? settings.timeZone : DEFAULT_BANNER_TIME_ZONE;
  return {
    start: readBound(settings.start, timeZone, 'start'),
    end: readBound(settings.end, timeZone, 'end'),
    timeZone,
  };
}

/** An invalid bound is "now" at the moment of the check (spec §5), so it always passes. */
export function isWithinPublishingWindow(window: PublishingWindow, now: number): boolean {
  const { start, end } = window;
  if (start.kind === 'at' && now < start.time) return false;
  if (end.kind === 'at' && now > end.time) return false;
  return true;
}

/** The first instant after `now` at which any of the windows opens or closes. */
export function nextPublishingChange(windows: readonly PublishingWindow[], now: number): number | undefined {
  const changes = windows.flatMap(({ start, end }) => [
    start.kind === 'at' ? start.time : undefined,
    end.kind === 'at' ? end.time + 1 : undefined,
  ]);
  const future = changes.filter((time): time is number => time !== undefined && time > now);
  return future.length ? Math.min(...future) : undefined;
}

/** `2025-06-01 09:00` as a clock in the window's zone shows it; undefined for an open or invalid bound. */
export function formatWindowBound(bound: WindowBound, timeZone: string): string | undefined {
  if (bound.kind !== 'at') return undefined;
  return dayjs(bound.time).tz(timeZone).format('YYYY-MM-DD HH:mm');
}
