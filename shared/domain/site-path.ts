/**
 * A path on this site: what a `-path` attribute holds (a page of the journey, such as the
 * select-rates page). It must stay on the page's origin: relative or root-relative, never another
 * scheme (`javascript:`, `data:`, `mailto:`) nor another host (`https://…`, `//host`, and the
 * `/\host` and tab-split forms browsers read as `//host`). Resolved the way the browser resolves
 * an `href` (WHATWG URL), so no spelling the browser would send elsewhere passes. Stricter than
 * `isSafeUrl` (safe-url.ts), which any site path also passes.
 */
const BASE = new URL('https://site.invalid/page/');

export function isSitePath(value: string): boolean {
  try {
    return new URL(value, BASE).origin === BASE.origin;
  } catch {
    return false;
  }
}
