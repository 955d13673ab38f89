/**
 * URLs from attributes or the backend are untrusted (DESIGN.md §3): only http(s), mailto, tel
 * and scheme-less (relative, root-relative, fragment, protocol-relative) links are allowed.
 */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // oxlint-disable-next-line no-control-regex -- control characters are what it removes
  const normalised = value.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = SCHEME.exec(normalised)?.[1];
  if (scheme === undefined) return true;
  return ALLOWED_SCHEMES.has(`${scheme.toLowerCase()}:`);
}
