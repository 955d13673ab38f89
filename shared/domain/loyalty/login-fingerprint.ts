/**
 * Which login a once-per-login rule has handled (e.g. the member's preferred currency, loyalty
 * spec §7), remembered by a fingerprint of the login token rather than the token itself.
 */

/** A short, stable fingerprint of a login token (32-bit FNV-1a, hex): storage never holds a second copy of the credential. */
export function loginFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** True for a signed-in visitor whose login is none of the handled ones (done already, or under way). */
export function isUnhandledLogin(token: string | undefined, handledFingerprints: readonly (string | undefined)[]): token is string {
  return token !== undefined && !handledFingerprints.includes(loginFingerprint(token));
}
