import { describe, expect, it } from 'vitest';
import { parseDeepLink } from './deep-link';
import { parseCartItem, type CartItem } from './cart-item';
import { previousSearchUrl } from './previous-search';

/** A cart item as stored before issue 15 (hotel, dates, guests, ssid): the parser fills the rest. */
function item(overrides: Record<string, unknown> & { adults?: number; childAges?: number[] } = {}): CartItem {
  const { adults = 2, childAges = [], ...rest } = overrides;
  const stored = {
    hotelCode: 'SGORCH',
    startDate: '2026-04-01',
    endDate: '2026-04-04',
    apartmentGuest: { numberOfAdult: adults, numberOfChildren: childAges.length, childAges },
    ssid: 'ss-1',
    ...rest,
  };
  const parsed = parseCartItem(stored);
  if (!parsed) throw new Error('test item does not parse');
  return parsed;
}

/** The query of a rebuilt URL as a plain object, for readable tables. */
function queryOf(url: string | undefined): Record<string, string> | undefined {
  if (url === undefined) return undefined;
  return Object.fromEntries(new URL(url, 'https://stay.example').searchParams);
}

const SEARCH = { hotel: 'SGORCH', arrive: '2026-04-01', depart: '2026-04-04', dateType: '3', type: 'property', minlengthofstay: '1' };

