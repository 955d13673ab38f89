import { describe, expect, it } from 'vitest';
import { guestCartLife } from './guest-cart-life';

// Booking spec §4 "Guest cart" and §9: lifetime hours x 60 minutes, default 12 h; pushed forward so 30 minutes remain.
const MINUTE = 60_000;
const lastModified = Date.UTC(2026, 3, 1, 8);
const at = (minutes: number) => lastModified + minutes * MINUTE;
const guest = { lastModified, hasMemberCookie: false, modifyingReservation: false };

describe('guest cart life', () => {
  it.each([
    { name: 'fresh', hours: undefined, age: 0, expected: { state: 'live', lastModified } },
    { name: 'exactly 30 minutes remain: not pushed', hours: undefined, age: 12 * 60 - 30, expected: { state: 'live', lastModified } },
    {
      name: '29 minutes remain: pushed so 30 remain',
      hours: undefined,
      age: 12 * 60 - 29,
      expected: { state: 'live', lastModified: at(12 * 60 - 29) - (12 * 60 - 30) * MINUTE },
    },
    { name: '1 minute remains: pushed', hours: 2, age: 119, expected: { state: 'live', lastModified: at(119) - 90 * MINUTE } },
    { name: 'age exactly the lifetime (12 h): expired', hours: undefined, age: 12 * 60, expected: { state: 'expired' } },
    {
      name: 'one second short of the lifetime: ages in whole minutes',
      hours: 12,
      age: 12 * 60 - 1 / 60,
      expected: { state: 'live', lastModified: at(12 * 60 - 1 / 60) - (12 * 60 - 30) * MINUTE },
    },
    { name: 'configured 2 h, age exactly 120 minutes: expired', hours: 2, age: 120, expected: { state: 'expired' } },
    { name: 'configured 0 (invalid): the 12 h default', hours: 0, age: 120, expected: { state: 'live', lastModified } },
    { name: 'a clock set back: age 0', hours: undefined, age: -5, expected: { state: 'live', lastModified } },
  ])('$name', ({ hours, age, expected }) => {
    expect(guestCartLife({ ...guest, lifetimeHours: hours, now: at(age) })).toEqual(expected);
  });

  it.each([
    { hasMemberCookie: true, modifyingReservation: false },
    { hasMemberCookie: false, modifyingReservation: true },
  ])('is skipped with member cookie $hasMemberCookie / modifying $modifyingReservation', (flags) => {
    expect(guestCartLife({ ...guest, ...flags, now: at(13 * 60) })).toEqual({ state: 'skipped' });
  });

  it('after a push, the cart lives exactly 30 more minutes', () => {
    const pushed = guestCartLife({ ...guest, now: at(12 * 60 - 10) });
    if (pushed.state !== 'live') throw new Error('expected live');
    const later = { ...guest, lastModified: pushed.lastModified };
    expect(guestCartLife({ ...later, now: at(12 * 60 - 10 + 29) }).state).toBe('live');
    expect(guestCartLife({ ...later, now: at(12 * 60 - 10 + 30) })).toEqual({ state: 'expired' });
  });
});
