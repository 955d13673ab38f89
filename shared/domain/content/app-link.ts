import type { LinkKind } from './link-classification';
import { isSafeUrl } from '../safe-url';

/**
 * How link widgets turn authored URLs into the `href`, `target` and `rel` of their links.
 */

/** A scheme, but not `host:port` ("www.stay.example:8080/app" has no scheme). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i;

/**
 * Social and app-download URLs as authors type them into the CMS (content spec §2 "Social
 * connect and app-download icons"):
 * - without a scheme ("www.facebook.com/stay") they get `https://`;
 * - starting with `/` they get the site's origin ("/app" → "https://www.stay.example/app"): the
 *   spec's "replaced by the site origin" read as prefixing the origin, since replacing the whole
 *   URL would drop the path the author wrote;
 * - protocol-relative ("//apps.example/stay") get `https:` (decision: the rule above would
 *   otherwise produce "origin//host");
 * - fragments and queries ("#app") stay relative to the page: prefixing them yields no valid URL;
 * - with a scheme they are kept when safe (http(s), mailto, tel), otherwise refused (`undefined`).
 */
export function normaliseAppUrl(authored: string, siteOrigin: string): string | undefined {
  const url = authored.trim();
  if (!url) return undefined;
  if (url.startsWith('//')) return `https:${url}`;
  if (url.startsWith('/')) return `${siteOrigin}${url}`;
  if (url.startsWith('#') || url.startsWith('?')) return url;
  if (SCHEME.test(url)) return isSafeUrl(url) ? url : undefined;
  return `https://${url}`;
}

export interface LinkTarget {
  target: '_blank' | undefined;
  rel: string | undefined;
}

/**
 * A link opened in a new tab never hands the new page `window.opener` (`noopener`); a page of
 * another site does not get the referrer either (`noreferrer`). Same-window links need neither.
 */
export function linkTarget(kind: LinkKind, newTab: boolean): LinkTarget {
  if (!newTab) return { target: undefined, rel: undefined };
  return { target: '_blank', rel: kind === 'external' ? 'noopener noreferrer' : 'noopener' };
}
