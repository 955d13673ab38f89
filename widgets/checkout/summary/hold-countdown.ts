/**
 * The hold's countdown (issue 16 item 2; booking spec §4 "Booking flow": the hold bounds the
 * payment). Pure: the component gives the time left on the page clock.
 */

/**
 * The warning comes two minutes before the hold ends: WCAG 2.2.1 (timing adjustable) asks for at
 * least 20 seconds to answer "Keep my booking"; two minutes also leave time for the extension call.
 */
export const HOLD_WARNING_MS = 2 * 60_000;

/** Marks (minutes left) at which a screen reader hears the time: often enough to plan, rarely enough not to nag. */
const ANNOUNCED_MINUTES = [5, 1] as const;

export type HoldPhase = 'running' | 'warning' | 'expired';

/** "14:59": minutes and seconds left, rounded up (the hold is not over while a second remains). */
export function holdClockText(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * The mark (in minutes) passed between two readings of the time left, if any: the smallest one,
 * so a page that slept past both marks says the latest news once.
 */
export function crossedAnnouncement(previousMs: number, currentMs: number): number | undefined {
  if (currentMs <= 0) return undefined;
  const crossed = ANNOUNCED_MINUTES.filter((minutes) => previousMs > minutes * 60_000 && currentMs <= minutes * 60_000);
  return crossed.length ? Math.min(...crossed) : undefined;
}

export function holdPhase(remainingMs: number): HoldPhase {
  if (remainingMs <= 0) return 'expired';
  return remainingMs <= HOLD_WARNING_MS ? 'warning' : 'running';
}

/** How long until the visible second changes (which also covers the marks and the phases); undefined once expired. */
export function msUntilNextHoldChange(remainingMs: number): number | undefined {
  if (remainingMs <= 0) return undefined;
  const toWarning = remainingMs - HOLD_WARNING_MS;
  const toSecond = remainingMs % 1000 || 1000;
  return toWarning > 0 ? Math.min(toSecond, toWarning) : toSecond;
}
