import type { Language } from '../domain/languages';
import type { DestinationPlace } from '../domain/booking/destination-match';
import {
  BLOCKED_COUNTRIES_LIFETIME_MS,
  CLIENT_COUNTRY_LIFETIME_MS,
  CONFIGURATION_LIFETIME_MS,
  PROPERTY_BY_CODE_LIFETIME_MS,
} from './cache-lifetimes';
import { count, flag, isRecord, listOf, text, texts, type Json } from '../domain/json-guards';
import { safeUrl } from './url-field';
import type { ApiClient, ApiResult } from './types';

/**
 * Content and configuration reads that pages need (content spec §7), each validated at the
 * boundary. A field the widgets rely on being absent or of the wrong type drops the entry (lists)
 * or fails the read (single objects) with `invalid-response`; other fields take the spec's defaults.
 */

/**
 * Booking configuration, with booking spec §9 defaults for any limit the service leaves out. The
 * staff code list it arrives with is not part of it: it goes to its cookie (`readStaffCodes()`).
 */
export interface BookingConfiguration {
  guestCartLifeTimeHours: number;
  maxRooms: number;
  maxAdults: number;
  maxChildren: number;
  defaultChildAgeLimit: number;
  minLengthOfStay: number;
  pointRate: number;
  deepLinkMessages: Record<string, string>;
}

/** A listed property: the place a search matches (shared/domain/booking/destination-match.ts), plus what a card shows. */
export interface PropertyListingEntry extends DestinationPlace {
  /** Image address, '' when absent or unsafe (checked here, at the boundary). */
  thumbnail: string;
  /** Link to the property's page, '' when absent or unsafe. */
  pagePath: string;
  /** `live`, `upcoming`, `pop` or whatever else the service sends (clients filter). */
  status: string;
  currencyCode: string;
  isBookable: boolean;
  timeZone: string | undefined;
  description: string | undefined;
  opening: string | undefined;
}

export interface PropertySuggestions {
  properties: { code: string; name: string; city: string; country: string; brand: string }[];
  cities: { name: string; enName: string; country: string }[];
  countries: { code: string; name: string }[];
  brands: { code: string; name: string }[];
}

/** The client region (content spec §3 "Region data"). */
export interface ClientRegion {
  clientRegion: string;
  clientCity: string;
  currency: string;
}

function stringMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function parseBookingConfiguration(raw: unknown): BookingConfiguration | undefined {
  if (!isRecord(raw)) return undefined;
  return {
    guestCartLifeTimeHours: count(raw, 'guestCartLifeTime') ?? 12,
    maxRooms: count(raw, 'maxRooms') ?? 5,
    maxAdults: count(raw, 'maxAdults') ?? 3,
    maxChildren: count(raw, 'maxChildren') ?? 5,
    defaultChildAgeLimit: count(raw, 'defaultChildAgeLimit') ?? 12,
    minLengthOfStay: count(raw, 'minLengthOfStay') ?? 1,
    pointRate: count(raw, 'pointRate') ?? 0.0025,
    deepLinkMessages: stringMap(raw.deepLinkMessages),
  };
}

/** Names arrive as `{ name, enName }` objects or plain strings. */
function nameOf(record: Json, field: string): string {
  const value = record[field];
  if (typeof value === 'string') return value;
  return isRecord(value) ? (text(value, 'name') ?? text(value, 'enName') ?? '') : '';
}

export function parseListingEntry(raw: unknown): PropertyListingEntry | undefined {
  if (!isRecord(raw)) return undefined;
  const propertyCode = text(raw, 'propertyCode');
  const propertyName = text(raw, 'propertyName');
  if (!propertyCode || !propertyName) return undefined;
  const country = isRecord(raw.country) ? raw.country : {};
  return {
    propertyCode,
    propertyName,
    propertyEnName: text(raw, 'propertyEnName') ?? propertyName,
    cityName: nameOf(raw, 'city'),
    countryName: nameOf(raw, 'country'),
    countryCode: text(country, 'code') ?? '',
    brandName: nameOf(raw, 'brand'),
    thumbnail: safeUrl(raw, 'thumbnail') ?? '',
    pagePath: safeUrl(raw, 'pagePath') ?? '',
    status: text(raw, 'status') ?? '',
    currencyCode: text(raw, 'currencyCode') ?? 'SGD',
    isBookable: flag(raw, 'isBookable') ?? false,
    timeZone: text(raw, 'timeZone'),
    description: text(raw, 'description'),
    opening: text(raw, 'opening'),
  };
}

/** A parser of records whose `fields` are all texts (an entry missing one is dropped). */
export function entryWith<K extends string>(fields: readonly K[]) {
  return (raw: unknown): Record<K, string> | undefined => {
    if (!isRecord(raw)) return undefined;
    const entry = {} as Record<K, string>;
    for (const field of fields) {
      const value = text(raw, field);
      if (value === undefined) return undefined;
      entry[field] = value;
    }
    return entry;
  };
}

