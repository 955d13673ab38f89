import type { PropertyListingEntry } from '../../shared/api/content-service';
import type { PropertyRate } from '../../shared/api/booking-service';
import { toDeepLink } from '../../shared/domain/booking/deep-link-query';
import { matchesDestination } from '../../shared/domain/booking/destination-match';
import type { SearchCriteria } from '../../shared/domain/booking/search-criteria';

/**
 * Rules of the property listing (booking spec §2 "Property listing", content spec §6 maps), pure
 * so they are table-tested without a browser.
 */

export interface OpenProperty {
  entry: PropertyListingEntry;
  rate: PropertyRate | undefined;
}

/**
 * Open properties (booking spec §2): live and bookable only, each property code once, within the
 * destination. A property the rate search answered for is within it too (the service matches
 * names in every language). Available ones first, cheapest first; the rest keep listing order.
 */
export function openProperties(
  entries: readonly PropertyListingEntry[],
  criteria: SearchCriteria,
  rates: readonly PropertyRate[],
): OpenProperty[] {
  const rateOf = new Map(rates.map((rate) => [rate.propertyCode, rate]));
  const seen = new Set<string>();
  const open: OpenProperty[] = [];
  for (const entry of entries) {
    if (entry.status !== 'live' || !entry.isBookable || seen.has(entry.propertyCode)) continue;
    if (!rateOf.has(entry.propertyCode) && !matchesDestination(entry, criteria)) continue;
    seen.add(entry.propertyCode);
    open.push({ entry, rate: rateOf.get(entry.propertyCode) });
  }
  const price = (property: OpenProperty): number => (property.rate?.available ? (property.rate.lowestRate ?? Infinity) : Infinity);
  return open
    .map((property, index) => ({ property, index }))
    .sort((a, b) => (price(a.property) === price(b.property) ? a.index - b.index : price(a.property) - price(b.property)))
    .map(({ property }) => property);
}

/**
 * Coming-soon properties (booking spec §2): status pop or upcoming only (closed and anything
 * else dropped), each code once, within the destination. A search for one property shows none.
 */
export function comingSoonProperties(entries: readonly PropertyListingEntry[], criteria: SearchCriteria): PropertyListingEntry[] {
  if (criteria.type === 'property') return [];
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if ((entry.status !== 'pop' && entry.status !== 'upcoming') || seen.has(entry.propertyCode)) return false;
    if (!matchesDestination(entry, criteria)) return false;
    seen.add(entry.propertyCode);
    return true;
  });
}

/** The select-rates page of a property with the search as a deep link (booking spec §2). */
export function selectRatesHref(pagePath: string, criteria: SearchCriteria, propertyCode: string): string {
  const link = toDeepLink({ ...criteria, hotelCode: propertyCode, destination: undefined, type: 'property' });
  return `${pagePath}?${link.toString()}`;
}

export type { MapProvider } from '../../shared/domain/content/map-provider';
export { CHINA_REGIONS } from '../../shared/domain/content/map-provider';
export { chooseMapProvider, type MapKeys } from '../../shared/domain/content/map-provider';
