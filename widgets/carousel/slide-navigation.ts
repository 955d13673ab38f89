/**
 * Navigation rules of the carousel (content spec §2, §4, §9) as pure functions.
 */
export type Direction = 'ltr' | 'rtl';
export type Step = 1 | -1;

/** Content spec §9: swipes of 30 px or more change slides, on screens up to 1023 px (MOBILE_QUERY). */
export const SWIPE_THRESHOLD_PX = 30;

/** The current index moves forward or back and wraps (content spec §4). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * A horizontal swipe: towards the start edge (left in LTR, right in RTL) shows the next slide.
 * Mostly vertical movements scroll the page instead.
 */
export function swipeStep(swipe: { deltaX: number; deltaY: number; direction: Direction; swipeViewport: boolean }): Step | undefined {
  const { deltaX, deltaY, direction, swipeViewport } = swipe;
  if (!swipeViewport || Math.abs(deltaX) < SWIPE_THRESHOLD_PX || Math.abs(deltaY) > Math.abs(deltaX)) return undefined;
  const towardsLeft = deltaX < 0;
  return towardsLeft === (direction === 'ltr') ? 1 : -1;
}

/**
 * Page indicators are hidden when there is one slide or page, or fewer slides than items per
 * view (content spec §2).
 */
export function indicatorsVisible(layout: { slideCount: number; itemsPerView: number; pageCount: number }): boolean {
  const { slideCount, itemsPerView, pageCount } = layout;
  return slideCount > 1 && slideCount >= itemsPerView && pageCount > 1;
}
