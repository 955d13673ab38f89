/**
 * Which navigation link is the page being shown (WAI-ARIA APG disclosure navigation: that link
 * carries `aria-current="page"`). A link names the current page when it resolves to the same
 * origin and path, where `/x`, `/x/`, `/x/index.html` and `/x.html` are one page (CMS pages
 * answer on each form); a query on the link must be matched by the page's query too (two
 * listing links differ only by `?searchdest=`), and the fragment never counts.
 */
export function isCurrentPage(linkHref: string, pageHref: string): boolean {
  let link: URL;
  let page: URL;
  try {
    page = new URL(pageHref);
    link = new URL(linkHref, page);
  } catch {
    return false;
  }
  if (link.origin !== page.origin || pagePath(link.pathname) !== pagePath(page.pathname)) return false;
  return Array.from(link.searchParams).every(([name, value]) => page.searchParams.getAll(name).includes(value));
}

function pagePath(pathname: string): string {
  return pathname.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
}
