/**
 * The sandbox's movable clock (DESIGN §8 "time you can move"): the base clock (the real one, or a
 * test's) plus an offset that `POST /__sandbox/clock` advances and `POST /__sandbox/reset` clears.
 * Sessions, reset tokens, social codes, holds and every other time-based rule read `runtime.now()`,
 * so a test moves past a 15-minute hold or a one-hour token without sleeping.
 */
export interface SandboxClock {
  readonly now: () => Date;
  /** Moves the clock forward (or back, with a negative number) by whole or fractional minutes. */
  advance(minutes: number): void;
  /** Minutes the clock is ahead of its base. */
  offsetMinutes(): number;
  reset(): void;
}

export function createClock(base: () => Date): SandboxClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(minutes: number): void {
      offsetMs += minutes * 60_000;
    },
    offsetMinutes: () => offsetMs / 60_000,
    reset(): void {
      offsetMs = 0;
    },
  };
}

/** The switch that puts one browser context's clock ahead, in minutes, without moving everyone's (e2e workers share one sandbox). */
export const CLOCK_AHEAD_COOKIE = 'stay-sandbox-clock-ahead';

/** `now` as this request sees it: the sandbox clock plus the context's minutes ahead (a number; anything else is none). */
export function requestNow(now: () => Date, cookies: ReadonlyMap<string, string>): () => Date {
  const value = cookies.get(CLOCK_AHEAD_COOKIE);
  const minutes = Number(value);
  if (!value || !Number.isFinite(minutes)) return now;
  return () => new Date(now().getTime() + minutes * 60_000);
}
