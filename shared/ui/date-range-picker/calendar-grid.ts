import { addDays, type IsoDate } from '../../domain/iso-date';

/** A calendar month as `YYYY-MM`. */
export type IsoMonth = string;

export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

export function addMonths(month: IsoMonth, months: number): IsoMonth {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const total = year * 12 + index - 1 + months;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: IsoMonth): number {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Weeks of a month starting on `firstDay` (0 Sunday … 6 Saturday); days of other months are null. */
export function monthGrid(month: IsoMonth, firstDay: number): (IsoDate | null)[][] {
  const first = `${month}-01`;
  const leading = (weekdayOf(first) - firstDay + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 0; day < daysInMonth(month); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day `months` later, clamped to the end of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDate(date: IsoDate, months: number): IsoDate {
  const month = addMonths(monthOf(date), months);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

export interface GridKey {
  key: string;
  shiftKey?: boolean;
}

/**
 * Where focus moves in the date grid (WAI-ARIA APG date picker dialog): arrows by day and week,
 * PageUp/PageDown by month (Shift: year), Home/End to the start/end of the week. Left and Right
 * follow the reading direction, so they are mirrored in right-to-left languages.
 * Undefined for keys the grid does not handle.
 */
export function moveFocus(
  date: IsoDate,
  { key, shiftKey = false }: GridKey,
  options: { rtl: boolean; firstDay: number },
): IsoDate | undefined {
  const forward = options.rtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return addDays(date, forward);
    case 'ArrowLeft':
      return addDays(date, -forward);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'PageDown':
      return addMonthsToDate(date, shiftKey ? 12 : 1);
    case 'PageUp':
      return addMonthsToDate(date, shiftKey ? -12 : -1);
    case 'Home':
      return addDays(date, -((weekdayOf(date) - options.firstDay + 7) % 7));
    case 'End':
      return addDays(date, 6 - ((weekdayOf(date) - options.firstDay + 7) % 7));
    default:
      return undefined;
  }
}

/** The first of `shown` visible months after focus moved to `focus`, keeping the view when it is visible. */
export function firstVisibleMonth(current: IsoMonth, shown: number, focus: IsoDate): IsoMonth {
  const month = monthOf(focus);
  if (month < current) return month;
  const last = addMonths(current, shown - 1);
  return month > last ? addMonths(month, -(shown - 1)) : current;
}
