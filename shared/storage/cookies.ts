/**
 * Cookies the widgets read and write. `document.cookie` throws when cookies are disabled (a
 * sandboxed frame, some privacy settings); the widgets then treat every cookie as absent and
 * keep working, with one console warning (issue 12 §8).
 */
let warnedUnavailable = false;

export function warnUnavailable(cause: unknown): void {
  if (warnedUnavailable) return;
  warnedUnavailable = true;
  console.warn('[stay-widgets] cookies are unavailable.', cause);
}

/** The page's cookie string, or '' when cookies cannot be read. */
export function documentCookies(doc: Document = document): string {
  try {
    return doc.cookie;
  } catch (cause) {
    warnUnavailable(cause);
    return '';
  }
}

/** The decoded value of cookie `name` in a `document.cookie` string; undefined when absent or empty. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return value || undefined;
    }
  }
  return undefined;
}
