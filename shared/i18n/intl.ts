import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { translationIndexes } from 'virtual:stay-translations';
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
 * English is bundled with its code; every other language is a chunk of its own, found through
 * that language's index (`translationsOf`) and loaded before a widget first renders on a page in
 * that language (see `loadTranslations`). Catalogues are
 * precompiled to ASTs at build time (scripts/build/precompile-messages.ts), so the ICU parser
 * stays out of the bundle. A language without a catalogue, a failed load and a missing key read
 * the English texts.
 */
export interface Catalogues<Messages extends Catalogue> {
  en: Messages;
  /**
   * Loads the module of another language's texts, resolving to undefined when the catalogue has
   * none in that language; undefined when nothing can be loaded. Usually `translationsOf(folder)`.
   */
  translations?: (language: Language) => Promise<unknown> | undefined;
}

type TranslationIndex = Record<string, () => Promise<unknown>>;
const indexes = translationIndexes as Partial<Record<string, () => Promise<{ default: TranslationIndex }>>>;
const indexLoads = new Map<Language, Promise<TranslationIndex>>();

/**
 * The translations of the catalogue in `folder` (`widgets/tabs`: the folder holding its
 * `messages/`), found through the build's index of each language (scripts/build/translation-index.ts):
 * a widget names its folder instead of carrying ten loaders. Checked by catalogues.test.ts.
 */
export function translationsOf(folder: string): (language: Language) => Promise<unknown> | undefined {
  return (language) => loadTranslationIndex(language)?.then((found) => found[folder]?.());
}

/** The index of `language`'s translations, loaded once; undefined when the language has none (English). */
export function loadTranslationIndex(language: Language): Promise<TranslationIndex> | undefined {
  const loadIndex = indexes[language];
  if (!loadIndex) return undefined;
  let index = indexLoads.get(language);
  if (!index) {
    index = loadIndex().then((module) => module.default);
    indexLoads.set(language, index);
  }
  return index;
}

export type Translate<Messages extends Catalogue> = (
  language: Language,
  id: keyof Messages & string,
  values?: MessageValues,
) => string;

const cache = createIntlCache();

/** Per catalogue: a promise while `language` still has to load, else undefined. */
const catalogueLoads: ((language: Language) => Promise<void> | undefined)[] = [];

/**
 * Loads `language` for every catalogue defined so far. Undefined when nothing is missing (all
 * loaded, English, or no translation), so callers stay synchronous then. Never rejects.
 */
export function loadTranslations(language: Language): Promise<void> | undefined {
  const pending = catalogueLoads.map((load) => load(language)).filter(Boolean);
  return pending.length ? Promise.all(pending).then(() => undefined) : undefined;
}

/** One `IntlShape` per language for a catalogue, created on first use. */
export function defineMessages<Messages extends Catalogue>(catalogues: Catalogues<Messages>): Translate<Messages> {
  /** Loaded translations; undefined after a failed load (English is shown). */
  const translations = new Map<Language, Partial<Messages> | undefined>();
  const loading = new Map<Language, Promise<void>>();
  const intlByLanguage = new Map<Language, IntlShape<string>>();

  catalogueLoads.push((language) => {
    if (translations.has(language)) return undefined;
    let load = loading.get(language);
    if (!load) {
      const pending = catalogues.translations?.(language);
      if (!pending) return undefined;
      load = pending
        .then((module) => {
          // Not translated into this language: English.
          if (module === undefined) return void translations.set(language, undefined);
          const messages = (module as { default?: unknown }).default;
          if (typeof messages !== 'object' || !messages) throw new Error('not a catalogue');
          translations.set(language, messages as Partial<Messages>);
          // Texts formatted before the load finished used English: the next ones use the translation.
          intlByLanguage.delete(language);
        })
        .catch((error: unknown) => {
          console.warn(`[stay-widgets] i18n: the ${language} texts could not be loaded; showing English.`, error);
          translations.set(language, undefined);
        });
      loading.set(language, load);
    }
    return load;
  });

  const intlFor = (language: Language): IntlShape<string> => {
    const existing = intlByLanguage.get(language);
    if (existing) return existing;
    const translation = translations.get(language);
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
export const translate = defineMessages({ en: sharedEnglish, translations: translationsOf('shared/i18n') });

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
