import { createElement, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { emitStayEvent } from '../../shared/element/stay-events';
import { defineMessages, translate as translateShared, translationsOf } from '../../shared/i18n/catalogue';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { textWithDates } from '../../shared/ui/shown-date';
import type { Language } from '../../shared/domain/languages';
import { trackLinkClick } from '../../shared/analytics/link-click';
import {
  formatWindowBound,
  isWithinPublishingWindow,
  readPublishingWindow,
  type PublishingWindow,
} from '../../shared/domain/content/publishing-window';
import type { BannerContent } from './authored-banner';
import { usePrefersReducedMotion } from '../../shared/ui/use-media-query';
import english from './messages/en.json';
import { usePublishingClock } from '../../shared/ui/use-publishing-clock';
import { useInView } from './use-in-view';
import { breakpointOf, DESKTOP_QUERY, TABLET_QUERY, videoSourceFor, type Breakpoint } from './video-sources';

export interface BannerProps extends BannerContent {
  /** Publishing window, as authored (content spec §2, §5). */
  start: string;
  end: string;
  timeZone: string;
  /** A click opens the title link in a new tab. */
  newTab: boolean;
  /** A click opens the chatbot instead of following the link. */
  openChatbot: boolean;
  videoMobile: string;
  videoTablet: string;
  videoDesktop: string;
}

export interface BannerVideoDetail {
  breakpoint: Breakpoint;
  src: string;
}

const translate = defineMessages({ en: english, translations: translationsOf('widgets/banner') });

/** Material icons (Apache 2.0): each button shows the video's current state. */
const ICONS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 19h4V5H6v14zm8-14v14h4V5h-4z',
  soundOn:
    'M3 9v6h4l5 5V4L7 9H3zm13.5 3c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02zM14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77z',
  soundOff:
    'M16.5 12c0-1.77-1.02-3.29-2.5-4.03v2.21l2.45 2.45c.03-.2.05-.41.05-.63zm2.5 0c0 .94-.2 1.82-.54 2.64l1.51 1.51C20.63 14.91 21 13.5 21 12c0-4.28-2.99-7.86-7-8.77v2.06c2.89.86 5 3.54 5 6.71zM4.27 3 3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25c-.67.52-1.42.93-2.25 1.18v2.06c1.38-.31 2.63-.95 3.69-1.81L19.73 21 21 19.73l-9-9L4.27 3zM12 4 9.91 6.09 12 8.18V4z',
};

