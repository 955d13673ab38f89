import { fetchLocaleMap } from '../../api/locale-map-service';
import { getApiClient } from '../../api/page-client';
import { languageSwitchUrl } from '../../domain/content/language-path';
import { mappedLanguageSwitchUrl } from '../../domain/content/locale-map';

export type SwitchUrl = typeof languageSwitchUrl;

/**
 * The language links with the locale map (content spec §7; `shared/domain/content/locale-map.ts`).
 * Imported when the selector first opens, not with the header: the header page's budget is full
 * (DESIGN.md §7), and the links are right without the map on every page under a language
 * segment. A failed map keeps the plain links (content spec §8: content failures are swallowed)
 * with a warning naming the element.
 */
export async function loadLocaleMapLinks(tag: string): Promise<SwitchUrl> {
  const localeMap = await fetchLocaleMap(getApiClient());
  if (localeMap.ok) return (address, target, contentRoot = '') => mappedLanguageSwitchUrl(address, target, contentRoot, localeMap.data);
  console.warn(`[stay-widgets] <${tag}>: the locale map failed; the language links keep the page's path.`);
  return languageSwitchUrl;
}
