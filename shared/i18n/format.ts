import { getIntl } from './intl';
import { intlLocale, type Language } from '../domain/languages';

/** Locale-aware formatters. Dates travel as ISO `YYYY-MM-DD` and are only localised here. */
export function formatNumber(language: Language, value: number, options?: Intl.NumberFormatOptions): string {
  return getIntl(language).formatNumber(value, options);
}

export function formatCurrency(language: Language, amount: number, currency: string, fractionDigits?: number): string {
  return getIntl(language).formatNumber(amount, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** Formats an ISO calendar date without shifting it through the browser's time zone. */
export function formatIsoDate(language: Language, isoDate: string, options?: Intl.DateTimeFormatOptions): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const utcDate = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return getIntl(language).formatDate(utcDate, { ...(options ?? { dateStyle: 'medium' }), timeZone: 'UTC' });
}

const shownDateFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * UTC midnight of an ISO `YYYY-MM-DD` that names a real day (not 2026-02-30), else undefined.
 * The rule of `isIsoDate` (shared/domain/iso-date.ts), kept here so this small chunk does not
 * split the domain module into a chunk of its own (DESIGN.md §7 page budgets).
 */
export function calendarDay(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().startsWith(text) ? time : undefined;
}

/**
 * A date as every visible date of the site writes it: DD-MM-YYYY (content spec §9, booking spec
 * §9), in ASCII digits, with the year of the language's calendar (Thai: the Buddhist era, year
 * + 543, as the site's other Thai dates). Pair it with `formatDateInWords` for screen readers
 * (`ShownDate` in shared/ui does). A text that is not an ISO date is returned as it came.
 */
export function formatShownDate(language: Language, isoDate: string): string {
  const day = calendarDay(isoDate);
  if (day === undefined) return isoDate;
  let format = shownDateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    shownDateFormats.set(language, format);
  }
  const parts = format.formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day').padStart(2, '0')}-${part('month').padStart(2, '0')}-${part('year')}`;
}

/** The full date in words ("Sunday, 15 March 2026"): what a screen reader reads for a shown date. */
export function formatDateInWords(language: Language, isoDate: string): string {
  if (calendarDay(isoDate) === undefined) return isoDate;
  // The full style names the era where the calendar is not the Gregorian one (Thai: "พ.ศ. 2569").
  return formatIsoDate(language, isoDate, { dateStyle: 'full' });
}

/** Joins items as the language writes a list ("A, B and C", "A、B和C"), never with an English comma. */
export function formatList(language: Language, items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(language), { type: 'conjunction', style: 'long' }).format(items);
}
