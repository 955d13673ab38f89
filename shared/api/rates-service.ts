import { count, flag, isRecord, listOf, text, texts, type Json } from '../domain/json-guards';
import { templatesRequireLogin, type RatePolicy } from '../domain/booking/room-rate-flags';
import { CONFIGURATION_LIFETIME_MS, PROPERTY_PRICES_LIFETIME_MS } from './cache-lifetimes';
import type { RateSearchRequest } from './booking-service';
import type { ApiClient, ApiResult } from './types';

/**
 * Service calls of the select-apartment-and-rates page (booking spec §7; issue 15 contract
 * `/work/briefs/rates-contract.md` calls 1-3): the v2 rate package groups of one property, its
 * apartments, the sabre base-rate feed, and the cancel-policy codes (content). Every answer is
 * parsed here; an entry without what the page relies on is dropped, fields the page can do
 * without get safe defaults.
 */

export type RatePackageCode = 'standardRates' | 'memberExclusives' | 'corporateRates';
/** Booking spec §3 "Rate package groups", in the order the page's tabs show them. */
export const RATE_PACKAGE_CODES: readonly RatePackageCode[] = ['standardRates', 'memberExclusives', 'corporateRates'];

/** Booking spec §3 "Room rate": the fields the page and the cart snapshot read. */
export interface RoomRate {
  ratePlanCode: string;
  ratePlanName: string;
  ratePlanId: string;
  ratePlanDescription: string;
  ratePlanNameEN: string;
  roomTypeCode: string;
  roomTypeName: string;
  roomTypeNameEN: string;
  /** One apartment per night, in the answer's currency. */
  rateBreakDown: { date: string; price: number }[];
  /** The whole stay for all requested apartments, before tax, and its tax. */
  displayTotalBeforeTax: number;
  totalTax: number;
  numberOfUnits: number;
  templates: string[];
  isNonRefundable: boolean;
  breakfast: boolean;
  bookingSourceCode: string;
  roomRateChannel: string;
  codeType: number;
  /** '' | 'NE' | 'NP' | 'NB' (booking spec §5 point eligibility). */
  identifierType: string;
  isLeasingRate: boolean;
  requiresLogin: boolean;
  policies: RatePolicy[];
  /** Fixed points of the rate (loyalty spec §3). */
  bonusPoint: number;
}

export interface RatePackage {
  code: RatePackageCode;
  name: string;
  minimumPrice: number | undefined;
  currency: string;
  roomRates: RoomRate[];
}

export interface RatePackages {
  hotelCode: string;
  /** The answer's currency: the deep link's `currency` if given, else the property's. The cart's currency. */
  currencyCode: string;
  available: boolean;
  /** Booking spec §4 reasons when not available. */
  reasons: string[];
  packages: RatePackage[];
}

export interface ApartmentMedia {
  type: 'image';
  src: string;
  alt: string;
}

export interface Amenity {
  name: string;
  facilityIcon: string;
  charge: boolean;
}

/** Booking spec §3 "Apartment / room type". */
export interface Apartment {
  apartmentTypeCode: string;
  apartmentTypeName: string;
  apartmentCategoryCode: string;
  /** Square metres; undefined when unknown. */
  apartmentSize: number | undefined;
  description: string;
  thumbnailImage: string;
  imageGalleryItems: ApartmentMedia[];
  maxPersonInRoom: number | undefined;
  bedType: string;
  amenities: Amenity[];
  isOnlineBooking: boolean;
  available: boolean;
}

export interface SabreRateFeed {
  currencyCode: string;
  baseRatePlanCode: string;
  /** One apartment, whole stay, on the base rate, by room type code. */
  baseTotals: Map<string, number>;
}

const POLICY_CODES = ['Guarantee', 'CancelPenalty'];

function parsePolicy(raw: unknown): RatePolicy | undefined {
  if (!isRecord(raw)) return undefined;
  const code = text(raw, 'code');
  const value = text(raw, 'value');
  return code && POLICY_CODES.includes(code) && value !== undefined ? { code, value } : undefined;
}

function parseNight(raw: unknown): { date: string; price: number } | undefined {
  if (!isRecord(raw)) return undefined;
  const date = text(raw, 'date');
  const price = count(raw, 'price');
  return date && price !== undefined && price >= 0 ? { date, price } : undefined;
}

