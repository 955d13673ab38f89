/**
 * The lucky draw's countdown (loyalty spec §1 "its configuration holds dateLuckyDraw"; §7 GET
 * /api/lucky/configuration content.dateLuckyDraw; issue 17 item 4 "shown as a countdown on the
 * dashboard when it is ahead"). Whole minutes: the card shows days, hours and minutes and is
 * announced at most once a minute (a per-second countdown would talk over everything).
 */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  /** Milliseconds until the draw. */
  totalMs: number;
}

const MINUTE_MS = 60_000;

/** Time left until the draw, or undefined when the date is missing, unreadable or not ahead. */
export function luckyDrawCountdown(dateLuckyDraw: string | undefined, now: number): Countdown | undefined {
  if (!dateLuckyDraw) return undefined;
  const at = Date.parse(dateLuckyDraw);
  if (Number.isNaN(at) || at <= now) return undefined;
  const totalMs = at - now;
  // Rounded up: with 30 seconds left the card still says 1 minute, never 0.
  const totalMinutes = Math.ceil(totalMs / MINUTE_MS);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    totalMs,
  };
}
