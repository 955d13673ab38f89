import { describe, expect, it } from 'vitest';
import { bookingBannerFor, type BookingBanner } from './booking-banner';

const banner = (id: string, destinations: string[] = []): BookingBanner => ({
  id,
  title: id,
  text: '',
  linkUrl: '',
  linkText: '',
  destinations,
});
const JAPAN = { destination: 'JP', hotelCode: undefined };

// Content spec §7 "bookingbanner": the banner of a search.
describe('bookingBannerFor', () => {
  it.each<[string, BookingBanner[], { destination: string | undefined; hotelCode: string | undefined }, string | undefined]>([
    ['a banner for every search', [banner('all')], JAPAN, 'all'],
    ['one for this destination, any case', [banner('jp', ['jp', 'Tokyo'])], JAPAN, 'jp'],
    ['one for another destination', [banner('sg', ['SG'])], JAPAN, undefined],
    ['one for the searched property', [banner('p', ['SGORCH'])], { destination: undefined, hotelCode: 'sgorch' }, 'p'],
    ['the first that fits wins', [banner('sg', ['SG']), banner('a'), banner('b')], JAPAN, 'a'],
    [
      'a search without a destination gets only the general ones',
      [banner('sg', ['SG'])],
      { destination: undefined, hotelCode: undefined },
      undefined,
    ],
    ['none', [], JAPAN, undefined],
  ])('%s', (_, banners, search, shown) => {
    expect(bookingBannerFor(banners, search)?.id).toBe(shown);
  });
});
