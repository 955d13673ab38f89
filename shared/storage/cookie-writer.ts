import { warnUnavailable } from './cookies';

/**
 * Writes a site-wide cookie (URI-encoded value), or removes it with `maxAgeSeconds: 0`; without
 * `maxAgeSeconds` it ends with the browser session. Does nothing, with one warning, when cookies
 * are disabled. Apart from reading, the widgets write no cookie but through here (issue 12 §7).
 */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number, doc: Document = document): void {
  const maxAge = maxAgeSeconds === undefined ? '' : `; max-age=${Math.max(0, Math.round(maxAgeSeconds))}`;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  try {
    doc.cookie = `${name}=${encodeURIComponent(value)}; path=/${maxAge}; samesite=lax${secure}`;
  } catch (cause) {
    warnUnavailable(cause);
  }
}
