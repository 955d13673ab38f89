import { describe, expect, it } from 'vitest';
import type { PropertyRate } from '../../shared/api/booking-service';
import type { PropertyListingEntry } from '../../shared/api/content-service';
import { parseDeepLink } from '../../shared/domain/booking/deep-link';
import { chooseMapProvider, comingSoonProperties, openProperties, selectRatesHref } from './listing-rules';

const TODAY = '2027-01-01';
const criteriaOf = (query: string) => parseDeepLink(new URLSearchParams(query), { today: TODAY }).criteria;

function entry(code: string, overrides: Partial<PropertyListingEntry> = {}): PropertyListingEntry {
  return {
    propertyCode: code,
    propertyName: `Name ${code}`,
    propertyEnName: `Name ${code}`,
    cityName: 'Tokyo',
    countryName: 'Japan',
    countryCode: 'JP',
    brandName: 'Kiri House',
    thumbnail: '',
    pagePath: '',
    status: 'live',
    currencyCode: 'JPY',
    isBookable: true,
    timeZone: 'Asia/Tokyo',
    description: undefined,
    opening: undefined,
    ...overrides,
  };
}

const rate = (code: string, lowestRate: number | undefined): PropertyRate => ({
  propertyCode: code,
  available: lowestRate !== undefined,
  lowestRate,
  currencyCode: 'JPY',
  reasons: lowestRate === undefined ? ['Closed'] : [],
});

describe('openProperties', () => {
  const criteria = criteriaOf('searchdest=Tokyo&type=city');
  it('keeps live, bookable properties of the destination once, cheapest available first', () => {
    const entries = [
      entry('A'),
      entry('B'),
      entry('A'),
      entry('C', { isBookable: false }),
      entry('D', { status: 'upcoming' }),
      entry('E', { status: 'closed' }),
      entry('F', { cityName: 'Osaka' }),
      entry('G'),
    ];
    const open = openProperties(entries, criteria, [rate('A', 300), rate('B', 200), rate('G', undefined)]);
    expect(open.map((property) => property.entry.propertyCode)).toEqual(['B', 'A', 'G']);
    expect(open[2]!.rate?.available).toBe(false);
  });

  it('keeps a property the rate search matched under another name, and one without an answer', () => {
    const open = openProperties([entry('A', { cityName: '東京' }), entry('B')], criteria, [rate('A', 100)]);
    expect(open.map((property) => [property.entry.propertyCode, property.rate?.lowestRate])).toEqual([
      ['A', 100],
      ['B', undefined],
    ]);
  });
});

describe('comingSoonProperties', () => {
  const entries = [
    entry('A'),
    entry('B', { status: 'pop' }),
    entry('C', { status: 'upcoming' }),
    entry('C', { status: 'upcoming' }),
    entry('D', { status: 'closed' }),
    entry('E', { status: 'upcoming', cityName: 'Osaka' }),
    entry('F', { status: 'soon' }),
  ];
  it('keeps pop and upcoming properties of the destination once', () => {
    expect(comingSoonProperties(entries, criteriaOf('searchdest=Tokyo&type=city')).map((listing) => listing.propertyCode)).toEqual([
      'B',
      'C',
    ]);
    expect(comingSoonProperties(entries, criteriaOf('searchdest=JP&type=country')).map((listing) => listing.propertyCode)).toEqual([
      'B',
      'C',
      'E',
    ]);
  });
  it('shows none for a one-property search', () => {
    expect(comingSoonProperties(entries, criteriaOf('hotel=B'))).toEqual([]);
  });
});

describe('selectRatesHref', () => {
  it('carries the search as a deep link for the property', () => {
    const criteria = criteriaOf(
      'searchdest=Tokyo&type=city&dateType=3&arrive=2027-02-01&depart=2027-02-03&rooms=2&adult=2,1&child=0,1&childages=,4',
    );
    const href = selectRatesHref('/en/booking/select-apartment-and-rates/', criteria, 'JPGNZA');
    const [path, query] = href.split('?');
    expect(path).toBe('/en/booking/select-apartment-and-rates/');
    const back = parseDeepLink(new URLSearchParams(query), { today: TODAY }).criteria;
    expect(back).toEqual({ ...criteria, hotelCode: 'JPGNZA', destination: undefined, type: 'property' });
  });
});

describe('chooseMapProvider', () => {
  const both = { google: 'g-key', baidu: 'b-key' };
  it.each([
    ['CN', both, { provider: 'baidu', key: 'b-key' }],
    ['cn', both, { provider: 'baidu', key: 'b-key' }],
    ['SG', both, { provider: 'google', key: 'g-key' }],
    [undefined, both, { provider: 'google', key: 'g-key' }],
    ['CN', { google: 'g-key', baidu: '' }, undefined],
    ['SG', { google: ' ', baidu: 'b-key' }, undefined],
    ['JP', { google: '', baidu: '' }, undefined],
  ])('%s with %j → %j', (region, keys, expected) => {
    expect(chooseMapProvider(region, keys)).toEqual(expected);
  });
});
