import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Carousel } from './Carousel';
import { readAuthoredSlides } from './authored-slides';

export const carouselSchema = {
  /** `slider-banner`: one slide per view with numbered indicators; `multi-item`: several items per view with page dots. */
  kind: attr.oneOf(['slider-banner', 'multi-item'] as const, 'slider-banner'),
  /** Multi-item: items per page from 1024 px wide (content spec §5); narrower, every item is 80% wide (§9). 1 to 6: carousel.css lays these counts out before the upgrade too. */
  itemsPerView: attr.integer({ defaultValue: 1, min: 1, max: 6 }),
  /** Rotate automatically: each slide shows 4000 ms; pauses on hover, focus, touch and while a slide's video plays. */
  autoplay: attr.boolean(false),
  /** Accessible name of the carousel region (empty: "Highlights", translated); give each carousel of a page its own. */
  label: attr.string(''),
};

/**
 * Banner carousel (content spec §2 "Banner carousel", §4, §5, §9), slider-banner or multi-item, following the WAI-ARIA carousel pattern.
 *
 * @slot - Every child element is a slide, usually a `<stay-banner>` (out-of-window banners are left out); text outside a slide element is ignored with a warning.
 * @cssprop --stay-carousel-gap - Multi-item: the gap between items (default 16px).
 * @cssprop --stay-carousel-indicator-row - Multi-item: the height of the row reserved for the page dots (default 40px).
 */
defineWidget('stay-carousel', Carousel, carouselSchema, { content: readAuthoredSlides });
