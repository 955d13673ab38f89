import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/i18n/languages';

export interface PageRoute {
  language: Language;
  /** Page file name without extension: `home`, `accordion`, ... */
  page: string;
}

/**
 * Demo routes mirror the CMS (content spec §2): `/{lang}/{page}/`, with Chinese, the default,
 * unprefixed (`/` and `/{page}/`). A `/zh/` prefix is not a route of the site.
 */
export function resolvePageRoute(pathname: string): PageRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  const prefixed = first !== undefined && first !== DEFAULT_LANGUAGE && isLanguage(first);
  const language = prefixed ? first : DEFAULT_LANGUAGE;
  const rest = prefixed ? segments.slice(1) : segments;
  if (rest.length > 1) return undefined;
  const page = rest[0]?.replace(/\.html$/, '') ?? 'home';
  if (!/^[a-z0-9-]+$/.test(page)) return undefined;
  return { language, page };
}

export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}
