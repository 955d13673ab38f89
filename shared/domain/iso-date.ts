/**
 * Calendar dates as ISO `YYYY-MM-DD` strings: how dates travel between components (booking
 * issue rule), never localised strings. Arithmetic is done on UTC midnights, so no time zone or
 * daylight-saving change can shift a date.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isoDate(year: number, month: number, day: number): IsoDate | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && year >= 1000 && year <= 9999 ? date.toISOString().slice(0, 10) : undefined;
}

export function isIsoDate(value: string): value is IsoDate {
  const match = ISO_DATE.exec(value);
  return match !== null && isoDate(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}

function utcMidnight(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(utcMidnight(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole nights from `from` to `to` (negative when `to` is earlier). */
export function nightsBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);
}

const zoneDayFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * The day format of a time zone, made once per zone and page: each `Intl.DateTimeFormat` made
 * loads the zone's data again, and the offer lists and the booking search made two on every
 * render (a CPU profile of the Arabic offers page at a 4× slower CPU: 118 ms in one function,
 * most of its total blocking time; issue 12). Null for a zone the browser does not know.
 */
function zoneDayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = zoneDayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    zoneDayFormats.set(timeZone, format);
  }
  return format;
}

/** Whether the browser knows `zone` as an IANA time zone name (`Asia/Singapore`). */
export function isTimeZoneName(zone: string): boolean {
  return zoneDayFormat(zone) !== null;
}

/** Today in a time zone: a property's today, not the browser's (booking issue rule). Throws a RangeError for an unknown zone. */
export function todayIn(timeZone: string, now: Date): IsoDate {
  const format = zoneDayFormat(timeZone);
  if (!format) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today where the visitor is (the browser's own time zone), without `Intl`: the date of `now`'s local fields. */
export function localToday(now: Date): IsoDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
