import { describe, expect, it } from 'vitest';
import { bookingBannerFor, type BookingBanner } from './booking-banner';

const banner = (id: string, change: Partial<BookingBanner> = {}): BookingBanner => ({
  id,
  title: id,
  text: '',
  linkUrl: '',
  linkText: '',
  start: '',
  end: '',
  timeZone: '',
  destinations: [],
  ...change,
});
// 2026-06-15 12:00 in Singapore.
const NOW = Date.parse('2026-06-15T04:00:00Z');
const JAPAN = { destination: 'JP', hotelCode: undefined };

// Content spec §7 "bookingbanner"; its window as the single banner's (§2, §5: invalid = now, missing = open, Asia/Singapore).
describe('bookingBannerFor', () => {
  it.each<[string, BookingBanner[], { destination: string | undefined; hotelCode: string | undefined }, string | undefined]>([
    ['a banner for every search', [banner('all')], JAPAN, 'all'],
    ['one for this destination, any case', [banner('jp', { destinations: ['jp', 'Tokyo'] })], JAPAN, 'jp'],
    ['one for another destination', [banner('sg', { destinations: ['SG'] })], JAPAN, undefined],
    ['one for the searched property', [banner('p', { destinations: ['SGORCH'] })], { destination: undefined, hotelCode: 'sgorch' }, 'p'],
    ['the first that fits wins', [banner('sg', { destinations: ['SG'] }), banner('a'), banner('b')], JAPAN, 'a'],
    ['ended yesterday', [banner('old', { end: '2026-06-14' })], JAPAN, undefined],
    ['ends today (the whole day)', [banner('today', { end: '2026-06-15' })], JAPAN, 'today'],
    ['starts tomorrow', [banner('soon', { start: '2026-06-16' })], JAPAN, undefined],
    ['started at 11:00 Singapore time', [banner('t', { start: '2026-06-15T11:00' })], JAPAN, 't'],
    ['starts at 13:00 Tokyo time (12:00 in Singapore)', [banner('t', { start: '2026-06-15T13:00', timeZone: 'Asia/Tokyo' })], JAPAN, 't'],
    ['starts at 14:00 Tokyo time', [banner('t', { start: '2026-06-15T14:00', timeZone: 'Asia/Tokyo' })], JAPAN, undefined],
    ['an invalid bound is now', [banner('bad', { start: 'soon', end: 'later' })], JAPAN, 'bad'],
    ['none', [], JAPAN, undefined],
  ])('%s', (_, banners, search, shown) => {
    expect(bookingBannerFor(banners, search, NOW)?.id).toBe(shown);
  });
});
