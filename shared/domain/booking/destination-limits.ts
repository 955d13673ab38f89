import type { SearchCriteria } from './search-criteria';

/**
 * Limits that depend on where the visitor searches (booking spec §3): the child-age limit "is
 * looked up per city or per property", and a property has its own minimum stay.
 */

type Destination = Pick<SearchCriteria, 'hotelCode' | 'type' | 'destination' | 'country'>;

/**
 * The code the child-age limit is looked up by: the property's code, the searched city (by name),
 * or the searched country's code. A brand spans countries, so a brand search (or a destination
 * not chosen yet) keeps the configured default: undefined.
 */
export function childAgeLimitLookup(destination: Destination | undefined): string | undefined {
  if (!destination) return undefined;
  const hotelCode = destination.hotelCode?.trim();
  if (hotelCode) return hotelCode;
  const name = destination.destination?.trim();
  if (destination.type === 'city') return name || undefined;
  if (destination.type === 'country') return destination.country?.trim() || name || undefined;
  return undefined;
}

/**
 * The minimum stay of a search: a deep link's `minlengthofstay` or the configured minimum (already
 * in the criteria), raised to the property's own minimum. A link may ask for a longer stay (a
 * campaign), never for less than the property sells.
 */
export function effectiveMinLengthOfStay(searchMinimum: number, propertyMinimum: number | undefined): number {
  const property = propertyMinimum !== undefined && Number.isInteger(propertyMinimum) && propertyMinimum > 0 ? propertyMinimum : 1;
  return Math.max(searchMinimum, property);
}
