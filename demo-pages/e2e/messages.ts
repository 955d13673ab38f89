import { readFileSync } from 'node:fs';
import { createIntl } from '@formatjs/intl';
import { intlLocale, type Language } from '../../shared/domain/languages';

/**
 * A text as a page in `language` shows it, read from the catalogue the widget uses
 * (`widgets/<name>/messages/<language>.json`, or a shared one such as `shared/i18n`): specs follow
 * the translations instead of copying them.
 */
export function catalogueText(folder: string, language: Language, id: string, values?: Record<string, string | number>): string {
  const messages = JSON.parse(readFileSync(`${folder}/messages/${language}.json`, 'utf8')) as Record<string, string>;
  if (!(id in messages)) throw new Error(`${folder}/messages/${language}.json has no "${id}"`);
  return createIntl({ locale: intlLocale(language), messages }).formatMessage({ id }, values);
}