function VideoIcon({ path }: { path: string }) {
  return (
    <svg className="stay-banner__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** A video plays once at least half of the banner is visible (and so on the selected carousel slide only). */
const VIDEO_VISIBLE_SHARE = 0.5;

/**
 * Single banner (content spec §2, §4): an image (optionally a background video per breakpoint)
 * with a text layer whose title is the click target. Shown only inside its publishing window,
 * except in author mode, where a badge names the window instead.
 */
export function Banner({ start, end, timeZone, ...view }: BannerProps) {
  const { authorMode } = useWidgetEnvironment();
  const publishingWindow = useMemo(() => readPublishingWindow({ start, end, timeZone }), [start, end, timeZone]);
  const windows = useMemo(() => [publishingWindow], [publishingWindow]);
  const now = usePublishingClock(windows);
  const outsideWindow = !isWithinPublishingWindow(publishingWindow, now);
  // The host hides itself through CSS (`stay-banner:has(> .stay-banner--hidden)`).
  if (outsideWindow && !authorMode) return <div className="stay-banner--hidden" hidden />;
  return <BannerView {...view} outsideWindow={outsideWindow ? publishingWindow : undefined} />;
}

type BannerViewProps = Omit<BannerProps, 'start' | 'end' | 'timeZone'> & { outsideWindow: PublishingWindow | undefined };

function BannerView(props: BannerViewProps) {
  const { media, textBefore, textAfter, outsideWindow } = props;
  const { language } = useWidgetEnvironment();
  const rootRef = useRef<HTMLDivElement>(null);
  const video = useBackgroundVideo(props, rootRef);
  const classes = ['stay-banner', video.failedHere ? 'stay-banner--video-error' : '', outsideWindow ? 'stay-banner--outside-window' : ''];
  return (
    <div className={classes.filter(Boolean).join(' ')} ref={rootRef}>
      <div className="stay-banner__media">
        <AuthoredNodes className="stay-banner__image" nodes={media} />
        {video.element}
      </div>
      <div className="stay-banner__content">
        <AuthoredNodes nodes={textBefore} />
        <BannerTitle {...props} language={language} root={rootRef} />
        <AuthoredNodes nodes={textAfter} />
      </div>
      {video.controls}
      {outsideWindow && <OutsideWindowBadge publishingWindow={outsideWindow} language={language} />}
    </div>
  );
}

function BannerTitle({
  title,
  headingLevel,
  href,
  newTab,
  openChatbot,
  language,
  root,
}: BannerViewProps & { language: Language; root: RefObject<HTMLDivElement | null> }) {
  if (headingLevel === undefined) return null;
  const text = <AuthoredNodes as="span" nodes={title} />;
  const titleText = () => title.map((node) => node.textContent ?? '').join('');
  let action: ReactNode = text;
  if (openChatbot) {
    // The chatbot itself is the page's: the banner only asks for it (content spec §2).
    action = (
      <button
        type="button"
        className="stay-banner__link"
        onClick={() => emitStayEvent(root.current, 'stay:chatbot-open', { source: 'banner', title: titleText().trim() })}
      >
        {text}
        <span className="stay-visually-hidden"> ({translate(language, 'openChat')})</span>
      </button>
    );
  } else if (href) {
    action = (
      <a
        className="stay-banner__link"
        href={href}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener' : undefined}
        onClick={() => trackLinkClick('banner', titleText(), href)}
      >
        {text}
        {newTab && <span className="stay-visually-hidden"> ({translateShared(language, 'link.newTab')})</span>}
      </a>
    );
  }
  return createElement(`h${headingLevel}`, { className: 'stay-banner__title' }, action);
}

function OutsideWindowBadge({ publishingWindow, language }: { publishingWindow: PublishingWindow; language: Language }) {
  const { start, end, timeZone } = publishingWindow;
  const open = translate(language, 'openBound');
  // Each set bound shows as DD-MM-YYYY HH:mm in a <time> (content spec §9); an open bound is a word.
  // The catalogue isolates the time zone (code) from an Arabic sentence around it (U+2068 … U+2069).
  const bounds = { start: formatWindowBound(start, timeZone), end: formatWindowBound(end, timeZone) };
  const shown = Object.fromEntries(
    Object.entries(bounds).flatMap(([name, bound]) => (bound ? [[name, { date: bound.slice(0, 10), time: bound.slice(11) }]] : [])),
  );
  return (
    <p className="stay-banner__badge" role="note">
      {textWithDates(language, (dates) => translate(language, 'outsideWindow', { start: open, end: open, ...dates, timeZone }), shown)}
    </p>
  );
}

/**
 * The optional background video of the current breakpoint (content spec §4, §9): muted, played
 * while the banner is in view unless the visitor paused it or prefers reduced motion. A source
 * error hides it for that breakpoint and marks the banner, so the image shows instead.
 */
function useBackgroundVideo(props: BannerViewProps, rootRef: RefObject<HTMLDivElement | null>) {
  const { language } = useWidgetEnvironment();
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const breakpoint = breakpointOf({ tablet: useMediaQuery(TABLET_QUERY), desktop: useMediaQuery(DESKTOP_QUERY) });
  const [failed, setFailed] = useState<ReadonlySet<Breakpoint>>(() => new Set());
  const [visitorChoice, setVisitorChoice] = useState<'play' | 'pause'>();
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const inView = useInView(rootRef, VIDEO_VISIBLE_SHARE);
  const sources = { mobile: props.videoMobile, tablet: props.videoTablet, desktop: props.videoDesktop };
  const src = videoSourceFor(sources, breakpoint, failed);
  const wantsPlay = (visitorChoice ?? (reducedMotion ? 'pause' : 'play')) === 'play';

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    // A refused autoplay leaves the video paused; its play button still works.
    if (wantsPlay && inView) element.play().catch(() => undefined);
    else element.pause();
  }, [wantsPlay, inView, src]);

  const togglePlay = () => {
    const element = videoRef.current;
    if (!element) return;
    setVisitorChoice(playing ? 'pause' : 'play');
    if (playing) element.pause();
    else element.play().catch(() => undefined);
  };

  const detail = (): BannerVideoDetail => ({ breakpoint, src: src ?? '' });
  const element = src && (
    // oxlint-disable-next-line jsx-a11y/media-has-caption -- a muted background video; the content model has no caption track (content spec §4)
    <video
      key={src}
      ref={videoRef}
      className="stay-banner__video"
      src={src}
      muted={muted}
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      onPlay={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
      onEnded={() => {
        setPlaying(false);
        emitStayEvent(rootRef.current, 'stay:banner-video-ended', detail());
      }}
      onError={() => {
        console.warn(`[stay-widgets] <stay-banner> video "${src}" could not be played; showing the image for ${breakpoint}.`);
        setPlaying(false);
        setFailed((current) => new Set(current).add(breakpoint));
        emitStayEvent(rootRef.current, 'stay:banner-video-error', detail());
      }}
    />
  );
  const controls = src && (
    <div className="stay-banner__video-controls">
      <button
        type="button"
        className="stay-banner__video-button"
        aria-label={translate(language, playing ? 'pauseVideo' : 'playVideo')}
        onClick={togglePlay}
      >
        <VideoIcon path={playing ? ICONS.pause : ICONS.play} />
      </button>
      <button
        type="button"
        className="stay-banner__video-button"
        aria-label={translate(language, muted ? 'unmuteVideo' : 'muteVideo')}
        onClick={() => setMuted((current) => !current)}
      >
        <VideoIcon path={muted ? ICONS.soundOff : ICONS.soundOn} />
      </button>
    </div>
  );
  return { element, controls, failedHere: failed.has(breakpoint) };
}
