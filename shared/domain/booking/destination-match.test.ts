import { describe, expect, it } from 'vitest';
import { parseDeepLink } from './deep-link';
import { isUnknownDestination, matchesDestination, type DestinationPlace } from './destination-match';

const destinationOf = (query: string) => parseDeepLink(new URLSearchParams(query), { today: '2027-01-01' }).criteria;

const place = (code: string, overrides: Partial<DestinationPlace> = {}): DestinationPlace => ({
  propertyCode: code,
  propertyName: `Name ${code}`,
  propertyEnName: `Name ${code}`,
  cityName: 'Tokyo',
  countryName: 'Japan',
  countryCode: 'JP',
  brandName: 'Kiri House',
  ...overrides,
});

describe('matchesDestination (booking spec §2 searchdest + type, hotel)', () => {
  it.each([
    ['searchdest=tokyo&type=city', true],
    ['searchdest=Kyoto&type=city', false],
    ['searchdest=jp&type=country', true],
    ['searchdest=Japan&type=country', true],
    ['searchdest=France&type=country', false],
    ['searchdest=kiri house&type=brand', true],
    ['searchdest=Aster Residences&type=brand', false],
    ['hotel=A', true],
    ['hotel=B', false],
    ['searchdest=Name A&type=property', true],
    ['searchdest=Name B&type=property', false],
  ])('%s → %s', (query, expected) => {
    expect(matchesDestination(place('A'), destinationOf(query))).toBe(expected);
  });
});

describe('isUnknownDestination', () => {
  const places = [place('A'), place('B', { cityName: 'Osaka', status: 'upcoming' } as Partial<DestinationPlace>)];
  it.each([
    ['searchdest=Tokyo&type=city', 0, false],
    ['searchdest=Osaka&type=city', 0, false],
    ['searchdest=Atlantis&type=city', 0, true],
    ['searchdest=Atlantis&type=country', 0, true],
    ['hotel=ZZZZZZ', 0, true],
    ['hotel=B', 0, false],
    // The rate search matched it under a name in another language.
    ['searchdest=東京&type=city', 1, false],
  ])('%s with %i properties found → %s', (query, found, expected) => {
    expect(isUnknownDestination(places, destinationOf(query), found)).toBe(expected);
  });
});
