import { describe, expect, it } from 'vitest';
import { parseDeepLink } from '../../shared/domain/booking/deep-link';
import { toDeepLink } from '../../shared/domain/booking/deep-link-query';
import { DEFAULT_LIMITS } from '../../shared/domain/booking/search-criteria';
import {
  filterSuggestions,
  foldText,
  guestTotals,
  optionForCriteria,
  searchUrl,
  setAdults,
  setChildAge,
  setChildren,
  setRoomCount,
  suggestionOptions,
  validateSearchForm,
} from './search-rules';

const suggestions = {
  properties: [
    { code: 'SGORCH', name: 'Ascott Orchard Singapore', city: 'Singapore', country: 'SG', brand: 'ASC' },
    { code: 'VNDNG', name: 'Somerset Đà Nẵng', city: 'Đà Nẵng', country: 'VN', brand: 'SOM' },
    { code: 'CHZRH', name: 'Citadines Zürich', city: 'Zürich', country: 'CH', brand: 'CIT' },
  ],
  cities: [
    { name: 'Singapore', enName: 'Singapore', country: 'SG' },
    { name: '東京', enName: 'Tokyo', country: 'JP' },
    { name: 'Zürich', enName: 'Zurich', country: 'CH' },
  ],
  countries: [
    { code: 'SG', name: 'Singapore' },
    { code: 'JP', name: 'Japan' },
  ],
  brands: [{ code: 'SOM', name: 'Somerset' }],
};
const options = suggestionOptions(suggestions);
const labels = (query: string, perGroup?: number) =>
  filterSuggestions(options, query, perGroup).map((option) => `${option.type}:${option.label}`);

describe('filterSuggestions', () => {
  it.each([
    { query: 'singapore', expected: ['property:Ascott Orchard Singapore', 'city:Singapore', 'country:Singapore'] },
    { query: 'SINGAPORE', expected: ['property:Ascott Orchard Singapore', 'city:Singapore', 'country:Singapore'] },
    { query: 'zurich', expected: ['property:Citadines Zürich', 'city:Zürich'] },
    { query: 'da nang', expected: ['property:Somerset Đà Nẵng'] },
    { query: 'tokyo', expected: ['city:東京'] },
    { query: 'sgorch', expected: ['property:Ascott Orchard Singapore'] },
    { query: 'somerset', expected: ['property:Somerset Đà Nẵng', 'brand:Somerset'] },
    { query: 'nowhere', expected: [] },
  ])('"$query"', ({ query, expected }) => expect(labels(query)).toEqual(expected));

  it('limits each group and keeps group order with an empty query', () => {
    expect(labels('', 1)).toEqual(['property:Ascott Orchard Singapore', 'city:Singapore', 'country:Singapore', 'brand:Somerset']);
  });

  it('folds accents and case', () => {
    expect(foldText(' Zürich ')).toBe('zurich');
    expect(foldText('Đà Nẵng')).toBe('da nang');
  });

  it('finds the option of a prefilled search', () => {
    expect(optionForCriteria(options, { hotelCode: 'sgorch', destination: undefined, type: 'property' })?.label).toBe(
      'Ascott Orchard Singapore',
    );
    expect(optionForCriteria(options, { hotelCode: undefined, destination: 'zurich', type: 'city' })?.label).toBe('Zürich');
    expect(optionForCriteria(options, { hotelCode: undefined, destination: 'JP', type: 'country' })?.label).toBe('Japan');
    expect(optionForCriteria(options, { hotelCode: undefined, destination: 'Atlantis', type: 'city' })).toBeUndefined();
  });
});

