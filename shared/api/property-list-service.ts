import type { GeoPoint } from '../domain/property/point';
import { isRecord, listOf } from '../domain/json-guards';
import { parseListingEntry, segment, type PropertyListingEntry } from './content-service';
import type { ApiClient, ApiResult } from './types';

/**
 * Destination reads (issue 19 item 5; content spec §7 "Property lists" and "Other content"). The
 * spec names these reads but not their paths; the paths below follow the content service's
 * `p_{field}/eq/{value}` form and are the sandbox's (demo-pages/sandbox/routes/destinations.ts).
 * Content spec §9 gives none of them a cache lifetime: they are read once per page (the client's
 * 5 s de-duplication), not stored. An entry that does not parse is dropped (content spec §8:
 * lists return what they can).
 */

/** What a property list is looked up by (content spec §7 "by refCity, by country, brand or city name"). */
export type PropertyListBy = 'refCity' | 'country' | 'brand' | 'cityName';

/** A listed property (content spec §3 "Property listing entries") with its location when the service sends one. */
export interface ListedProperty extends PropertyListingEntry {
  location: GeoPoint | undefined;
}

function parseLocation(raw: unknown): GeoPoint | undefined {
  if (!isRecord(raw)) return undefined;
  const { lat, lng } = raw;
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

export function parseListedProperty(raw: unknown): ListedProperty | undefined {
  const entry = parseListingEntry(raw);
  return entry && isRecord(raw) ? { ...entry, location: parseLocation(raw.location) } : undefined;
}

const parseList = (raw: unknown) => listOf(raw, parseListedProperty);

/** The optional narrowing of a list: a point of interest (distances) or an offer's page (its properties). */
export interface PropertyListOptions {
  poi?: GeoPoint;
  offerPath?: string;
}

export function fetchPropertyList(
  client: ApiClient,
  by: PropertyListBy,
  value: string,
  language: string,
  { poi, offerPath }: PropertyListOptions = {},
): Promise<ApiResult<ListedProperty[]>> {
  return client.content(`property-list/p_${by}/eq/${segment(value)}/p_lang/eq/${segment(language)}.json`, {
    query: { poiLat: poi?.lat, poiLng: poi?.lng, offerPath: offerPath || undefined },
    parse: parseList,
  });
}

/** `featured-properties/config.json` (content spec §7): the property codes an author features, in order. */
export function fetchFeaturedCodes(client: ApiClient): Promise<ApiResult<string[]>> {
  return client.content('featured-properties/config.json', {
    parse: (raw) => (isRecord(raw) ? listOf(raw.propertyCodes, (code) => (typeof code === 'string' ? code : undefined)) : undefined),
  });
}

/** Every property with its location (content spec §7 "property-map"): the map of all destinations, and where featured codes are looked up. */
export function fetchAllProperties(client: ApiClient, language: string): Promise<ApiResult<ListedProperty[]>> {
  return client.content(`property-map/p_lang/eq/${segment(language)}.json`, { parse: parseList });
}

export function fetchUpcomingProperties(client: ApiClient, language: string): Promise<ApiResult<ListedProperty[]>> {
  return client.content(`properties/upcoming/p_lang/eq/${segment(language)}.json`, { parse: parseList });
}
