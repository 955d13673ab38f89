import { isSafeUrl } from '../../shared/domain/safe-url';

/**
 * Reads the footer quick links' authored markup (content spec §2 "Footer quick links"). Each
 * group is a native disclosure, so it works before (and without) JavaScript:
 *
 *   <details>
 *     <summary><h2>About us</h2></summary>        (a heading inside summary is optional)
 *     <ul>
 *       <li data-mobile><a href="/en/about/">Our story</a></li>      shown on mobile too
 *       <li data-buy-point><a href="/en/points/buy/">Buy points</a></li>   hidden where buying points is blocked
 *     </ul>
 *   </details>
 */
export interface FooterLink {
  href: string;
  /** Authored `target="_blank"`. */
  newTab: boolean;
  /** The authored link content (text, icons), moved into the rendered link. */
  content: readonly Node[];
  /** The link text, for analytics. */
  text: string;
  /** Flagged `data-mobile`: shown below 1024 px too. */
  mobile: boolean;
  /** Flagged `data-buy-point`: hidden when buying points is blocked for the visitor's region. */
  buyPoint: boolean;
}

export interface FooterLinkGroup {
  title: readonly Node[];
  titleText: string;
  /** Level of the heading authored in the summary, if any. */
  headingLevel: number | undefined;
  /** Authored `open`: starts expanded on mobile too. */
  open: boolean;
  links: FooterLink[];
}

const HEADING = /^h[2-6]$/;

function warn(message: string, node: Node): void {
  console.warn(`[stay-widgets] <stay-footer-links> ${message}`, node);
}

function readTitle(summary: Element | undefined): Pick<FooterLinkGroup, 'title' | 'titleText' | 'headingLevel'> {
  const heading = summary?.children.length === 1 && HEADING.test(summary.children[0]!.localName) ? summary.children[0] : undefined;
  const source = heading ?? summary;
  return {
    title: source ? Array.from(source.childNodes) : [],
    titleText: source?.textContent?.trim() ?? '',
    headingLevel: heading ? Number(heading.localName.slice(1)) : undefined,
  };
}

function readLink(item: Element): FooterLink | undefined {
  const anchor = Array.from(item.children).find((child): child is HTMLAnchorElement => child instanceof HTMLAnchorElement);
  const href = anchor?.getAttribute('href')?.trim();
  if (!anchor || !href || !isSafeUrl(href)) {
    warn('ignores a list item without a safe link:', item);
    return undefined;
  }
  return {
    href,
    newTab: anchor.target === '_blank',
    content: Array.from(anchor.childNodes),
    text: anchor.textContent?.trim() ?? '',
    mobile: item.hasAttribute('data-mobile'),
    buyPoint: item.hasAttribute('data-buy-point'),
  };
}

export function readAuthoredGroups(nodes: readonly Node[]): { groups: FooterLinkGroup[] } {
  const groups: FooterLinkGroup[] = [];
  for (const node of nodes) {
    if (!(node instanceof HTMLDetailsElement)) {
      if (node instanceof Element || node.textContent?.trim()) warn('ignores authored content outside a <details> group:', node);
      continue;
    }
    const summary = Array.from(node.children).find((child) => child.localName === 'summary');
    const items = Array.from(node.querySelectorAll(':scope > ul > li'));
    groups.push({
      ...readTitle(summary),
      open: node.open,
      links: items.map(readLink).filter((link) => link !== undefined),
    });
  }
  return { groups };
}