describe('occupancy limits', () => {
  const one = [{ adults: 2, childAges: [] }];
  it.each([
    { name: 'rooms up to the maximum', result: setRoomCount(one, 9, DEFAULT_LIMITS).length, expected: 5 },
    { name: 'at least one room', result: setRoomCount(one, 0, DEFAULT_LIMITS).length, expected: 1 },
    { name: 'adults up to the maximum', result: setAdults(one, 0, 4, DEFAULT_LIMITS)[0]!.adults, expected: 3 },
    { name: 'at least one adult', result: setAdults(one, 0, 0, DEFAULT_LIMITS)[0]!.adults, expected: 1 },
    { name: 'children up to the maximum', result: setChildren(one, 0, 6, DEFAULT_LIMITS)[0]!.childAges.length, expected: 5 },
    { name: 'configured maximum', result: setChildren(one, 0, 6, { ...DEFAULT_LIMITS, maxChildren: 2 })[0]!.childAges.length, expected: 2 },
    { name: 'no negative children', result: setChildren(one, 0, -1, DEFAULT_LIMITS)[0]!.childAges.length, expected: 0 },
  ])('$name', ({ result, expected }) => expect(result).toBe(expected));

  it('adds rooms with one adult, children without an age, and keeps ages when removing', () => {
    const rooms = setRoomCount(one, 2, DEFAULT_LIMITS);
    expect(rooms).toEqual([
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [] },
    ]);
    const withChildren = setChildAge(setChildren(rooms, 1, 2, DEFAULT_LIMITS), 1, 0, 0);
    expect(withChildren[1]).toEqual({ adults: 1, childAges: [0, null] });
    expect(setChildren(withChildren, 1, 1, DEFAULT_LIMITS)[1]).toEqual({ adults: 1, childAges: [0] });
    expect(guestTotals(withChildren)).toEqual({ rooms: 2, adults: 3, children: 2 });
  });
});

describe('validateSearchForm', () => {
  const valid = {
    hotelCode: 'SGORCH',
    destination: undefined,
    startDate: '2026-04-01',
    endDate: '2026-04-03',
    rooms: [{ adults: 2, childAges: [4] }],
  };
  it.each([
    { name: 'a complete property search', form: valid, errors: [] },
    { name: 'a city search', form: { ...valid, hotelCode: undefined, destination: 'Tokyo' }, errors: [] },
    { name: 'no destination', form: { ...valid, hotelCode: undefined }, errors: [{ field: 'destination' }] },
    { name: 'no departure', form: { ...valid, endDate: undefined }, errors: [{ field: 'dates' }] },
    { name: 'departure before arrival', form: { ...valid, endDate: '2026-03-30' }, errors: [{ field: 'dates' }] },
    { name: 'no dates', form: { ...valid, startDate: undefined, endDate: undefined }, errors: [{ field: 'dates' }] },
    {
      name: 'child ages missing',
      form: {
        ...valid,
        rooms: [
          { adults: 1, childAges: [null] },
          { adults: 1, childAges: [3, null] },
        ],
      },
      errors: [
        { field: 'childAge', room: 0, child: 0 },
        { field: 'childAge', room: 1, child: 1 },
      ],
    },
  ])('$name', ({ form, errors }) => expect(validateSearchForm(form)).toEqual(errors));
});

describe('searchUrl', () => {
  const { criteria } = parseDeepLink(new URLSearchParams('hotel=SGORCH&arrive=2026-04-01&depart=2026-04-03'), { today: '2026-03-10' });
  it.each([
    { language: 'en' as const, hotelCode: 'SGORCH', prefix: '/en/booking/select-apartment-and-rates?' },
    { language: 'zh' as const, hotelCode: 'SGORCH', prefix: '/booking/select-apartment-and-rates?' },
    { language: 'ar' as const, hotelCode: undefined, prefix: '/ar/booking/property-listing/?' },
    { language: 'zh' as const, hotelCode: undefined, prefix: '/booking/property-listing/?' },
  ])('$language, hotel $hotelCode', ({ language, hotelCode, prefix }) => {
    const url = searchUrl(language, hotelCode, toDeepLink(criteria));
    expect(url.startsWith(prefix)).toBe(true);
    expect(parseDeepLink(new URLSearchParams(url.split('?')[1]), { today: '2026-03-10' }).criteria).toEqual(criteria);
  });
});