const textOr = (raw: Json, field: string, fallback: string) => text(raw, field) ?? fallback;

export function parseRoomRate(raw: unknown): RoomRate | undefined {
  if (!isRecord(raw)) return undefined;
  const ratePlanCode = text(raw, 'ratePlanCode');
  const roomTypeCode = text(raw, 'roomTypeCode');
  const rateBreakDown = listOf(raw.rateBreakDown, parseNight) ?? [];
  const displayTotalBeforeTax = count(raw, 'displayTotalBeforeTax');
  if (!ratePlanCode || !roomTypeCode || rateBreakDown.length === 0 || displayTotalBeforeTax === undefined) return undefined;
  const templates = texts(raw, 'templates') ?? [];
  const ratePlanName = textOr(raw, 'ratePlanName', ratePlanCode);
  const roomTypeName = textOr(raw, 'roomTypeName', roomTypeCode);
  const codeType = count(raw, 'codeType');
  return {
    ratePlanCode,
    ratePlanName,
    ratePlanId: textOr(raw, 'ratePlanId', ratePlanCode),
    ratePlanDescription: textOr(raw, 'ratePlanDescription', ''),
    ratePlanNameEN: textOr(raw, 'ratePlanNameEN', ratePlanName),
    roomTypeCode,
    roomTypeName,
    roomTypeNameEN: textOr(raw, 'roomTypeNameEN', roomTypeName),
    rateBreakDown,
    displayTotalBeforeTax,
    totalTax: count(raw, 'totalTax') ?? 0,
    numberOfUnits: Math.max(0, Math.floor(count(raw, 'numberOfUnits') ?? 0)),
    templates,
    isNonRefundable: flag(raw, 'isNonRefundable') ?? false,
    breakfast: flag(raw, 'breakfast') ?? false,
    bookingSourceCode: textOr(raw, 'bookingSourceCode', 'IBE'),
    roomRateChannel: textOr(raw, 'roomRateChannel', 'web'),
    codeType: codeType === 3 || codeType === 6 ? codeType : 0,
    identifierType: textOr(raw, 'identifierType', ''),
    isLeasingRate: flag(raw, 'isLeasingRate') ?? false,
    // The templates decide when the answer does not say (booking spec §4: AOA and MOBI require login).
    requiresLogin: flag(raw, 'requiresLogin') ?? templatesRequireLogin(templates),
    policies: listOf(raw.policies, parsePolicy) ?? [],
    bonusPoint: Math.max(0, count(raw, 'bonusPoint') ?? 0),
  };
}

function parseRatePackage(raw: unknown, code: RatePackageCode, currency: string): RatePackage {
  const group = isRecord(raw) ? raw : {};
  const minimumPrice = count(group, 'minimumPrice');
  return {
    code,
    name: textOr(group, 'name', code),
    minimumPrice: minimumPrice !== undefined && minimumPrice > 0 ? minimumPrice : undefined,
    currency: textOr(group, 'currency', currency),
    roomRates: listOf(group.roomRates, parseRoomRate) ?? [],
  };
}

export function parseRatePackages(raw: unknown): RatePackages | undefined {
  if (!isRecord(raw)) return undefined;
  const hotelCode = text(raw, 'hotelCode');
  const currencyCode = text(raw, 'currencyCode');
  const available = flag(raw, 'available');
  if (!hotelCode || !currencyCode || available === undefined) return undefined;
  return {
    hotelCode,
    currencyCode,
    available,
    reasons: texts(raw, 'reasons') ?? [],
    packages: RATE_PACKAGE_CODES.map((code) => parseRatePackage(raw[code], code, currencyCode)),
  };
}

function parseMedia(raw: unknown): ApartmentMedia | undefined {
  if (!isRecord(raw) || (raw.type !== undefined && raw.type !== 'image')) return undefined;
  const src = text(raw, 'src');
  return src ? { type: 'image', src, alt: textOr(raw, 'alt', '') } : undefined;
}

function parseAmenities(raw: unknown): Amenity[] {
  const groups = Array.isArray(raw) ? raw.filter(isRecord) : [];
  return groups.flatMap((group) =>
    (listOf(group.amenities, (amenity) => (isRecord(amenity) ? amenity : undefined)) ?? [])
      .filter((amenity) => amenity.enable !== false && text(amenity, 'name'))
      .map((amenity) => ({
        name: text(amenity, 'name') ?? '',
        facilityIcon: textOr(amenity, 'facilityIcon', ''),
        charge: flag(amenity, 'charge') ?? false,
      })),
  );
}

