import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../languages';

/**
 * Language switching (content spec §2, booking spec §2): the same page in another language keeps
 * the path, query and fragment and only changes the language prefix; Chinese, the default, has no
 * prefix. On author instances the path carries the CMS content root (`/content/stay/en/...`),
 * which is kept when the current address has it.
 */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

export function splitContentRoot(pathname: string, contentRoot: string): { root: string; rest: string } {
  const root = contentRoot.replace(/\/+$/, '');
  if (root && (pathname === root || pathname.startsWith(`${root}/`))) return { root, rest: pathname.slice(root.length) || '/' };
  return { root: '', rest: pathname };
}

export function languageSwitchUrl(address: PageAddress, target: Language, contentRoot = ''): string {
  const { root, rest } = splitContentRoot(address.pathname, contentRoot);
  const segments = rest.split('/');
  // segments[0] is '' (the path starts with '/'); segments[1] may be a language prefix.
  const first = segments[1]?.toLowerCase() ?? '';
  const withoutLanguage = isLanguage(first) ? `/${segments.slice(2).join('/')}` : rest;
  const prefix = target === DEFAULT_LANGUAGE ? '' : `/${target}`;
  const path = `${root}${prefix}${withoutLanguage}` || '/';
  return `${path}${address.search}${address.hash}`;
}

/**
 * A link authored with the content root (`/content/stay/en/offers.html`) is stripped of it when
 * the current address does not include it (the public site), per content spec §2.
 */
export function stripContentRoot(href: string, currentPathname: string, contentRoot: string): string {
  const root = contentRoot.replace(/\/+$/, '');
  if (!root || !href.startsWith(`${root}/`)) return href;
  const currentHasRoot = currentPathname === root || currentPathname.startsWith(`${root}/`);
  return currentHasRoot ? href : href.slice(root.length);
}
