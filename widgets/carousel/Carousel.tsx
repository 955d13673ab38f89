import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { listenStayEvent } from '../../shared/element/stay-events';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { MOBILE_QUERY, useMediaQuery } from '../../shared/ui/use-media-query';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { isWithinPublishingWindow, type PublishingWindow } from '../../shared/domain/content/publishing-window';
import { usePrefersReducedMotion } from '../../shared/ui/use-media-query';
import { usePublishingClock } from '../../shared/ui/use-publishing-clock';
import { rovingTarget } from '../../shared/ui/roving-focus';
import type { CarouselSlideContent } from './authored-slides';
import english from './messages/en.json';
import { advancesOnVideoEnd, isRotating, ROTATION_INTERVAL_MS, type RotationConditions } from './rotation';
import { indicatorsVisible, swipeStep, wrapIndex, type Direction, type Step } from './slide-navigation';

export type CarouselKind = 'slider-banner' | 'multi-item';

export interface CarouselProps {
  kind: CarouselKind;
  /** Multi-item: slides per page on screens from 1024 px (content spec §5: default 1). */
  itemsPerView: number;
  autoplay: boolean;
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly CarouselSlideContent[];
  /** Time each slide shows while rotating; the spec's 4000 ms unless a test injects a shorter one. */
  rotationIntervalMs?: number;
}

const translate = defineMessages({ en: english, translations: translationsOf('widgets/carousel') });

const NO_WINDOWS: readonly PublishingWindow[] = [];

interface SnapState {
  selected: number;
  count: number;
  /** Indexes of the slides on the selected page. */
  active: readonly number[];
}

function readSnaps(api: EmblaCarouselType): SnapState {
  const selected = api.selectedScrollSnap();
  return { selected, count: api.scrollSnapList().length, active: api.internalEngine().slideRegistry[selected] ?? [] };
}

function track(label: string, element: string, action: string, slide?: number): void {
  pushUserInteraction({
    Category: 'content',
    Component: 'carousel',
    Element: element,
    Action: action,
    Parameter1: label,
    ...(slide === undefined ? {} : { Parameter2: String(slide) }),
  });
}

/**
 * Banner carousel in two kinds (content spec §2, §4): slider-banner (numbered indicators) and
 * multi-item (items per view, page dots). Sliding is embla's; rotation is a timer of ours,
 * running while the rules in rotation.ts say the carousel rotates. Follows the WAI-ARIA carousel pattern: the
 * rotation control comes first, slides are labelled groups, and the live region is off while rotating.
 */
