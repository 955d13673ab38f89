const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDay {
  readonly year: number;
  /** 1 to 12 */
  readonly month: number;
  readonly day: number;
  /** 0 Sunday to 6 Saturday */
  readonly dayOfWeek: number;
  readonly daysInMonth: number;
}

/** Reads a `YYYY-MM-DD` calendar date; throws a RangeError for anything else (e.g. `2026-02-30`). */
export function parseIsoDate(isoDate: string): CalendarDay {
  const match = ISO_DATE.exec(isoDate);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date in YYYY-MM-DD form: "${isoDate}"`);
  }
  return {
    year,
    month,
    day,
    dayOfWeek: date.getUTCDay(),
    daysInMonth: new Date(Date.UTC(year, month, 0)).getUTCDate(),
  };
}

/** The first day of the month `monthsAhead` months after `today` (UTC), as `YYYY-MM-DD`. */
export function firstOfMonthAhead(today: Date, monthsAhead: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthsAhead, 1));
  return date.toISOString().slice(0, 10);
}
