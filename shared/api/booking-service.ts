import type { Language } from '../domain/languages';
import { roomGuests, type SearchCriteria } from '../domain/booking/search-criteria';
import { CONFIGURATION_LIFETIME_MS, PROPERTY_BY_CODE_LIFETIME_MS, PROPERTY_PRICES_LIFETIME_MS } from './cache-lifetimes';
import { count, flag, isRecord, listOf, text, texts } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/**
 * Booking-service reads of the search (booking spec §7): search-property-rate (lowest rate per
 * property), bookable codes and the places (distance, location) of properties
 * for the listing. Every answer is validated at the boundary; an entry without what the widgets
 * rely on is dropped.
 */

/** Body of search-property-rate (booking spec §3 "Search criteria"), dates as ISO YYYY-MM-DD. */
export interface RateSearchRequest {
  hotelCode?: string;
  destination?: string;
  type?: SearchCriteria['type'];
  startDate: string;
  endDate: string;
  apartmentList: { numberOfAdult: number; numberOfChildren: number }[];
  currencyCode?: string;
  discountCode?: string;
  discountCodeType?: number;
}

export interface PropertyRate {
  propertyCode: string;
  available: boolean;
  /** Average nightly price of one apartment on the cheapest public rate; undefined when not available. */
  lowestRate: number | undefined;
  currencyCode: string;
  /** Booking spec §4 reasons when not available. */
  reasons: string[];
}

export interface PropertyPlace {
  propertyCode: string;
  /** Kilometres from the city centre, when known. */
  distanceFromCity: number | undefined;
  location: { lat: number; lng: number } | undefined;
  /** The property's ReviewPro product id when it shows reviews (booking spec §3 guest review: reviewProID, showReviews). */
  reviewProductId: string | undefined;
}

/**
 * The request for the criteria: one property by code, or a destination of its type. Children at
 * or above the child-age limit travel as adults (booking spec §3).
 */
export function rateSearchRequest(criteria: SearchCriteria, childAgeLimit = 12): RateSearchRequest {
  const where =
    criteria.hotelCode && criteria.type === 'property'
      ? { hotelCode: criteria.hotelCode }
      : criteria.destination
        ? { destination: criteria.destination, type: criteria.type }
        : { hotelCode: criteria.hotelCode };
  return {
    ...where,
    startDate: criteria.startDate,
    endDate: criteria.endDate,
    apartmentList: criteria.rooms.map((room) => {
      const guests = roomGuests(room, childAgeLimit);
      return { numberOfAdult: guests.actualNumberOfAdult, numberOfChildren: guests.actualNumberOfChildren };
    }),
    ...(criteria.currencyCode ? { currencyCode: criteria.currencyCode } : {}),
    ...(criteria.discountCode ? { discountCode: criteria.discountCode, discountCodeType: criteria.discountCodeType } : {}),
  };
}

export function parsePropertyRate(raw: unknown): PropertyRate | undefined {
  if (!isRecord(raw)) return undefined;
  const propertyCode = text(raw, 'propertyCode');
  const currencyCode = text(raw, 'currencyCode');
  const available = flag(raw, 'available');
  const lowestRate = count(raw, 'lowestRate');
  if (!propertyCode || !currencyCode || available === undefined) return undefined;
  // An "available" answer without a usable price is shown as unavailable rather than as a zero price.
  const priced = available && lowestRate !== undefined && lowestRate > 0;
  return {
    propertyCode,
    available: priced,
    lowestRate: priced ? lowestRate : undefined,
    currencyCode,
    reasons: texts(raw, 'reasons') ?? [],
  };
}

export function parsePropertyPlace(raw: unknown): PropertyPlace | undefined {
  if (!isRecord(raw)) return undefined;
  const propertyCode = text(raw, 'propertyCode') ?? text(raw, 'code');
  if (!propertyCode) return undefined;
  const location = isRecord(raw.location) ? raw.location : undefined;
  const lat = location ? count(location, 'lat') : undefined;
  const lng = location ? count(location, 'lng') : undefined;
  const distance = count(raw, 'distanceFromCity');
  const review = isRecord(raw.guestReview) ? raw.guestReview : undefined;
  return {
    propertyCode,
    distanceFromCity: distance !== undefined && distance >= 0 ? distance : undefined,
    location: lat !== undefined && lng !== undefined ? { lat, lng } : undefined,
    reviewProductId: review && review.showReviews === true ? text(review, 'reviewProID') : undefined,
  };
}

/** POST /api/property/search-property-rate: a read, so retried, de-duplicated and kept for 5 minutes (spec §9 "property prices"). */
export function fetchPropertyRates(client: ApiClient, request: RateSearchRequest): Promise<ApiResult<PropertyRate[]>> {
  return client.post('/api/property/search-property-rate', request, {
    idempotent: true,
    cacheFor: PROPERTY_PRICES_LIFETIME_MS,
    parse: (raw) => listOf(raw, parsePropertyRate),
  });
}

export function fetchBookableCodes(client: ApiClient, language: Language): Promise<ApiResult<string[]>> {
  return client.content(`properties/bookable-codes/p_lang/eq/${encodeURIComponent(language)}.json`, {
    cacheFor: CONFIGURATION_LIFETIME_MS,
    parse: (raw) => (Array.isArray(raw) ? raw.filter((code): code is string => typeof code === 'string') : undefined),
  });
}

/** Distance from the city centre and map location of several properties, in one properties-by-code read. */
export function fetchPropertyPlaces(client: ApiClient, language: Language, codes: readonly string[]): Promise<ApiResult<PropertyPlace[]>> {
  if (codes.length === 0) return Promise.resolve({ ok: true, data: [] });
  const list = [...codes].sort().map(encodeURIComponent).join(',');
  return client.content(`properties/p_lang/eq/${encodeURIComponent(language)}/p_propertyCodes/eq/${list}.json`, {
    cacheFor: PROPERTY_BY_CODE_LIFETIME_MS,
    parse: (raw) => listOf(raw, parsePropertyPlace),
  });
}
