import { describe, expect, it } from 'vitest';
import { inCategory, isOfferShown } from './offer-rules';

// Booking spec §3 "App users get app-only offers" (app detected by user agent, "Rate channels");
// our decision where the spec is silent: an offer whose last day has passed shows nowhere.
describe('isOfferShown (booking spec §3, loyalty spec §4)', () => {
  const today = '2026-11-25';
  it.each([
    { name: 'an offer for everyone, in the browser', appOnly: false, endDate: '2026-12-31', inApp: false, shown: true },
    { name: 'an offer for everyone, in the app', appOnly: false, endDate: '2026-12-31', inApp: true, shown: true },
    { name: 'an app-only offer, in the browser', appOnly: true, endDate: '2026-12-31', inApp: false, shown: false },
    { name: 'an app-only offer, in the app', appOnly: true, endDate: '2026-12-31', inApp: true, shown: true },
    { name: 'its last day is today', appOnly: false, endDate: '2026-11-25', inApp: false, shown: true },
    { name: 'its last day was yesterday', appOnly: false, endDate: '2026-11-24', inApp: false, shown: false },
    { name: 'an app-only offer past its last day, in the app', appOnly: true, endDate: '2026-11-24', inApp: true, shown: false },
    { name: 'no last day', appOnly: false, endDate: '' as const, inApp: false, shown: true },
  ])('$name', ({ appOnly, endDate, inApp, shown }) => {
    expect(isOfferShown({ appOnly, endDate }, { inApp, today })).toBe(shown);
  });
});

describe('inCategory (the voucher category filter)', () => {
  it.each([
    { category: 'free-stay', chosen: '', kept: true },
    { category: 'free-stay', chosen: 'free-stay', kept: true },
    { category: 'cash', chosen: 'free-stay', kept: false },
    { category: '', chosen: 'free-stay', kept: false },
  ])('$category with "$chosen" chosen: $kept', ({ category, chosen, kept }) => {
    expect(inCategory({ category }, chosen)).toBe(kept);
  });
});
