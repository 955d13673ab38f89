import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import english from './messages/en.json';
import { intlLocale, type Language } from './languages';

/** Message ids are the English catalogue's keys, so a typo is a type error. */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;

/**
 * Catalogues are JSON files of ICU messages, precompiled to ASTs at build time
 * (scripts/build/precompile-messages.ts) so the ICU parser stays out of the bundle.
 * Languages without a catalogue yet read the English texts with their own number and date formats.
 */
const catalogues: Partial<Record<Language, Record<string, MessageFormatElement[]>>> = {
  en: english as unknown as Record<string, MessageFormatElement[]>,
};

const cache = createIntlCache();
const intlByLanguage = new Map<Language, IntlShape<string>>();

export function getIntl(language: Language): IntlShape<string> {
  const existing = intlByLanguage.get(language);
  if (existing) return existing;
  const intl = createIntl(
    {
      locale: intlLocale(language),
      defaultLocale: 'en-GB',
      messages: catalogues[language] ?? catalogues.en,
      onError: (error) => console.warn('[stay-widgets] i18n:', error.message),
    },
    cache,
  );
  intlByLanguage.set(language, intl);
  return intl;
}

export function translate(language: Language, id: MessageId, values?: MessageValues): string {
  return getIntl(language).formatMessage({ id }, values) as string;
}
