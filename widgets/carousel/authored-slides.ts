import type { PublishingWindow } from '../../shared/domain/content/publishing-window';
import { readBannerWindow } from '../../shared/element/publishing-window-attributes';

/**
 * Reads the carousel's authored markup: every child element is a slide, readable before (or
 * without) JavaScript. A slide that is (or holds) a `<stay-banner>` carries the banner's
 * publishing window, so the carousel can leave it out of its slide set (content spec §4).
 *
 *   <stay-carousel data-kind="slider-banner">
 *     <stay-banner data-start="…" data-end="…">…</stay-banner>
 *     <article>…any content…</article>
 *   </stay-carousel>
 */
export interface CarouselSlideContent {
  /** The authored slide element, as a one-node list for AuthoredNodes. */
  nodes: readonly Node[];
  publishingWindow: PublishingWindow | undefined;
}

function bannerOf(slide: Element): Element | null {
  return slide.localName === 'stay-banner' ? slide : slide.querySelector('stay-banner');
}

export function readAuthoredSlides(nodes: readonly Node[]): { slides: CarouselSlideContent[] } {
  const slides: CarouselSlideContent[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) {
      if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
        console.warn('[stay-widgets] <stay-carousel> ignores text outside a slide element:', node);
      }
      continue;
    }
    const banner = bannerOf(node);
    slides.push({ nodes: [node], publishingWindow: banner ? readBannerWindow(banner) : undefined });
  }
  return { slides };
}
