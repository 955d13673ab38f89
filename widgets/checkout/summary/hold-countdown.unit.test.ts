import { describe, expect, it } from 'vitest';
import { HOLD_WARNING_MS, crossedAnnouncement, holdClockText, holdPhase, msUntilNextHoldChange } from './hold-countdown';

const MINUTE = 60_000;

// Issue 16 item 2, WCAG 2.2.1: the hold's countdown, what screen readers hear and when the warning comes.
describe('holdClockText: the visible countdown, minutes and seconds rounded up', () => {
  it.each([
    [15 * MINUTE, '15:00'],
    [14 * MINUTE + 59_001, '15:00'],
    [14 * MINUTE + 59_000, '14:59'],
    [61_000, '01:01'],
    [999, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
  ])('%i ms → %s', (ms, text) => expect(holdClockText(ms)).toBe(text));
});

describe('crossedAnnouncement: a screen reader hears the time left at 5 minutes and at 1 minute, once each', () => {
  it.each([
    [15 * MINUTE, 14 * MINUTE, undefined],
    [5 * MINUTE + 1, 5 * MINUTE, 5],
    [5 * MINUTE + 1_000, 4 * MINUTE, 5],
    [5 * MINUTE, 4 * MINUTE, undefined],
    [MINUTE + 1, MINUTE, 1],
    [6 * MINUTE, 30_000, 1],
    [30_000, 10_000, undefined],
    [MINUTE, 0, undefined],
  ])('from %i ms to %i ms → %s', (previous, current, minutes) => expect(crossedAnnouncement(previous, current)).toBe(minutes));
});

describe('holdPhase: the warning gives at least 20 seconds to answer (WCAG 2.2.1)', () => {
  it('warns early enough', () => expect(HOLD_WARNING_MS).toBeGreaterThanOrEqual(20_000));
  it.each([
    [10 * MINUTE, 'running'],
    [HOLD_WARNING_MS + 1, 'running'],
    [HOLD_WARNING_MS, 'warning'],
    [1, 'warning'],
    [0, 'expired'],
    [-1, 'expired'],
  ] as const)('%i ms left → %s', (ms, phase) => expect(holdPhase(ms)).toBe(phase));
});

describe('msUntilNextHoldChange: the next instant the countdown text or phase changes', () => {
  it.each([
    [15 * MINUTE, 1_000],
    [14 * MINUTE + 59_500, 500],
    [HOLD_WARNING_MS + 300, 300],
    [0, undefined],
  ])('%i ms left → wait %s ms', (ms, wait) => expect(msUntilNextHoldChange(ms)).toBe(wait));
});
