import { normaliseAppUrl } from '../../shared/domain/content/app-link';

/**
 * Reads the authored social-connect and app-download cards (content spec §2):
 *
 *   <section>                                           one card
 *     <h2>Connect with us</h2>                          anything before the list stays as written
 *     <ul>
 *       <li><a href="www.facebook.com/stay" aria-label="Facebook"><svg …>…</svg></a></li>
 *       <li><a href="apps.apple.com/app/stay"><img src="…" alt="Download on the App Store"></a></li>
 *     </ul>
 *   </section>
 *
 * URLs are fixed as the spec asks (shared/domain/content/app-link.ts).
 */
export interface SocialLink {
  href: string;
  /** The link's name (aria-label, text, image alt or SVG title), for analytics. */
  label: string;
  /** An authored aria-label, kept on the rendered link. */
  ariaLabel: string | undefined;
  /** The authored icon (and any text), moved into the rendered link. */
  content: readonly Node[];
}

export interface SocialCard {
  /** Authored nodes before the list: the card's heading. */
  intro: readonly Node[];
  links: SocialLink[];
}

function warn(message: string, node: Node): void {
  console.warn(`[stay-widgets] <stay-social-links> ${message}`, node);
}

function nameOf(anchor: HTMLAnchorElement): string {
  const named =
    anchor.getAttribute('aria-label') ||
    anchor.textContent ||
    anchor.querySelector('img')?.alt ||
    anchor.querySelector('svg title')?.textContent;
  return named?.trim() ?? '';
}

function readLink(item: Element, siteOrigin: string): SocialLink | undefined {
  const anchor = item.querySelector<HTMLAnchorElement>(':scope > a');
  const href = anchor ? normaliseAppUrl(anchor.getAttribute('href') ?? '', siteOrigin) : undefined;
  if (!anchor || href === undefined) {
    warn('ignores a list item without a safe link:', item);
    return undefined;
  }
  return { href, label: nameOf(anchor), ariaLabel: anchor.getAttribute('aria-label') ?? undefined, content: Array.from(anchor.childNodes) };
}

export function readAuthoredCards(nodes: readonly Node[]): { cards: SocialCard[] } {
  const cards: SocialCard[] = [];
  for (const node of nodes) {
    const section = node instanceof HTMLElement && node.localName === 'section' ? node : undefined;
    const list = section?.querySelector(':scope > ul');
    if (!section || !list) {
      if (node instanceof Element || node.textContent?.trim()) warn('ignores authored content outside a <section> card with a list:', node);
      continue;
    }
    const children = Array.from(section.childNodes);
    cards.push({
      intro: children.slice(0, children.indexOf(list)),
      links: Array.from(list.querySelectorAll(':scope > li'))
        .map((item) => readLink(item, window.location.origin))
        .filter((link) => link !== undefined),
    });
  }
  return { cards };
}