describe('previousSearchUrl (content spec §4 close action 3, booking spec §2)', () => {
  it.each([
    {
      name: 'one room, two adults',
      cartItems: [item()],
      expected: { ...SEARCH, rooms: '1', adult: '2', child: '0', ssid: 'ss-1' },
    },
    {
      name: 'two rooms: guests per room, child ages | within and , between rooms',
      cartItems: [item({ adults: 2, childAges: [5, 8] }), item({ adults: 1, childAges: [0] })],
      expected: { ...SEARCH, rooms: '2', adult: '2,1', child: '2,1', childages: '5|8,0', ssid: 'ss-1' },
    },
    {
      name: 'a room without children keeps its place in childages',
      cartItems: [item({ childAges: [5] }), item({ adults: 3 }), item({ adults: 1, childAges: [11, 2] })],
      expected: { ...SEARCH, rooms: '3', adult: '2,3,1', child: '1,0,2', childages: '5,,11|2', ssid: 'ss-1' },
    },
    {
      name: 'ISO date-times are cut to the date',
      cartItems: [item({ startDate: '2026-04-01T00:00:00', endDate: '2026-04-04T00:00:00.000Z' })],
      expected: { ...SEARCH, rooms: '1', adult: '2', child: '0', ssid: 'ss-1' },
    },
    {
      name: 'no ssid: left out',
      cartItems: [item({ ssid: undefined })],
      expected: { ...SEARCH, rooms: '1', adult: '2', child: '0' },
    },
    {
      name: 'items of another hotel or other dates are not rooms of this search',
      cartItems: [item(), item({ hotelCode: 'JPSHJK' }), item({ endDate: '2026-04-05' }), item({ adults: 1 })],
      expected: { ...SEARCH, rooms: '2', adult: '2,1', child: '0,0', ssid: 'ss-1' },
    },
    {
      name: 'an item without readable dates is skipped; the next one gives the search',
      cartItems: [item({ startDate: '01-04-2026' }), item({ hotelCode: 'JPSHJK', adults: 1 })],
      expected: { ...SEARCH, hotel: 'JPSHJK', rooms: '1', adult: '1', child: '0', ssid: 'ss-1' },
    },
    {
      name: 'more ages than children: the count wins',
      cartItems: [item({ apartmentGuest: { numberOfAdult: 1, numberOfChildren: 1, childAges: [4, 9] } })],
      expected: { ...SEARCH, rooms: '1', adult: '1', child: '1', childages: '4', ssid: 'ss-1' },
    },
    {
      name: 'a child without an age keeps its place with an empty age',
      cartItems: [item({ apartmentGuest: { numberOfAdult: 2, numberOfChildren: 2, childAges: [6] } })],
      expected: { ...SEARCH, rooms: '1', adult: '2', child: '2', childages: '6|', ssid: 'ss-1' },
    },
    {
      name: 'an impossible calendar date is not a date',
      cartItems: [item({ startDate: '2026-02-30' }), item({ adults: 1 })],
      expected: { ...SEARCH, rooms: '1', adult: '1', child: '0', ssid: 'ss-1' },
    },
  ])('$name', ({ cartItems, expected }) => {
    expect(queryOf(previousSearchUrl({ cartItems, url: '/en/booking/property-listing/' }))).toEqual(expected);
  });

  it.each([
    {
      name: 'minimum stay and property name',
      minLengthOfStay: 2,
      propertyName: ' Aster Residences Orchard ',
      extra: { minlengthofstay: '2', searchdest: 'Aster Residences Orchard' },
    },
    { name: 'a blank property name is left out', minLengthOfStay: 1, propertyName: '  ', extra: { minlengthofstay: '1' } },
    { name: 'neither: the default minimum stay of 1 night', minLengthOfStay: undefined, propertyName: undefined, extra: {} },
  ])('adds $name', ({ minLengthOfStay, propertyName, extra }) => {
    const url = previousSearchUrl({ cartItems: [item()], url: '/en/search/', minLengthOfStay, propertyName });
    expect(queryOf(url)).toEqual({ ...SEARCH, rooms: '1', adult: '2', child: '0', ssid: 'ss-1', ...extra });
  });

  it.each([
    { name: 'empty cart', cartItems: [], url: '/en/search/' },
    { name: 'no item with readable dates', cartItems: [item({ startDate: 'tomorrow' })], url: '/en/search/' },
    { name: 'no hotel', cartItems: [item({ hotelCode: ' ' })], url: '/en/search/' },
    { name: 'no URL', cartItems: [item()], url: '  ' },
  ])('$name → undefined (the caller goes home)', ({ cartItems, url }) => {
    expect(previousSearchUrl({ cartItems, url })).toBeUndefined();
  });

  it.each([
    {
      name: 'keeps path, fragment and unrelated parameters; replaces the old search and its aliases',
      url: '/en/booking/property-listing/?utm_source=mail&hotel=OLD&startDate=01-01-2026&advance=3&adult=9&childages=4&searchdest=Tokyo&ssid=old&currency=JPY&discountCode=SPRING#results',
      cartItems: [item({ ssid: undefined })],
      expected:
        '/en/booking/property-listing/?utm_source=mail&currency=JPY&discountCode=SPRING&hotel=SGORCH&type=property&dateType=3&arrive=2026-04-01&depart=2026-04-04&rooms=1&adult=2&child=0&minlengthofstay=1#results',
    },
    {
      name: 'absolute URL stays absolute; separators are URL-encoded',
      url: 'https://www.stay.example/ja/search',
      cartItems: [item({ childAges: [5, 8] })],
      expected:
        'https://www.stay.example/ja/search?hotel=SGORCH&type=property&dateType=3&arrive=2026-04-01&depart=2026-04-04&rooms=1&adult=2&child=2&childages=5%7C8&minlengthofstay=1&ssid=ss-1',
    },
  ])('$name', ({ url, cartItems, expected }) => {
    expect(previousSearchUrl({ cartItems, url })).toBe(expected);
  });

  it("parses back (parseDeepLink) to the cart's property, dates and rooms", () => {
    const url = previousSearchUrl({
      cartItems: [item({ adults: 2, childAges: [5, 0] }), item({ adults: 1 })],
      url: '/en/search/',
      minLengthOfStay: 2,
      propertyName: 'Aster Residences Orchard',
    })!;
    const { criteria, problems } = parseDeepLink(new URL(url, 'https://stay.example').searchParams, { today: '2026-03-15' });
    expect(problems).toEqual([]);
    expect(criteria).toMatchObject({
      hotelCode: 'SGORCH',
      destination: 'Aster Residences Orchard',
      type: 'property',
      startDate: '2026-04-01',
      endDate: '2026-04-04',
      rooms: [
        { adults: 2, childAges: [5, 0] },
        { adults: 1, childAges: [] },
      ],
      minLengthOfStay: 2,
      ssid: 'ss-1',
    });
  });
});
