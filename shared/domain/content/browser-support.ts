/**
 * Browsers the site may not support (content spec §4): Internet Explorer (MSIE, or Trident/ from
 * IE 11) and legacy EdgeHTML Edge ("Edge/"). Chromium-based Edge says "Edg/" and is supported.
 */
export function isUnsupportedBrowser(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent) || /\bEdge\/\d/.test(userAgent);
}
