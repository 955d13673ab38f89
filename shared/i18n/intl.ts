import { createFormatters, createIntlCache, formatMessage, type OnErrorFn } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { registerCatalogue, type Catalogue, type Catalogues, type Translate } from './catalogue';
import { intlLocale, type Language } from '../domain/languages';

/**
 * @formatjs/intl, for the catalogues that need more than plain text (plurals, selects, number and
 * date formats) and for locale-aware number and date formatting. A chunk of its own, outside the
 * runtime (vite.config.ts): it loads with the first widget that imports it (DESIGN.md §7). Plain
 * catalogues use `defineMessages` of ./catalogue.ts, in the runtime.
 */
type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/**
 * @formatjs/intl's functions one by one (formatMessage, formatNumber, formatDate) instead of
 * `createIntl`, whose shape carries every formatter (lists, relative times, durations, display
 * names) into the bundle: this chunk is about half the size (DESIGN.md §7).
 */
const formatters = createFormatters(createIntlCache());
const onError: OnErrorFn = (error) => console.warn('[stay-widgets] i18n:', error.message);
const NO_FORMATS = {};

/** What the widgets use of @formatjs/intl's `IntlShape`. */
export interface IntlFormatting {
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
}

/** A catalogue with ICU plurals, selects or formats, formatted by @formatjs (messages compiled once per language). */
export function defineIcuMessages<Messages extends Catalogue>(catalogues: Catalogues<Messages>): Translate<Messages> {
  const translationOf = registerCatalogue(catalogues);
  return (language, id, values) => {
    const translation = translationOf(language);
    // A key the translation lacks reads English (shared/i18n/README.md).
    const messages = (translation && id in translation ? translation : catalogues.en) as unknown as CompiledCatalogue;
    // English texts follow English plural rules ("1 more item", not Chinese "1 more items").
    const locale = translation ? intlLocale(language) : 'en-GB';
    const config = { locale, defaultLocale: 'en-GB', messages, formats: NO_FORMATS, defaultFormats: NO_FORMATS, onError };
    return formatMessage(config, formatters, { id }, values) as string;
  };
}

const formattingIntl = new Map<Language, IntlFormatting>();
/** @formatjs types the memoised `Intl.NumberFormat` with its own (wider) option type. */
type NumberOptions = Parameters<typeof formatters.getNumberFormat>[1];

/**
 * The formatted value, or the value as text with a warning when the browser cannot format it (an
 * unknown currency, say): what @formatjs/intl's formatNumber and formatDate do. Their option
 * filtering and named formats are not needed here (the callers pass Intl options), and leaving
 * them out keeps this chunk, which the home page loads, smaller (DESIGN.md §7).
 */
function formatted<Value>(value: Value, format: () => { format(value: Value): string }): string {
  try {
    return format().format(value);
  } catch (error) {
    console.warn('[stay-widgets] i18n:', error instanceof Error ? error.message : error);
    return String(value);
  }
}

/** Number and date formatting of a language, independent of any catalogue (the formats are cached). */
export function getIntl(language: Language): IntlFormatting {
  let intl = formattingIntl.get(language);
  if (!intl) {
    const locale = intlLocale(language);
    intl = {
      formatNumber: (value, options = {}) => formatted(value, () => formatters.getNumberFormat(locale, options as NumberOptions)),
      formatDate: (value, options = {}) => formatted(value, () => formatters.getDateTimeFormat(locale, options)),
    };
    formattingIntl.set(language, intl);
  }
  return intl;
}