export function Carousel({ kind, itemsPerView, autoplay, label, slides, rotationIntervalMs = ROTATION_INTERVAL_MS }: CarouselProps) {
  const { authorMode, direction, language } = useWidgetEnvironment();
  const reducedMotion = usePrefersReducedMotion();
  const sectionRef = useRef<HTMLElement>(null);
  const containerId = useId();
  const perView = kind === 'multi-item' ? itemsPerView : 1;

  // Out-of-window banners leave the slide set, except in author mode (content spec §4).
  const windows = useMemo(() => slides.flatMap((slide) => (slide.publishingWindow ? [slide.publishingWindow] : [])), [slides]);
  const now = usePublishingClock(authorMode ? NO_WINDOWS : windows);
  const shownSlides = useMemo(
    () =>
      authorMode ? slides : slides.filter((slide) => !slide.publishingWindow || isWithinPublishingWindow(slide.publishingWindow, now)),
    [authorMode, slides, now],
  );

  const rotationEnabled = autoplay && !authorMode && !reducedMotion;
  const options = useMemo<EmblaOptionsType>(
    () => ({
      loop: true,
      align: 'start',
      direction,
      // Swipes are ours (30 px rule, content spec §9); embla only animates.
      watchDrag: false,
      slidesToScroll: kind === 'multi-item' ? 'auto' : 1,
    }),
    [direction, kind],
  );
  const [viewportRef, api] = useEmblaCarousel(options);

  // Controls appear once embla has measured the pages; they are laid over the slides, so nothing shifts.
  const [snaps, setSnaps] = useState<SnapState>();
  useEffect(() => {
    if (!api) return undefined;
    const read = () => setSnaps(readSnaps(api));
    read();
    api.on('select', read).on('reInit', read);
    return () => {
      api.off('select', read).off('reInit', read);
    };
  }, [api]);
  const pageCount = snaps?.count ?? 0;
  const selected = snaps?.selected ?? 0;
  const active = useMemo(
    () => new Set(snaps?.active ?? shownSlides.slice(0, perView).map((_, index) => index)),
    [snaps, shownSlides, perView],
  );

  // Instant moves when the visitor prefers reduced motion (issue 4: no animated transitions).
  const jump = reducedMotion;
  // Embla's loop, where the slides allow one, takes the short way round: from the last page to the
  // first is one step forward; otherwise it scrolls across.
  const show = useCallback((page: number) => api?.scrollTo(page, jump), [api, jump]);
  // The page `step` away, wrapping (content spec §4).
  const go = useCallback((step: Step) => api && show(wrapIndex(api.selectedScrollSnap(), step, api.scrollSnapList().length)), [api, show]);

  const presence = useVisitorPresence(sectionRef);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const videoPlaying = useShownVideoPlaying(sectionRef, snaps);
  const conditions: RotationConditions = { enabled: rotationEnabled, stoppedByVisitor, videoPlaying, pageCount, ...presence };
  const rotating = isRotating(conditions);

  // Each shown slide gets a full interval: `snaps` changes with every move (the rotation's own, the
  // visitor's, a new slide set), which starts the timer again; pausing clears it.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => go(1), rotationIntervalMs);
    return () => clearTimeout(timer);
  }, [rotating, snaps, go, rotationIntervalMs]);

  useVideoAdvance(sectionRef, () => {
    if (advancesOnVideoEnd({ ...conditions, authorMode })) go(1);
  });

  const indicatorRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // On every control the arrows show the previous or next slide, in the reading direction; the
  // indicators are the slide picker (WAI-ARIA APG carousel), where Home and End pick the first and
  // last slide and focus follows the pick. Elsewhere Home and End keep scrolling the page.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const control = (event.target as Element).closest('.stay-carousel__control');
    if (!api || !control) return;
    const onPicker = control.classList.contains('stay-carousel__indicator');
    if (!onPicker && (event.key === 'Home' || event.key === 'End')) return;
    const page = rovingTarget(event, api.selectedScrollSnap(), api.scrollSnapList().length, { orientation: 'horizontal', direction });
    if (page === undefined) return;
    event.preventDefault();
    show(page);
    if (onPicker) indicatorRefs.current[page]?.focus();
  };

  const swipe = useSwipe(direction, go);
  const regionLabel = label || translate(language, 'label');
  const showIndicators = indicatorsVisible({ slideCount: shownSlides.length, itemsPerView: perView, pageCount });

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated: arrow keys on the controls inside move the slides
    <section
      ref={sectionRef}
      className={`stay-carousel stay-carousel--${kind}`}
      aria-roledescription="carousel"
      aria-label={regionLabel}
      onKeyDown={onKeyDown}
    >
      {pageCount > 1 && (
        <div className="stay-carousel__controls">
          {rotationEnabled && (
            <button
              type="button"
              className={`stay-carousel__control stay-carousel__rotation stay-carousel__rotation--${stoppedByVisitor ? 'start' : 'stop'}`}
              aria-label={translate(language, stoppedByVisitor ? 'startRotation' : 'stopRotation')}
              onClick={() => {
                track(regionLabel, 'rotation', stoppedByVisitor ? 'start' : 'stop');
                setStoppedByVisitor(!stoppedByVisitor);
              }}
            />
          )}
          <button
            type="button"
            className="stay-carousel__control stay-carousel__arrow stay-carousel__arrow--previous"
            aria-label={translate(language, 'previous')}
            aria-controls={containerId}
            onClick={() => {
              track(regionLabel, 'previous', 'click', wrapIndex(selected, -1, pageCount) + 1);
              go(-1);
            }}
          />
          <button
            type="button"
            className="stay-carousel__control stay-carousel__arrow stay-carousel__arrow--next"
            aria-label={translate(language, 'next')}
            aria-controls={containerId}
            onClick={() => {
              track(regionLabel, 'next', 'click', wrapIndex(selected, 1, pageCount) + 1);
              go(1);
            }}
          />
        </div>
      )}
      <div className="stay-carousel__viewport" ref={viewportRef} {...swipe}>
        <div className="stay-carousel__container" id={containerId} aria-live={rotating ? 'off' : 'polite'}>
          {shownSlides.map((slide, index) => (
            <AuthoredNodes
              key={slides.indexOf(slide)}
              nodes={slide.nodes}
              className="stay-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={translate(language, 'slide', { number: index + 1, count: shownSlides.length })}
              // Author mode keeps every slide reachable for editing (content spec §2); visitors tab past hidden ones.
              inert={!authorMode && !active.has(index)}
            />
          ))}
        </div>
      </div>
      {showIndicators && (
        <div
          className="stay-carousel__indicators"
          role="group"
          aria-label={translate(language, kind === 'multi-item' ? 'pageIndicators' : 'indicators')}
        >
          {Array.from({ length: pageCount }, (_, page) => (
            <button
              key={page}
              type="button"
              ref={(button) => {
                indicatorRefs.current[page] = button;
              }}
              className="stay-carousel__control stay-carousel__indicator"
              aria-label={
                kind === 'multi-item'
                  ? translate(language, 'pageIndicator', { number: page + 1, count: pageCount })
                  : translate(language, 'indicator', { number: page + 1 })
              }
              aria-current={page === selected ? 'true' : undefined}
              aria-controls={containerId}
              onClick={() => {
                track(regionLabel, 'indicator', 'click', page + 1);
                // Picking a slide stops the rotation for good, until the rotation control restarts it (WAI-ARIA).
                setStoppedByVisitor(true);
                show(page);
              }}
            >
              {kind === 'multi-item' ? null : page + 1}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** Hover, focus inside, touch and page visibility: each pauses the rotation while it lasts. */
function useVisitorPresence(sectionRef: RefObject<HTMLElement | null>) {
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [touched, setTouched] = useState(false);
  const pageHidden = useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState === 'hidden',
  );
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return undefined;
    const listeners: [string, (event: Event) => void][] = [
      ['pointerenter', (event) => (event as globalThis.PointerEvent).pointerType === 'mouse' && setHovered(true)],
      ['pointerleave', (event) => (event as globalThis.PointerEvent).pointerType === 'mouse' && setHovered(false)],
      ['pointerdown', (event) => (event as globalThis.PointerEvent).pointerType !== 'mouse' && setTouched(true)],
      ['pointerup', (event) => (event as globalThis.PointerEvent).pointerType !== 'mouse' && setTouched(false)],
      ['pointercancel', () => setTouched(false)],
      ['focusin', () => setFocusWithin(true)],
      ['focusout', (event) => !section.contains((event as FocusEvent).relatedTarget as Node | null) && setFocusWithin(false)],
    ];
    for (const [type, listener] of listeners) section.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) section.removeEventListener(type, listener);
    };
  }, [sectionRef]);
  return { hovered, focusWithin, touched, pageHidden };
}

