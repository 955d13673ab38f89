import type { GeoPoint } from '../domain/property/distance';
import { count, isRecord, listOf, text } from '../domain/json-guards';
import { parseListingEntry, segment, type PropertyListingEntry } from './content-service';
import type { ApiClient, ApiResult } from './types';
import { safeUrl } from './url-field';

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

export interface PropertyAward {
  propertyCode: string;
  propertyName: string;
  title: string;
  year: string;
  issuer: string;
}

export interface CountryCount {
  countryCode: string;
  countryName: string;
  count: number;
  cities: { cityName: string; count: number }[];
}

export interface Destination {
  name: string;
  description: string;
  image: string;
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

function parseAward(raw: unknown): PropertyAward | undefined {
  if (!isRecord(raw)) return undefined;
  const propertyCode = text(raw, 'propertyCode');
  const title = text(raw, 'title');
  if (!propertyCode || !title) return undefined;
  return { propertyCode, title, propertyName: text(raw, 'propertyName') ?? propertyCode, year: text(raw, 'year') ?? '', issuer: text(raw, 'issuer') ?? '' };
}

export function fetchAwards(client: ApiClient, language: string): Promise<ApiResult<PropertyAward[]>> {
  return client.content(`awards/p_lang/eq/${segment(language)}.json`, { parse: (raw) => listOf(raw, parseAward) });
}

function parseCountryCount(raw: unknown): CountryCount | undefined {
  if (!isRecord(raw)) return undefined;
  const countryCode = text(raw, 'countryCode');
  const total = count(raw, 'count');
  if (!countryCode || total === undefined) return undefined;
  const cities =
    listOf(raw.cities, (city) => {
      if (!isRecord(city)) return undefined;
      const cityName = text(city, 'cityName');
      const cityCount = count(city, 'count');
      return cityName && cityCount !== undefined ? { cityName, count: cityCount } : undefined;
    }) ?? [];
  return { countryCode, countryName: text(raw, 'countryName') ?? countryCode, count: total, cities };
}

export function fetchPropertyCounts(client: ApiClient, language: string): Promise<ApiResult<CountryCount[]>> {
  return client.content(`properties/counts/p_lang/eq/${segment(language)}.json`, { parse: (raw) => listOf(raw, parseCountryCount) });
}

/** A destination city or country page's introduction ("destination city and country"); `null` when the service has none. */
export function fetchDestination(
  client: ApiClient,
  type: 'city' | 'country',
  ref: string,
  language: string,
): Promise<ApiResult<Destination | null>> {
  return client.content(`destinations/p_type/eq/${type}/p_ref/eq/${segment(ref)}/p_lang/eq/${segment(language)}.json`, {
    parse: (raw) => {
      if (raw === null || (Array.isArray(raw) && raw.length === 0)) return null;
      if (!isRecord(raw)) return undefined;
      const name = text(raw, 'name');
      return name ? { name, description: text(raw, 'description') ?? '', image: safeUrl(raw, 'image') ?? '' } : undefined;
    },
  });
}
