import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import sharedEnglish from './messages/en.json';
import { intlLocale, type Language } from './languages';

export type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;

/** A catalogue as imported: JSON of ICU messages, precompiled to ASTs by the build. */
type Catalogue = Record<string, unknown>;
type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/**
 * Message catalogues live beside the code that uses them: the few shared messages in
 * `shared/i18n/messages/`, each widget's in `widgets/<name>/messages/`. A page then downloads
 * only the texts of the widgets it shows (DESIGN.md §7), and the runtime chunk stays small.
 * Catalogues are precompiled to ASTs at build time (scripts/build/precompile-messages.ts), so
 * the ICU parser stays out of the bundle. A language without a catalogue yet reads the English
 * texts with its own number and date formats.
 */
export interface Catalogues<Messages extends Catalogue> {
  en: Messages;
  translations?: Partial<Record<Language, Partial<Messages>>>;
}

export type Translate<Messages extends Catalogue> = (
  language: Language,
  id: keyof Messages & string,
  values?: MessageValues,
) => string;

const cache = createIntlCache();

/** One `IntlShape` per language for a catalogue, created on first use. */
export function defineMessages<Messages extends Catalogue>(catalogues: Catalogues<Messages>): Translate<Messages> {
  const intlByLanguage = new Map<Language, IntlShape<string>>();
  const intlFor = (language: Language): IntlShape<string> => {
    const existing = intlByLanguage.get(language);
    if (existing) return existing;
    const translation = catalogues.translations?.[language];
    const messages = { ...catalogues.en, ...translation } as unknown as CompiledCatalogue;
    const intl = createIntl(
      {
        // English texts follow English plural rules ("1 more item", not Chinese "1 more items").
        locale: translation ? intlLocale(language) : 'en-GB',
        defaultLocale: 'en-GB',
        messages,
        onError: (error) => console.warn('[stay-widgets] i18n:', error.message),
      },
      cache,
    );
    intlByLanguage.set(language, intl);
    return intl;
  };
  return (language, id, values) => intlFor(language).formatMessage({ id }, values) as string;
}

/** The shared messages (widget error, author notices); widgets define their own with `defineMessages`. */
export const translate = defineMessages({ en: sharedEnglish });

const formattingIntl = new Map<Language, IntlShape<string>>();

/** Number and date formatting of a language, independent of any catalogue. */
export function getIntl(language: Language): IntlShape<string> {
  let intl = formattingIntl.get(language);
  if (!intl) {
    intl = createIntl({ locale: intlLocale(language), defaultLocale: 'en-GB' }, cache);
    formattingIntl.set(language, intl);
  }
  return intl;
}