/**
 * Swipes of 30 px or more change slides on screens up to 1023 px (content spec §2, §9); embla's
 * own dragging is off. A swipe over a link does not follow the link.
 */
function useSwipe(direction: Direction, go: (step: Step) => void) {
  const swipeViewport = useMediaQuery(MOBILE_QUERY);
  const start = useRef<{ x: number; y: number; pointerId: number }>(undefined);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      swiped.current = false;
      if (event.isPrimary) start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = undefined;
      if (!from || from.pointerId !== event.pointerId) return;
      const step = swipeStep({ deltaX: event.clientX - from.x, deltaY: event.clientY - from.y, direction, swipeViewport });
      if (!step) return;
      swiped.current = true;
      go(step);
    },
    onPointerCancel: () => {
      start.current = undefined;
    },
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onDragStart: (event: DragEvent<HTMLElement>) => event.preventDefault(),
  };
}

function isOnShownSlide(target: EventTarget | null): boolean {
  const slide = target instanceof Element ? target.closest<HTMLElement>('.stay-carousel__slide') : null;
  return Boolean(slide && !slide.inert);
}

/** Whether a video on the shown page is playing; its end then advances the carousel instead of the timer. */
function useShownVideoPlaying(sectionRef: RefObject<HTMLElement | null>, snaps: SnapState | undefined): boolean {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return undefined;
    const update = () =>
      setPlaying(Array.from(section.querySelectorAll('video')).some((video) => isOnShownSlide(video) && !video.paused && !video.ended));
    update();
    const types = ['playing', 'pause', 'ended', 'emptied'];
    // Media events do not bubble: listen while they go down.
    for (const type of types) section.addEventListener(type, update, true);
    return () => {
      for (const type of types) section.removeEventListener(type, update, true);
    };
  }, [sectionRef, snaps]);
  return playing;
}

/**
 * A video on the shown slide that ends or fails advances the carousel (content spec §2, §4):
 * banners announce it with `stay:banner-video-ended` / `stay:banner-video-error`; plain videos
 * authored in a slide with their own media events.
 */
function useVideoAdvance(sectionRef: RefObject<HTMLElement | null>, advance: () => void): void {
  const latestAdvance = useRef(advance);
  latestAdvance.current = advance;
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return undefined;
    const fromBanner = (event: Event) => {
      if (isOnShownSlide(event.target)) latestAdvance.current();
    };
    const fromPlainVideo = (event: Event) => {
      const { target } = event;
      if (target instanceof HTMLVideoElement && !target.closest('stay-banner') && isOnShownSlide(target)) latestAdvance.current();
    };
    const stopListening = [
      listenStayEvent(section, 'stay:banner-video-ended', fromBanner),
      listenStayEvent(section, 'stay:banner-video-error', fromBanner),
    ];
    section.addEventListener('ended', fromPlainVideo, true);
    section.addEventListener('error', fromPlainVideo, true);
    return () => {
      stopListening.forEach((stop) => stop());
      section.removeEventListener('ended', fromPlainVideo, true);
      section.removeEventListener('error', fromPlainVideo, true);
    };
  }, [sectionRef]);
}
