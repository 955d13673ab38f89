import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The translations of a build, as two kinds of virtual modules (shared/i18n/README.md):
 * - `virtual:stay-translations`: `translationIndexes`, one loader per language that has texts;
 * - `virtual:stay-translations/<language>`: that language's index, `{ '<folder>': () => import(…) }`
 *   for every catalogue folder (`widgets/tabs`, `shared/ui/date-range-picker`) translated into it.
 * Widgets then carry only their folder's name, not a list of ten language chunks each (about
 * 0.15 KB per catalogue, DESIGN.md §7 home page budget); a page in Japanese loads the Japanese
 * index once (a few hundred bytes) and the texts of the widgets it shows.
 */
export const TRANSLATION_INDEX = 'virtual:stay-translations';
const RESOLVED = `\0${TRANSLATION_INDEX}`;
const TRANSLATION = /^(?<folder>(?:shared|widgets)\/(?:.+\/)?[^/]+)\/messages\/(?<language>[a-z]{2})\.json$/;

export interface TranslationFile {
  folder: string;
  language: string;
}

/** Every translation (not English, not test fixtures) under shared/ and widgets/, sorted. */
export function findTranslations(root: string): TranslationFile[] {
  const found: TranslationFile[] = [];
  for (const top of ['shared', 'widgets']) {
    for (const path of readdirSync(join(root, top), { recursive: true, encoding: 'utf8' })) {
      const match = TRANSLATION.exec(`${top}/${path.split('\\').join('/')}`);
      const { folder, language } = match?.groups ?? {};
      if (folder && language && language !== 'en' && !folder.includes('test-fixtures')) found.push({ folder, language });
    }
  }
  return found.sort((a, b) => `${a.folder}/${a.language}`.localeCompare(`${b.folder}/${b.language}`));
}

export function translationIndex(root: string): Plugin {
  return {
    name: 'stay:translation-index',
    resolveId: (id) => (id === TRANSLATION_INDEX || id.startsWith(`${TRANSLATION_INDEX}/`) ? `\0${id}` : undefined),
    load(id) {
      if (id !== RESOLVED && !id.startsWith(`${RESOLVED}/`)) return undefined;
      const translations = findTranslations(root);
      if (id === RESOLVED) {
        const languages = [...new Set(translations.map((file) => file.language))].sort();
        const loaders = languages.map(
          (language) => `${JSON.stringify(language)}: () => import(${JSON.stringify(`${TRANSLATION_INDEX}/${language}`)})`,
        );
        return `export const translationIndexes = {${loaders.join(',')}};`;
      }
      const language = id.slice(RESOLVED.length + 1);
      const loaders = translations
        .filter((file) => file.language === language)
        .map(({ folder }) => `${JSON.stringify(folder)}: () => import(${JSON.stringify(`/${folder}/messages/${language}.json`)})`);
      return `export default {${loaders.join(',')}};`;
    },
  };
}
