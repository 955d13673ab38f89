import { count, isRecord, listOf, text } from '../domain/json-guards';
import { segment } from './content-service';
import type { ApiClient, ApiResult } from './types';
import { safeUrl } from './url-field';

/**
 * Destination content reads beside the property lists (issue 19 item 5; content spec §7 "Other
 * content": awards listing, property counts, destination city and country). Paths as in
 * `property-list-service.ts` (ours: the spec names the reads only); no cache lifetime in content
 * spec §9. A module of its own: `<stay-property-list>` loads it only for these sources.
 */
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

function parseAward(raw: unknown): PropertyAward | undefined {
  if (!isRecord(raw)) return undefined;
  const propertyCode = text(raw, 'propertyCode');
  const title = text(raw, 'title');
  if (!propertyCode || !title) return undefined;
  return {
    propertyCode,
    title,
    propertyName: text(raw, 'propertyName') ?? propertyCode,
    year: text(raw, 'year') ?? '',
    issuer: text(raw, 'issuer') ?? '',
  };
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
