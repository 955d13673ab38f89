import { describe, expect, it } from 'vitest';
import { luckyDrawCountdown } from './lucky-draw';

/** Loyalty spec §1, §7 (content.dateLuckyDraw); issue 17 item 4: a countdown only while the draw is ahead. */
describe('luckyDrawCountdown', () => {
  const now = Date.parse('2026-11-25T04:00:00Z');
  it.each<[string, string | undefined, ReturnType<typeof luckyDrawCountdown>]>([
    ['2 days, 3 hours and 4 minutes ahead', '2026-11-27T07:04:00Z', { days: 2, hours: 3, minutes: 4, totalMs: 183_840_000 }],
    ['30 seconds ahead rounds up to a minute', '2026-11-25T04:00:30Z', { days: 0, hours: 0, minutes: 1, totalMs: 30_000 }],
    ['exactly now: no countdown', '2026-11-25T04:00:00Z', undefined],
    ['in the past: none', '2026-11-01T00:00:00Z', undefined],
    ['unreadable: none', 'next Friday', undefined],
    ['absent: none', undefined, undefined],
  ])('%s', (_case, date, expected) => {
    expect(luckyDrawCountdown(date, now)).toEqual(expected);
  });
});
