import { useEffect, useState } from 'react';
import { nextPublishingChange, type PublishingWindow } from '../domain/content/publishing-window';

/** Long waits are cut into steps, so a sleeping laptop or a changed system clock is caught up within a minute. */
export const PUBLISHING_RECHECK_MS = 60_000;

/**
 * The current time, refreshed at the next instant one of the windows opens or closes (checking
 * at least every minute while a change is ahead), so a page left open shows and hides banners on time.
 */
export function usePublishingClock(windows: readonly PublishingWindow[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextPublishingChange(windows, now);
    if (next === undefined) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - now, PUBLISHING_RECHECK_MS));
    return () => clearTimeout(timer);
  }, [windows, now]);
  return now;
}
