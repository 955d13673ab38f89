import { isSafeUrl } from '../../shared/domain/safe-url';

/**
 * Reads the global footer's authored markup (content spec §2), in authored order:
 *
 *   <a href="/en/"><img src="logo.svg" alt="Stay home"></a>    logo link (direct child <a>)
 *   <ul aria-label="Legal">                                    reference links (direct child <ul>)
 *     <li><a href="/en/privacy/">Privacy policy</a></li>
 *   </ul>
 *   <p>© 2026 Stay Group</p>                                   anything else stays as written
 */
export interface FooterLink {
  href: string;
  /** Authored `target="_blank"`. */
  newTab: boolean;
  /** The link's name (text, or image alt for the logo), for analytics. */
  text: string;
  content: readonly Node[];
}

export type FooterPart =
  | { kind: 'logo'; link: FooterLink }
  | { kind: 'links'; label: string | undefined; links: FooterLink[] }
  | { kind: 'authored'; nodes: readonly Node[] };

function readLink(anchor: HTMLAnchorElement): FooterLink | undefined {
  const href = anchor.getAttribute('href')?.trim();
  if (!href || !isSafeUrl(href)) {
    console.warn('[stay-widgets] <stay-footer> ignores a link without a safe href:', anchor);
    return undefined;
  }
  const text = anchor.textContent?.trim() || anchor.querySelector('img')?.alt || anchor.getAttribute('aria-label') || '';
  return { href, newTab: anchor.target === '_blank', text: text.trim(), content: Array.from(anchor.childNodes) };
}

/** `null`: a logo link without a safe href, left out. `undefined`: other authored content. */
function readPart(node: Node): FooterPart | null | undefined {
  if (node instanceof HTMLAnchorElement) {
    const link = readLink(node);
    return link ? { kind: 'logo', link } : null;
  }
  if (node instanceof HTMLUListElement) {
    const anchors = Array.from(node.querySelectorAll<HTMLAnchorElement>(':scope > li > a'));
    return {
      kind: 'links',
      label: node.getAttribute('aria-label') ?? undefined,
      links: anchors.map(readLink).filter((link) => link !== undefined),
    };
  }
  return undefined;
}

export function readAuthoredFooter(nodes: readonly Node[]): { parts: FooterPart[] } {
  const parts: FooterPart[] = [];
  for (const node of nodes) {
    const part = readPart(node);
    const previous = parts.at(-1);
    if (part === null) continue;
    if (part) parts.push(part);
    else if (previous?.kind === 'authored') previous.nodes = [...previous.nodes, node];
    else parts.push({ kind: 'authored', nodes: [node] });
  }
  return { parts };
}
