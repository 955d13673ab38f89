/**
 * Message ids of the service gateway's calls (loyalty spec §7 "Representative and tier-match
 * services": "Message ids combine a prefix, the date and 8 random characters"). The spec does not
 * show the date's format or the alphabet; our decision: the UTC date and time to the second as
 * 14 digits (YYYYMMDDHHmmss) and upper-case letters and digits, so an id sorts by time and is
 * safe in any log or header.
 */
export const MESSAGE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const RANDOM_LENGTH = 8;

/** The prefix the widgets send; the gateway only needs it to be stable per caller. */
export const WIDGET_MESSAGE_PREFIX = 'STAYWEB';

/** A number in [0, 1): crypto where there is one (ids must not repeat across tabs), Math.random otherwise. */
export function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  if (globalThis.crypto?.getRandomValues) {
    globalThis.crypto.getRandomValues(buffer);
    return (buffer[0] ?? 0) / 2 ** 32;
  }
  return Math.random();
}

function utcStamp(at: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}`;
}

export function messageId(prefix: string, at: Date, random: () => number = cryptoRandom): string {
  let tail = '';
  for (let index = 0; index < RANDOM_LENGTH; index += 1) {
    const position = Math.min(MESSAGE_ID_ALPHABET.length - 1, Math.max(0, Math.floor(random() * MESSAGE_ID_ALPHABET.length)));
    tail += MESSAGE_ID_ALPHABET[position];
  }
  return `${prefix}${utcStamp(at)}${tail}`;
}
