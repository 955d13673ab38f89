/**
 * Normalises a backend error code to the catalogue's form (spec booking §8).
 *
 * The spec says codes of 19 or more characters are normalised by their third character
 * (o → ODX, c → CPRV, a → ABW) and shorter codes pass through, but it does not show the
 * resulting strings. Our decision, matching the catalogue's existing codes such as CPRV_1501
 * and CPRV_1502: `<PREFIX>_<n>`, where `<n>` is the code's trailing run of digits without
 * leading zeros (`ERc0000000000001502` → `CPRV_1502`). A long code with another third
 * character, or without trailing digits, passes through unchanged.
 */
const PREFIX_BY_THIRD_CHARACTER: Readonly<Record<string, string>> = { o: 'ODX', c: 'CPRV', a: 'ABW' };

const LONG_CODE_LENGTH = 19;

export function normaliseBackendErrorCode(code: string): string {
  if (code.length < LONG_CODE_LENGTH) return code;
  const prefix = PREFIX_BY_THIRD_CHARACTER[code.charAt(2).toLowerCase()];
  const trailingDigits = /\d+$/.exec(code)?.[0];
  if (prefix === undefined || trailingDigits === undefined) return code;
  return `${prefix}_${trailingDigits.replace(/^0+(?=\d)/, '')}`;
}
