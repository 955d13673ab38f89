import type { SearchCriteria } from './search-criteria';

/**
 * Whether a place (a property with its city, country and brand) lies within a searched destination
 * (booking spec §2 `searchdest` with `type`, or `hotel`), and whether a destination is known at all.
 */
export interface DestinationPlace {
  propertyCode: string;
  propertyName: string;
  propertyEnName: string;
  cityName: string;
  countryName: string;
  countryCode: string;
  brandName: string;
}

export type SearchedDestination = Pick<SearchCriteria, 'hotelCode' | 'destination' | 'type'>;

const same = (a: string, b: string): boolean => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether a place falls under the searched destination of its type (booking spec §2 "type"). */
export function matchesDestination(place: DestinationPlace, criteria: SearchedDestination): boolean {
  const { destination, hotelCode, type } = criteria;
  if (type === 'property' || !destination) {
    if (hotelCode) return same(place.propertyCode, hotelCode);
    return !!destination && [place.propertyCode, place.propertyName, place.propertyEnName].some((name) => same(name, destination));
  }
  switch (type) {
    case 'city':
      return same(place.cityName, destination);
    case 'country':
      return same(place.countryCode, destination) || same(place.countryName, destination);
    case 'brand':
      return same(place.brandName, destination);
  }
}

/**
 * A destination is unknown when no place of the operator (any status) lies within it and the rate
 * search found none either (it also matches names in other languages): the visitor is told so
 * rather than shown an empty result as if the dates were the problem.
 */
export function isUnknownDestination(places: readonly DestinationPlace[], criteria: SearchedDestination, propertiesFound: number): boolean {
  return propertiesFound === 0 && !places.some((place) => matchesDestination(place, criteria));
}
