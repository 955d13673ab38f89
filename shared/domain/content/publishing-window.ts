import { isTimeZoneName } from '../iso-date.ts';
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
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** A zone the browser knows; asked once per zone (`isTimeZoneName` keeps it): every banner of a page checks its zone. */
export function isKnownTimeZone(zone: string): boolean {
  return zone.trim() !== '' && isTimeZoneName(zone);
}

const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `time`: [year, month, day, hour, minute, second]. */
function wallClock(time: number, timeZone: string): number[] {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneClocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(time);
  return ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) => Number(parts.find((part) => part.type === type)?.value));
}

/** Minutes `timeZone` is ahead of UTC at `time` (the browser's own time-zone data, no library: DESIGN.md §7). */
function zoneOffset(time: number, timeZone: string): number {
  const [year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0] = wallClock(time, timeZone);
  return Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(time / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time in `timeZone` names. The offset is checked at the instant found,
 * so a bound on the other side of a daylight-saving change reads right; a time that does not
 * exist (skipped by a change) is read with the offset before it, one that repeats as its first occurrence.
 */
function instantInZone(parts: number[], timeZone: string): number {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const before = zoneOffset(asUtc - 86_400_000, timeZone);
  const after = zoneOffset(asUtc + 86_400_000, timeZone);
  const candidates = [asUtc - before * 60_000, asUtc - after * 60_000].filter(
    (time) => zoneOffset(time, timeZone) === Math.round((asUtc - time) / 60_000),
  );
  return candidates.length ? Math.min(...candidates) : asUtc - before * 60_000;
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
  const match = DATE_TIME.exec(text);
  if (!match) return { kind: 'invalid' };
  const parts = match.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part)));
  const hasTime = match[4] !== undefined;
  const offset = match[7]?.toUpperCase();
  if (offset) {
    // An explicit offset: the instant it names, as ECMAScript reads ISO date-times (a date alone with an offset is not one).
    const time = hasTime ? Date.parse(text.replace(' ', 'T').toUpperCase()) : Number.NaN;
    return Number.isFinite(time) ? { kind: 'at', time } : { kind: 'invalid' };
  }
  if (hasTime || edge === 'start')
    return { kind: 'at', time: instantInZone(parts, timeZone) + Number(/\.(\d{1,3})/.exec(text)?.[1]?.padEnd(3, '0') ?? 0) };
  // The end of that day: one millisecond before the next day starts in the zone.
  const nextDay = new Date(Date.UTC(parts[0] ?? 0, (parts[1] ?? 1) - 1, (parts[2] ?? 1) + 1));
  return { kind: 'at', time: instantInZone([nextDay.getUTCFullYear(), nextDay.getUTCMonth() + 1, nextDay.getUTCDate()], timeZone) - 1 };
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
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = wallClock(bound.time, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}`;
}
