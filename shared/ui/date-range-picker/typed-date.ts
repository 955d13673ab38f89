import { isoDate, isIsoDate, type IsoDate } from '../../domain/iso-date';
import { intlLocale, type Language } from '../../i18n/languages';

type Field = 'year' | 'month' | 'day';

export interface LocalDatePattern {
  order: Field[];
  /** e.g. "DD/MM/YYYY": shown as a hint next to "YYYY-MM-DD". */
  hint: string;
  /** Years are written in the Buddhist era (Thai, spec §9: +543). */
  yearOffset: number;
}

const SAMPLE = new Date(Date.UTC(2001, 10, 22));
const HINT: Record<Field, string> = { year: 'YYYY', month: 'MM', day: 'DD' };

/** The numeric short date of a language (field order, separators, era), read from Intl. */
export function localDatePattern(language: Language): LocalDatePattern {
  const format = new Intl.DateTimeFormat(intlLocale(language), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC', numberingSystem: 'latn' });
  const parts = format.formatToParts(SAMPLE);
  const order = parts.flatMap((part) => (part.type === 'year' || part.type === 'month' || part.type === 'day' ? [part.type] : []));
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const hint = parts.map((part) => (part.type === 'literal' ? part.value.replace(/[\u200e\u200f\u061c]/g, '') : (HINT[part.type as Field] ?? ''))).join('');
  return { order, hint, yearOffset: Number.isFinite(year) ? year - 2001 : 0 };
}

/** Arabic-Indic and Persian digits to ASCII, so a date typed with a local keyboard parses. */
function asciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

/**
 * A date typed by the visitor: `YYYY-MM-DD`, or the language's numeric short date (e.g.
 * DD/MM/YYYY in English, with a Buddhist year in Thai). Undefined when it is neither.
 */
export function parseTypedDate(input: string, language: Language): IsoDate | undefined {
  const value = asciiDigits(input).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isIsoDate(value) ? value : undefined;
  const numbers = value.split(/[^0-9]+/).filter(Boolean);
  const pattern = localDatePattern(language);
  if (numbers.length !== 3 || pattern.order.length !== 3) return undefined;
  const field = (name: Field) => Number(numbers[pattern.order.indexOf(name)]);
  const yearText = numbers[pattern.order.indexOf('year')] ?? '';
  if (yearText.length !== 4) return undefined;
  return isoDate(field('year') - pattern.yearOffset, field('month'), field('day'));
}
