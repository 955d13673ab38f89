import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/domain/languages';

export interface PageRoute {
  language: Language;
  /** Page file path without extension: `home`, `accordion`, `booking/select-apartment-and-rates`. */
  page: string;
}

const SEGMENT = /^[a-z0-9-]+$/;

/**
 * Demo routes mirror the CMS (content spec §2): `/{lang}/{page path}/`, with Chinese, the default,
 * unprefixed (`/` and `/{page path}/`). A `/zh/` prefix is not a route of the site.
 */
export function resolvePageRoute(pathname: string): PageRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  const prefixed = first !== undefined && first !== DEFAULT_LANGUAGE && isLanguage(first);
  const language = prefixed ? first : DEFAULT_LANGUAGE;
  const rest = (prefixed ? segments.slice(1) : segments).map((segment, index, all) =>
    index === all.length - 1 ? segment.replace(/\.html$/, '') : segment,
  );
  if (rest.length === 0) return { language, page: 'home' };
  if (rest.length > 3 || !rest.every((segment) => SEGMENT.test(segment))) return undefined;
  return { language, page: rest.join('/') };
}

export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}
