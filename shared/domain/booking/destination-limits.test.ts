import { describe, expect, it } from 'vitest';
import { childAgeLimitLookup, effectiveMinLengthOfStay } from './destination-limits';

describe('childAgeLimitLookup (booking spec §3: per city or per property)', () => {
  it.each([
    { destination: { hotelCode: 'JPSHJK', type: 'property', destination: 'Shinjuku', country: undefined }, code: 'JPSHJK' },
    { destination: { hotelCode: ' JPSHJK ', type: 'city', destination: 'Tokyo', country: undefined }, code: 'JPSHJK' },
    { destination: { hotelCode: undefined, type: 'city', destination: ' Tokyo ', country: undefined }, code: 'Tokyo' },
    { destination: { hotelCode: undefined, type: 'city', destination: '', country: undefined }, code: undefined },
    { destination: { hotelCode: undefined, type: 'country', destination: 'Japan', country: 'JP' }, code: 'JP' },
    { destination: { hotelCode: undefined, type: 'country', destination: 'JP', country: undefined }, code: 'JP' },
    { destination: { hotelCode: undefined, type: 'brand', destination: 'Stay Residences', country: undefined }, code: undefined },
    { destination: undefined, code: undefined },
  ] as const)('$destination.type $destination.destination → $code', ({ destination, code }) => {
    expect(childAgeLimitLookup(destination)).toBe(code);
  });
});

describe('effectiveMinLengthOfStay', () => {
  it.each([
    { search: 1, property: undefined, result: 1 },
    { search: 1, property: 2, result: 2 },
    { search: 3, property: 2, result: 3 },
    { search: 2, property: 0, result: 2 },
    { search: 1, property: 1.5, result: 1 },
  ])('search $search, property $property → $result', ({ search, property, result }) => {
    expect(effectiveMinLengthOfStay(search, property)).toBe(result);
  });
});
