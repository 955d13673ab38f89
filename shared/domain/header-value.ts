/**
 * Whether a value can go in an HTTP header. `fetch` throws on a value with CR, LF or NUL, or a
 * character above U+00FF (issue 12 §8: a token with a newline must not break the request);
 * servers differ on the rest of Latin-1 and on other control characters, so only tab and
 * printable ASCII pass. Tokens, keys and language codes are ASCII.
 */
export function isSendableHeaderValue(value: string): boolean {
  return /^[\t\x20-\x7e]*$/.test(value);
}