export function parseApartment(raw: unknown): Apartment | undefined {
  if (!isRecord(raw)) return undefined;
  const apartmentTypeCode = text(raw, 'apartmentTypeCode');
  if (!apartmentTypeCode) return undefined;
  const room = isRecord(raw.roomInformation) ? raw.roomInformation : {};
  const size = count(raw, 'apartmentSize');
  const maxPersons = count(room, 'maxPersonInRoom');
  return {
    apartmentTypeCode,
    apartmentTypeName: textOr(raw, 'apartmentTypeName', apartmentTypeCode),
    apartmentCategoryCode: textOr(raw, 'apartmentCategoryCode', ''),
    apartmentSize: size !== undefined && size > 0 ? size : undefined,
    description: textOr(raw, 'description', ''),
    thumbnailImage: textOr(raw, 'thumbnailImage', ''),
    imageGalleryItems: listOf(raw.imageGalleryItems, parseMedia) ?? [],
    maxPersonInRoom: maxPersons !== undefined && maxPersons > 0 ? Math.floor(maxPersons) : undefined,
    bedType: textOr(room, 'bedType', ''),
    amenities: parseAmenities(raw.amenityGroups),
    isOnlineBooking: flag(raw, 'isOnlineBooking') ?? true,
    available: flag(raw, 'available') ?? true,
  };
}

export function parseSabreRateFeed(raw: unknown): SabreRateFeed | undefined {
  if (!isRecord(raw)) return undefined;
  const currencyCode = text(raw, 'currencyCode');
  if (!currencyCode) return undefined;
  const types = listOf(raw.roomTypes, (entry) => {
    if (!isRecord(entry)) return undefined;
    const code = text(entry, 'roomTypeCode');
    const total = count(entry, 'totalBeforeTax');
    return code && total !== undefined && total > 0 ? ([code, total] as const) : undefined;
  });
  return { currencyCode, baseRatePlanCode: textOr(raw, 'baseRatePlanCode', ''), baseTotals: new Map(types ?? []) };
}

/** POST /api/v2/property/search-property-rate: a read (retried, de-duplicated), kept 5 minutes like the listing's prices. */
export function fetchRatePackages(client: ApiClient, request: RateSearchRequest): Promise<ApiResult<RatePackages>> {
  return client.post('/api/v2/property/search-property-rate', request, {
    idempotent: true,
    cacheFor: PROPERTY_PRICES_LIFETIME_MS,
    parse: parseRatePackages,
  });
}

/** POST /api/property/apartment-rate with the same criteria: the property's apartment types. */
export function fetchApartments(client: ApiClient, request: RateSearchRequest): Promise<ApiResult<Apartment[]>> {
  return client.post('/api/property/apartment-rate', request, {
    idempotent: true,
    cacheFor: PROPERTY_PRICES_LIFETIME_MS,
    parse: (raw) => (isRecord(raw) ? listOf(raw.apartments, parseApartment) : undefined),
  });
}

export interface SabreFeedRequest {
  hotelCode: string;
  startDate: string;
  endDate: string;
  currencyCode: string;
}

/** GET /api/property/get-sabre-rate-feed: the base rate per room type. Booking spec §5: no call for an empty hotel code. */
export function fetchSabreRateFeed(client: ApiClient, request: SabreFeedRequest): Promise<ApiResult<SabreRateFeed | undefined>> {
  if (!request.hotelCode.trim()) return Promise.resolve({ ok: true, data: undefined });
  return client.get('/api/property/get-sabre-rate-feed', {
    query: { ...request },
    cacheFor: PROPERTY_PRICES_LIFETIME_MS,
    parse: parseSabreRateFeed,
  });
}

/** The cancel-policy codes that flag a rate (booking spec §5), a content read: strings, or `{ code }` entries. */
export function fetchCancelPolicyCodes(client: ApiClient): Promise<ApiResult<string[]>> {
  return client.content('masterdata/cancel-policy-code.json', {
    cacheFor: CONFIGURATION_LIFETIME_MS,
    parse: (raw) => listOf(raw, (entry) => (typeof entry === 'string' ? entry : isRecord(entry) ? text(entry, 'code') : undefined)),
  });
}
