import { writeCookie } from './cookie-writer';
import { documentCookies, readCookie } from './cookies';

/**
 * The staff code list (booking spec §6, content spec §6, loyalty spec §6): it arrives with the
 * booking configuration (`ListStaffCode`), "is stored in a cookie as base64 and removed from the
 * stored configuration". The cookie holds base64 of the JSON list (UTF-8), so any code survives.
 */
export const STAFF_CODES_COOKIE = 'stay-staff-codes';

function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

function fromBase64(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));
}

const isCodeList = (value: unknown): value is string[] => Array.isArray(value) && value.every((code) => typeof code === 'string');

/** The cookie value for a list of staff codes. */
export function encodeStaffCodes(codes: readonly string[]): string {
  return toBase64(JSON.stringify(codes));
}

/** The staff codes of a cookie value; undefined when it is not base64 of a list of strings. */
export function decodeStaffCodes(value: string): string[] | undefined {
  try {
    const codes: unknown = JSON.parse(fromBase64(value));
    return isCodeList(codes) ? codes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the list as long as the configuration it came with stays cached (`lifetimeMs`), so a
 * cached configuration (which no longer holds the list) never outlives it. An empty list removes the cookie.
 */
export function writeStaffCodes(codes: unknown, lifetimeMs: number): void {
  if (!isCodeList(codes)) {
    console.warn("[stay-widgets] the booking configuration's ListStaffCode is not a list of codes; it is ignored.");
    return;
  }
  writeCookie(STAFF_CODES_COOKIE, codes.length ? encodeStaffCodes(codes) : '', codes.length ? lifetimeMs / 1000 : 0);
}

/** The stored staff codes; [] when none are stored or the cookie is unreadable (with a warning). */
export function readStaffCodes(): string[] {
  const value = readCookie(STAFF_CODES_COOKIE, documentCookies());
  if (value === undefined) return [];
  const codes = decodeStaffCodes(value);
  if (codes === undefined) console.warn(`[stay-widgets] the cookie "${STAFF_CODES_COOKIE}" is not a base64 list of codes; it is ignored.`);
  return codes ?? [];
}
