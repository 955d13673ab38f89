import { useLayoutEffect, useRef } from 'react';
import type { NewsItem } from '../../shared/api/news-service';
import { trackLinkClick } from '../../shared/analytics/link-click';
import type { Language } from '../../shared/domain/languages';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { formatDateInWords, formatShownDate } from '../../shared/i18n/format';
import { useServerRead } from '../../shared/store/use-server-read';
import { Skeleton } from '../../shared/ui/Skeleton';
import { newsCarouselRead } from './news-reads';
import { translate } from './news-messages';

/** Articles per view from 1024 px wide (content §5 multi-item; narrower, each is 80% wide: §9). */
const ARTICLES_PER_VIEW = 3;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * One article as a slide of the carousel widget (its authored children): the same card as the
 * list's, built as nodes; every text is set as text, never as HTML.
 */
function slideOf(item: NewsItem, language: Language, headingLevel: number, first: boolean): HTMLElement {
  const card = element('article', 'stay-news__card');
  if (item.image) {
    const image = element('img', 'stay-news__image');
    // The first slide's picture at once, with priority, as NewsCard's first: often the page's largest paint.
    Object.assign(image, { src: item.image, alt: item.imageAlt, loading: first ? 'eager' : 'lazy', width: 320, height: 180 });
    if (first) image.fetchPriority = 'high';
    card.append(image);
  }
  const time = element('time', 'stay-shown-date');
  time.dateTime = item.date;
  const digits = element('span', '', formatShownDate(language, item.date));
  digits.setAttribute('aria-hidden', 'true');
  digits.dir = 'ltr';
  time.append(digits, element('span', 'stay-visually-hidden', formatDateInWords(language, item.date)));
  const date = element('p', 'stay-news__date');
  date.append(time);
  const title = element(`h${Math.min(6, Math.max(2, headingLevel))}` as 'h2', 'stay-news__title');
  if (item.url) {
    const link = element('a', '', item.title);
    link.href = item.url;
    title.append(link);
  } else title.textContent = item.title;
  card.append(date, title);
  return card;
}

/** Link clicks in the slides: the spec's link-click event (content §7 analytics), from the `news` component. */
function onSlideClick(event: Event): void {
  const link = (event.target as Element).closest('a');
  if (link) trackLinkClick('news', link.textContent ?? '', link.getAttribute('href') ?? '');
}

/**
 * A `<stay-carousel>` element (multi-item) holding `slides` as its authored children, put into
 * `container` by hand: the carousel widget takes its children when it connects and renders them
 * itself, so React must not own them. The loader defines the carousel when it appears, from its
 * own chunk (the home page's), so nothing of the carousel is copied or split into a second chunk.
 */
function mountCarousel(container: HTMLElement, slides: readonly Node[], label: string): () => void {
  const carousel = document.createElement('stay-carousel');
  carousel.dataset.kind = 'multi-item';
  carousel.dataset.itemsPerView = String(ARTICLES_PER_VIEW);
  carousel.dataset.label = label;
  carousel.append(...slides);
  carousel.addEventListener('click', onSlideClick);
  container.append(carousel);
  return () => carousel.remove();
}

export interface NewsCarouselProps {
  path: string;
  label: string;
  headingLevel: number;
}

/**
 * The latest news as a carousel (content §7 "news carousel"): the carousel widget
 * (`<stay-carousel>`, multi-item) with one slide per article, as many as the newsroom
 * configuration's `carouselCount`.
 */
export default function NewsCarousel({ path, label, headingLevel }: NewsCarouselProps) {
  const { language } = useWidgetEnvironment();
  const { state } = useServerRead(newsCarouselRead, { language, path });
  const items = state.state === 'hasData' ? state.data : undefined;
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!container.current || !items?.length) return undefined;
    return mountCarousel(
      container.current,
      items.map((item, index) => slideOf(item, language, headingLevel, index === 0)),
      label,
    );
  }, [items, language, label, headingLevel]);
  if (state.state === 'loading') return <Skeleton label={translate(language, 'loading')} className="stay-news__loading" />;
  if (!items?.length) return <p className="stay-news__empty">{translate(language, 'empty')}</p>;
  return <div ref={container} className="stay-news__carousel" />;
}
