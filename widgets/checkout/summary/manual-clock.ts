import type { PageClock } from './page-clock';

/** For tests: a page clock that moves only when told (`advance`). */
export interface ManualClock extends PageClock {
  advance(ms: number): void;
  /** Timers waiting: a test waits for the countdown's next one before it moves the clock. */
  pending(): number;
}

export function manualClock(start = Date.now()): ManualClock {
  let time = start;
  let timers: { at: number; run: () => void }[] = [];
  return {
    now: () => time,
    pending: () => timers.length,
    after(ms, run) {
      const timer = { at: time + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((other) => other !== timer);
      };
    },
    advance(ms) {
      // Like a page waking from sleep: the time jumps, then what fell due runs (late), in order, seeing the new time.
      time += ms;
      for (;;) {
        const next = timers.filter((timer) => timer.at <= time).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((timer) => timer !== next);
        next.run();
      }
    },
  };
}
