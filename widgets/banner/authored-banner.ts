import { isSafeUrl } from '../../shared/domain/safe-url';

/**
 * Reads the banner's authored markup, readable and clickable before (or without) JavaScript:
 *
 *   <stay-banner>
 *     <img src="…" alt="…" width="1600" height="900">      (or <picture>): the image, also shown when a video fails
 *     <div>                                                 the text layer
 *       <h2><a href="/en/properties/…">Title</a></h2>      its first heading is the title; the link in it is where a click goes
 *       <p>Any rich text</p>
 *     </div>
 *   </stay-banner>
 */
export interface BannerContent {
  media: readonly Node[];
  /** Text-layer nodes before and after the title heading. */
  textBefore: readonly Node[];
  textAfter: readonly Node[];
  /** The heading's content, with the link (if any) unwrapped: the widget renders its own link or button. */
  title: readonly Node[];
  /** 1 to 6, as authored; undefined when the text layer has no heading. */
  headingLevel: number | undefined;
  /** The title link's URL; undefined without a link or when the URL is unsafe. */
  href: string | undefined;
}

const HEADING = /^h([1-6])$/;
const MEDIA = new Set(['img', 'picture']);

function warn(message: string, node: Node): void {
  console.warn(`[stay-widgets] <stay-banner> ${message}`, node);
}

function isContent(node: Node): boolean {
  return node instanceof Element || Boolean(node.textContent?.trim());
}

/** The heading's nodes with its first link replaced by the link's own content. */
function readTitle(heading: Element): { title: Node[]; href: string | undefined } {
  const link = heading.querySelector('a[href]');
  if (!link) return { title: Array.from(heading.childNodes), href: undefined };
  const rawHref = link.getAttribute('href')!.trim();
  const href = isSafeUrl(rawHref) ? rawHref : undefined;
  if (!href) warn(`ignores the unsafe link "${rawHref}".`, link);
  link.replaceWith(...Array.from(link.childNodes));
  return { title: Array.from(heading.childNodes), href };
}

export function readAuthoredBanner(nodes: readonly Node[]): BannerContent {
  const media = nodes.find((node) => node instanceof Element && MEDIA.has(node.localName));
  const textLayer = nodes.find((node): node is HTMLDivElement => node instanceof HTMLDivElement);
  for (const node of nodes) {
    if (node !== media && node !== textLayer && isContent(node)) warn('ignores authored content outside its image and text layer:', node);
  }
  const text = textLayer ? Array.from(textLayer.childNodes) : [];
  const heading = text.find((node): node is Element => node instanceof Element && HEADING.test(node.localName));
  if (!heading) {
    return { media: media ? [media] : [], textBefore: text, textAfter: [], title: [], headingLevel: undefined, href: undefined };
  }
  const position = text.indexOf(heading);
  const { title, href } = readTitle(heading);
  return {
    media: media ? [media] : [],
    textBefore: text.slice(0, position),
    textAfter: text.slice(position + 1),
    title,
    headingLevel: Number(HEADING.exec(heading.localName)![1]),
    href,
  };
}
