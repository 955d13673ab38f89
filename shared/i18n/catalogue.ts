import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { translationIndexes } from 'virtual:stay-translations';
import sharedEnglish from './messages/en.json';
import type { Language } from '../domain/languages';

export type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;

/** A catalogue as imported: JSON of ICU messages, precompiled to ASTs by the build. */
export type Catalogue = Record<string, unknown>;
export type CompiledMessage = MessageFormatElement[];

/**
 * Message catalogues live beside the code that uses them: the few shared messages in
 * `shared/i18n/messages/`, each widget's in `widgets/<name>/messages/`. A page then downloads
 * only the texts of the widgets it shows (DESIGN.md §7). English is bundled with its code; every
 * other language is a chunk of its own, found through that language's index (`translationsOf`)
 * and loaded before a widget first renders on a page in that language (see `loadTranslations`).
 * Catalogues are precompiled to ASTs at build time (scripts/build/precompile-messages.ts), so the
 * ICU parser stays out of the bundle. A language without a catalogue, a failed load and a missing
 * key read the English texts.
 *
 * This module is part of the runtime every page loads, so it formats only plain messages (text
 * and `{argument}` placeholders) itself: most catalogues need no more. Catalogues with plurals,
 * selects, number or date formats are defined with `defineIcuMessages` (./intl.ts), whose
 * @formatjs/intl chunk then loads with the first widget that uses it (DESIGN.md §7).
 */
export interface Catalogues<Messages extends Catalogue> {
  en: Messages;
  /**
   * Loads the module of another language's texts, resolving to undefined when the catalogue has
   * none in that language; undefined when nothing can be loaded. Usually `translationsOf(folder)`.
   */
  translations?: (language: Language) => Promise<unknown> | undefined;
}

export type Translate<Messages extends Catalogue> = (language: Language, id: keyof Messages & string, values?: MessageValues) => string;

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

/**
 * Registers a catalogue's translations for `loadTranslations` and answers, per language, the
 * loaded translation (undefined while not loaded, not translated or after a failed load: English
 * is shown). `onLoaded` runs when a language's texts arrive (formatters cached before then used English).
 */
export function registerCatalogue<Messages extends Catalogue>(
  catalogues: Catalogues<Messages>,
  onLoaded: (language: Language) => void = () => undefined,
): (language: Language) => Partial<Messages> | undefined {
  const translations = new Map<Language, Partial<Messages> | undefined>();
  const loading = new Map<Language, Promise<void>>();
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
          onLoaded(language);
        })
        .catch((error: unknown) => {
          console.warn(`[stay-widgets] i18n: the ${language} texts could not be loaded; showing English.`, error);
          translations.set(language, undefined);
        });
      loading.set(language, load);
    }
    return load;
  });
  return (language) => translations.get(language);
}

/** ICU AST element types of plain messages (@formatjs/icu-messageformat-parser `TYPE.literal`, `TYPE.argument`). */
const LITERAL = 0;
const ARGUMENT = 1;

/** True when a compiled message is text and `{argument}` placeholders only (checked for every catalogue by catalogues.test.ts). */
export function isPlainMessage(message: CompiledMessage): boolean {
  return message.every((element) => element.type === LITERAL || element.type === ARGUMENT);
}

function formatPlain(message: CompiledMessage, values: MessageValues | undefined, id: string): string {
  let text = '';
  for (const element of message) {
    if (element.type === LITERAL) text += element.value;
    else if (element.type === ARGUMENT) {
      const value = values?.[element.value];
      if (value === undefined) console.warn(`[stay-widgets] i18n: "${id}" needs the value "${element.value}".`);
      text += value === undefined || value === null ? '' : String(value);
    } else {
      // Never in a built catalogue (catalogues.test.ts): such catalogues use defineIcuMessages.
      console.warn(`[stay-widgets] i18n: "${id}" is not a plain message; define its catalogue with defineIcuMessages.`);
      return id;
    }
  }
  return text;
}

/**
 * Texts of a catalogue of plain messages (text and `{argument}` placeholders), in the runtime: no
 * formatting library loads for them. A missing key shows its id with a console warning.
 */
export function defineMessages<Messages extends Catalogue>(catalogues: Catalogues<Messages>): Translate<Messages> {
  const translationOf = registerCatalogue(catalogues);
  return (language, id, values) => {
    const message = (translationOf(language)?.[id] ?? catalogues.en[id]) as CompiledMessage | undefined;
    if (!message) {
      console.warn(`[stay-widgets] i18n: no message "${id}".`);
      return id;
    }
    return formatPlain(message, values, id);
  };
}

/** The shared messages (widget error, author notices, link hints); widgets define their own with `defineMessages`. */
export const translate = defineMessages({ en: sharedEnglish, translations: translationsOf('shared/i18n') });
