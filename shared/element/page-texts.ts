import { loadTranslationIndex } from '../i18n/catalogue';
import { getPageConfig } from './page-config';

/**
 * Called by the loader with the first widget of a page: on a page not in English, the index of
 * its language's texts starts loading beside the widget's chunk, instead of after it (each
 * widget's first render waits for its texts: shared/i18n/README.md). A failure here only costs
 * the head start; the widget's own load reports it.
 */
export function preloadPageTexts(): void {
  loadTranslationIndex(getPageConfig().language)?.catch(() => undefined);
}
