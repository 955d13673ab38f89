import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../domain/languages';

/**
 * The page's language from its path (content spec §2): the first path segment after an
 * optional content-root prefix (the CMS's `/content/<site>` on author instances) names the
 * language; a path without a known language segment is Chinese, the unprefixed default.
 */
export function resolveLanguage(pathname: string, contentRoot = ''): Language {
  const root = contentRoot.replace(/\/+$/, '');
  const path = root && (pathname === root || pathname.startsWith(`${root}/`)) ? pathname.slice(root.length) : pathname;
  const firstSegment = path.split('/').find((segment) => segment !== '') ?? '';
  const candidate = firstSegment.toLowerCase();
  return isLanguage(candidate) ? candidate : DEFAULT_LANGUAGE;
}
