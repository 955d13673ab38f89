import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Carousel } from './Carousel';
import { readAuthoredSlides } from './authored-slides';

export const carouselSchema = {
  kind: attr.oneOf(['slider-banner', 'multi-item'] as const, 'slider-banner'),
  // 1 to 6: carousel.css lays out these counts before the upgrade too.
  itemsPerView: attr.integer({ defaultValue: 1, min: 1, max: 6 }),
  autoplay: attr.boolean(false),
  label: attr.string(''),
};

defineWidget('stay-carousel', Carousel, carouselSchema, { content: readAuthoredSlides });
