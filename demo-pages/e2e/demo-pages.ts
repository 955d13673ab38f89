import { readdirSync } from 'node:fs';

/** The policy the demo site promises (README "Using the widgets on a page", "Content-Security-Policy"): nothing inline. */
export const CSP_POLICY = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";

const PAGES_DIR = 'demo-pages/site/pages';
/** Pages that need a deep link to show their widgets, as the demo site's links give it. */
const QUERIES: Record<string, string> = {
  'booking/property-listing': '?searchdest=Tokyo&type=city',
  'booking/select-apartment-and-rates': '?hotelCode=SGORCH',
};

/**
 * Every demo page, from the page files: in English, in Arabic where it has its own body (the pages
 * Lighthouse audits), and the home page in Chinese (the default language, no prefix).
 */
export function demoPagePaths(): string[] {
  const files = readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.split('/').pop()!.startsWith('_'),
  );
  const paths = files.map((file) => {
    const [, page, language] = file.match(/^(.*?)(?:\.(ar))?\.html$/)!;
    return `/${language ?? 'en'}/${page === 'home' ? '' : `${page}/`}${QUERIES[page!] ?? ''}`;
  });
  return ['/', ...paths.sort()];
}
