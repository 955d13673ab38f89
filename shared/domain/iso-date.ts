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

/** Today in a time zone: a property's today, not the browser's (booking issue rule). */
export function todayIn(timeZone: string, now: Date): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