export function parseSuggestions(raw: unknown): PropertySuggestions | undefined {
  if (!isRecord(raw)) return undefined;
  const properties = listOf(raw.properties, entryWith(['code', 'name', 'city', 'country', 'brand'] as const));
  const cities = listOf(raw.cities, entryWith(['name', 'enName', 'country'] as const));
  const countries = listOf(raw.countries, entryWith(['code', 'name'] as const));
  const brands = listOf(raw.brands, entryWith(['code', 'name'] as const));
  if (!properties || !cities || !countries || !brands) return undefined;
  return { properties, cities, countries, brands };
}

export function parseClientRegion(raw: unknown): ClientRegion | undefined {
  if (!isRecord(raw)) return undefined;
  const clientRegion = text(raw, 'clientRegion');
  if (!clientRegion) return undefined;
  return { clientRegion, clientCity: text(raw, 'clientCity') ?? '', currency: text(raw, 'currency') ?? '' };
}

export const segment = encodeURIComponent;

/**
 * Booking spec §6, content spec §6: the staff code list "is stored in a cookie base64-encoded and
 * removed from the stored configuration". A fresh answer carries `ListStaffCode` and renews the
 * cookie; the cached answer no longer has it (the client never stores it) and leaves the cookie be.
 */
export async function fetchBookingConfiguration(client: ApiClient, language: Language): Promise<ApiResult<BookingConfiguration>> {
  let staffCodes: unknown;
  const result = await client.content('masterdata/booking/config.json', {
    query: { lang: language },
    parse: (raw) => {
      staffCodes = isRecord(raw) ? raw.ListStaffCode : undefined;
      return parseBookingConfiguration(raw);
    },
    cacheFor: CONFIGURATION_LIFETIME_MS,
  });
  // Once a day at most (the configuration is cached): loaded on demand, not with every search.
  if (result.ok && staffCodes !== undefined) {
    await import('../storage/staff-codes').then(({ writeStaffCodes }) => writeStaffCodes(staffCodes, CONFIGURATION_LIFETIME_MS));
  }
  return result;
}

export function fetchPropertyListing(client: ApiClient, language: Language): Promise<ApiResult<PropertyListingEntry[]>> {
  return client.content(`residences/property-listing/p_lang/eq/${segment(language)}.json`, {
    parse: (raw) => listOf(raw, parseListingEntry),
  });
}

/** Suggestions are cached locally (content spec §7). */
export function fetchPropertySuggestions(client: ApiClient, language: Language): Promise<ApiResult<PropertySuggestions>> {
  return client.content(`residences/suggest/properties/p_lang/eq/${segment(language)}.json`, {
    parse: parseSuggestions,
    cacheFor: CONFIGURATION_LIFETIME_MS,
  });
}

/** The full property; `undefined` data when the code is unknown (the service answers an empty list). */
export function fetchPropertyByCode(
  client: ApiClient,
  language: Language,
  propertyCode: string,
  /** Past the stored copy: storage never keeps an `email` field (issue 12 §7), a network answer has the property's. */
  fresh?: boolean,
): Promise<ApiResult<(PropertyListingEntry & { minLengthOfStay: number | undefined; raw: Json }) | undefined>> {
  return client
    .content(`properties/p_lang/eq/${segment(language)}/p_propertyCodes/eq/${segment(propertyCode)}.json`, {
      cacheFor: PROPERTY_BY_CODE_LIFETIME_MS,
      fresh,
      parse: (raw) => {
        if (!Array.isArray(raw)) return undefined;
        const first: unknown = raw[0];
        if (first === undefined) return null;
        const entry = parseListingEntry(first);
        return entry && isRecord(first) ? { ...entry, minLengthOfStay: count(first, 'minLengthOfStay'), raw: first } : undefined;
      },
    })
    .then((result) => (result.ok ? { ok: true, data: result.data ?? undefined } : result));
}

export function fetchClientRegion(client: ApiClient): Promise<ApiResult<ClientRegion>> {
  return client.get('/api/configurations/client-country', {
    parse: parseClientRegion,
    cacheFor: CLIENT_COUNTRY_LIFETIME_MS,
  });
}

/** Countries whose visitors may not buy points (content spec §7), cached 1 minute (spec §9). */
export function fetchBuyPointsBlockList(client: ApiClient): Promise<ApiResult<string[]>> {
  return client.content('buy-points-block-list/list.json', {
    parse: (raw) =>
      isRecord(raw)
        ? texts(raw, 'countries')
        : Array.isArray(raw)
          ? listOf(raw, (code) => (typeof code === 'string' ? code : undefined))
          : undefined,
    cacheFor: BLOCKED_COUNTRIES_LIFETIME_MS,
  });
}
