/**
 * Background video per breakpoint (content spec §4, §9): mobile below 768 px, tablet 768–1023 px,
 * desktop from 1024 px. A breakpoint whose source failed shows the image instead.
 */
export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

export const TABLET_QUERY = '(min-width: 768px)';
export const DESKTOP_QUERY = '(min-width: 1024px)';

export type VideoSources = Record<Breakpoint, string>;

export function breakpointOf(matches: { tablet: boolean; desktop: boolean }): Breakpoint {
  if (matches.desktop) return 'desktop';
  return matches.tablet ? 'tablet' : 'mobile';
}

/** Decision: each breakpoint plays only its own source ('' = none), so authors can leave mobile without video. */
export function videoSourceFor(sources: VideoSources, breakpoint: Breakpoint, failed: ReadonlySet<Breakpoint>): string | undefined {
  if (failed.has(breakpoint)) return undefined;
  return sources[breakpoint] || undefined;
}
