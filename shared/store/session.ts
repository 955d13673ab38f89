/**
 * Signed in means a login cookie is present (content spec §1); its value is the member's token,
 * sent as `Authorization` to the API origin only (booking spec §6). The cookie's name comes from
 * the page configuration.
 */
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

export function readLoginToken(cookieName: string, doc: Document = document): string | undefined {
  return readCookie(cookieName, doc.cookie);
}
