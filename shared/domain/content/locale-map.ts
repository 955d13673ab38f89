import { isLanguage, type Language } from '../languages';
import { isRecord } from '../json-guards';
import { languageSwitchUrl, splitContentRoot, type PageAddress } from './language-path';

/**
 * The locale map (content spec §7 GET /api/configurations/locale-map, 30-minute cache §9): locale
 * and legacy path codes (`en-gb`, `jp`, `zh-hans`) to the site's language codes. Where a path's
 * language segment is mapped (issue 19 item 7 "used wherever a path or language code is
 * mapped"): a page under a legacy segment (`/en-gb/offers`) switches language as a page under its
 * language would (`/ja/offers`), rather than keeping the legacy segment (`/ja/en-gb/offers`).
 */
export type LocaleMap = Readonly<Record<string, Language>>;

/** The service's answer: codes mapped to one of the 11 languages; others are left out. */
export function parseLocaleMap(raw: unknown): LocaleMap | undefined {
  if (!isRecord(raw)) return undefined;
  const entries = Object.entries(raw).flatMap(([code, language]) =>
    typeof language === 'string' && isLanguage(language) ? [[code.toLowerCase(), language] as const] : [],
  );
  return Object.fromEntries(entries);
}

/** The path with a mapped first segment (after the content root) written as its site language. */
export function withMappedLanguageSegment(pathname: string, contentRoot: string, localeMap: LocaleMap): string {
  const { root, rest } = splitContentRoot(pathname, contentRoot);
  const segments = rest.split('/');
  const mapped = localeMap[segments[1]?.toLowerCase() ?? ''];
  if (!mapped) return pathname;
  return `${root}/${[mapped, ...segments.slice(2)].join('/')}`;
}

/** languageSwitchUrl of a page whose language segment may be a mapped locale code. */
export function mappedLanguageSwitchUrl(address: PageAddress, target: Language, contentRoot: string, localeMap: LocaleMap): string {
  return languageSwitchUrl(
    { ...address, pathname: withMappedLanguageSegment(address.pathname, contentRoot, localeMap) },
    target,
    contentRoot,
  );
}
