import { isoDate, isIsoDate, type IsoDate } from '../../domain/iso-date';
import { formatShownDate } from '../../i18n/format';
import { intlLocale, type Language } from '../../domain/languages';

type Field = 'year' | 'month' | 'day';

export interface LocalDatePattern {
  /** Field order of the language's numeric short date (e.g. day, month, year in English). */
  order: Field[];
  /** Years of the language's calendar run this far ahead of the Gregorian ones (Thai, spec §9: 543). */
  yearOffset: number;
}

const SAMPLE = new Date(Date.UTC(2001, 10, 22));

function numericFormat(language: Language): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
}

/** The numeric short date of a language (field order, era offset), read from Intl. */
export function localDatePattern(language: Language): LocalDatePattern {
  const parts = numericFormat(language).formatToParts(SAMPLE);
  const order = parts.flatMap((part) => (part.type === 'year' || part.type === 'month' || part.type === 'day' ? [part.type] : []));
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  return { order, yearOffset: Number.isFinite(year) ? year - 2001 : 0 };
}

/**
 * The short name of the era a language's shown years count in, where it is not the Gregorian
 * one (Thai: "พ.ศ.", the Buddhist era); `none` otherwise. Named in the typed-date hint and error,
 * so a visitor knows which year to type.
 */
export function eraOf(language: Language): string {
  const format = numericFormat(language);
  if (format.resolvedOptions().calendar === 'gregory') return 'none';
  const era = new Intl.DateTimeFormat(intlLocale(language), { era: 'short', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(SAMPLE)
    .find((part) => part.type === 'era');
  return era?.value ?? 'none';
}

/** A sample date for the hint, written as the field reads it and every date is shown (DD-MM-YYYY, spec §9). */
export function dateSample(language: Language, today: IsoDate): string {
  return formatShownDate(language, `${today.slice(0, 4)}-03-15`);
}

/** Arabic-Indic and Persian digits to ASCII, so a date typed with a local keyboard parses. */
function asciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

/**
 * The Gregorian year of a typed year. In a language whose shown years run ahead (Thai: every
 * shown date has the Buddhist year, spec §9 "Thai year offset 543"), a year may be typed in
 * either era: it is read in the one that puts it nearer today, the only plausible reading for a
 * stay (2569 is 2026, not 543 years ahead; 2026 is 2026, not 1483). The eras are 543 years
 * apart, so the nearer one is never in doubt.
 */
function gregorianYear(typed: number, yearOffset: number, today: IsoDate): number {
  if (yearOffset === 0) return typed;
  const thisYear = Number(today.slice(0, 4));
  return Math.abs(typed - yearOffset - thisYear) < Math.abs(typed - thisYear) ? typed - yearOffset : typed;
}

/**
 * A date typed by the visitor, in any of the forms the site writes dates: `YYYY-MM-DD`, the
 * spec's DD-MM-YYYY (content spec §9, how every date is shown), or the language's numeric short
 * date (e.g. DD.MM.YYYY in German, YYYY/MM/DD in Japanese). The four-digit year says which end
 * the year is at; day and month follow the language's order. Undefined when it is none of them.
 */
export function parseTypedDate(input: string, language: Language, today: IsoDate): IsoDate | undefined {
  const value = asciiDigits(input).trim();
  const numbers = value.split(/[^0-9]+/).filter(Boolean);
  if (numbers.length !== 3 || !/^\d/.test(value)) return undefined;
  const pattern = localDatePattern(language);
  const yearFirst = numbers[0]!.length === 4;
  if (!yearFirst && numbers[2]!.length !== 4) return undefined; // two-digit years are ambiguous
  const [year, first, second] = yearFirst ? [numbers[0]!, numbers[1]!, numbers[2]!] : [numbers[2]!, numbers[0]!, numbers[1]!];
  // Year first is year-month-day in every language; year last is day-month-year (the spec's
  // form), unless the language itself writes month-day-year (none of the site's do today).
  const monthDayYear = !yearFirst && pattern.order.join() === 'month,day,year';
  const [month, day] = yearFirst || monthDayYear ? [first, second] : [second, first];
  const found = isoDate(gregorianYear(Number(year), pattern.yearOffset, today), Number(month), Number(day));
  return found && isIsoDate(found) ? found : undefined;
}
