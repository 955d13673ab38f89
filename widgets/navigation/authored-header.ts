import { isSafeUrl } from '../../shared/domain/safe-url';
import type { NavigationItem, NavigationLink } from './navigation-items';

/**
 * Reads the server-rendered fallback header inside `<stay-navigation>`: the site logo link and a
 * plain list of the top-level links, with optional nested lists. It is the header before (and
 * without) JavaScript, and the menu while the content service answers or when it fails (content
 * spec §8: content failures are swallowed).
 *
 *   <a href="/en/"><svg aria-label="Stay">…</svg></a>        the logo: the first link
 *   <nav aria-label="Main">
 *     <ul>
 *       <li><a href="/en/long-stays/">Long stays</a></li>
 *       <li><a href="/en/destinations/">Destinations</a>
 *         <ul><li><a href="/en/destinations/tokyo/">Tokyo</a></li></ul>     a sub-menu (optional)
 *       </li>
 *     </ul>
 *   </nav>
 */
export interface AuthoredHeader {
  /** The logo link, moved (not copied) into the rendered bar. */
  logo: readonly Node[];
  authoredItems: readonly NavigationItem[];
  /** The authored `aria-label` of the `<nav>`. */
  authoredLabel: string;
}

/** Authored links show at every width and are never buy-point links. */
const AUTHORED_FLAGS = { buyPoint: false, isDisplayMobile: true, isShowNewLabel: false } as const;

function warn(message: string, node: Node): void {
  console.warn(`[stay-widgets] <stay-navigation> ${message}`, node);
}

const childrenNamed = (parent: Element, name: string): Element[] => Array.from(parent.children).filter((child) => child.localName === name);

function readLink(anchor: Element | undefined): NavigationLink | undefined {
  const url = anchor?.getAttribute('href')?.trim();
  const text = anchor?.textContent?.trim();
  if (!url || !text || !isSafeUrl(url)) return undefined;
  return { text, url, ...AUTHORED_FLAGS };
}

function readItem(listItem: Element): NavigationItem | undefined {
  const link = readLink(childrenNamed(listItem, 'a')[0]);
  if (!link) {
    warn('ignores a list item without a safe link:', listItem);
    return undefined;
  }
  const subList = childrenNamed(listItem, 'ul')[0];
  const links = subList
    ? childrenNamed(subList, 'li').flatMap((entry) => {
        const subLink = readLink(childrenNamed(entry, 'a')[0]);
        return subLink ? [subLink] : [];
      })
    : [];
  return {
    ...link,
    subMenu: links.length ? { layout: 'sections', sections: [{ text: '', url: undefined, links, ...AUTHORED_FLAGS }] } : undefined,
    logos: [],
    maxLogoDisplay: 0,
  };
}

export function readAuthoredHeader(nodes: readonly Node[]): AuthoredHeader {
  const elements = nodes.filter((node): node is Element => node instanceof Element);
  const logo = elements.find((element) => element.localName === 'a');
  const nav = elements.find((element) => element.localName === 'nav');
  for (const element of elements) {
    if (element !== logo && element !== nav) warn('ignores authored content other than the logo link and the <nav>:', element);
  }
  const list = nav ? childrenNamed(nav, 'ul')[0] : undefined;
  const authoredItems = list ? childrenNamed(list, 'li').flatMap((entry) => readItem(entry) ?? []) : [];
  return { logo: logo ? [logo] : [], authoredItems, authoredLabel: nav?.getAttribute('aria-label')?.trim() ?? '' };
}
