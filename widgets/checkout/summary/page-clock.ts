import { useEffect, useState } from 'react';

/**
 * The page's clock for the hold (DESIGN.md §8 "Time you can move"): the countdown reads it, and a
 * test replaces it with one it advances (`setPageClock`), so no test sleeps through a hold.
 */
export interface PageClock {
  now(): number;
  /** Calls `run` after `ms` on this clock; returns the cancel. */
  after(ms: number, run: () => void): () => void;
}

const systemClock: PageClock = {
  now: () => Date.now(),
  after: (ms, run) => {
    const timer = window.setTimeout(run, ms);
    return () => window.clearTimeout(timer);
  },
};

let current: PageClock = systemClock;

export const pageClock = (): PageClock => current;

/** For tests: the clock every countdown reads from now on (undefined: the system clock again). */
export function setPageClock(clock: PageClock | undefined): void {
  current = clock ?? systemClock;
}

/**
 * The page clock's time, read again after `waitFor(now)` ms (undefined: no more changes ahead).
 * Long waits are cut to a minute, so a sleeping laptop is caught up.
 */
export function usePageClock(waitFor: (now: number) => number | undefined): number {
  const [now, setNow] = useState(() => current.now());
  const wait = waitFor(now);
  useEffect(() => {
    if (wait === undefined) return undefined;
    return current.after(Math.min(wait, 60_000), () => setNow(current.now()));
  }, [now, wait]);
  return now;
}
