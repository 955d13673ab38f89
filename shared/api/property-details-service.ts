import { count, flag, isRecord, listOf, text, texts, type Json } from '../domain/json-guards';
import type { Language } from '../domain/languages';
import type { SiteAnnouncement } from '../domain/property/announcements';
import { defineEntry, readEntry, writeEntry } from '../storage';
import { PROPERTY_BY_CODE_LIFETIME_MS } from './cache-lifetimes';
import { segment } from './content-service';
import { safeUrl } from './url-field';
import type { ApiClient, ApiResult } from './types';

/**
 * The reads of the property details page (content spec §2 "property details", §7; booking spec
 * §3 "Property"; loyalty spec §7 get-property-offer). The property itself comes from
 * `fetchPropertyByCode` (content-service.ts); its full fields are parsed here.
 */

/** Content spec §3, §9: "Media gallery: maximum 5 items". */
export const GALLERY_MAX = 5;
/** Loyalty spec §9: property offer 3600 s. */
export const PROPERTY_OFFER_LIFETIME_MS = 3_600_000;

export interface Facility {
  code: string;
  name: string;
  /** Booking spec §3: "facilities (icon path default empty)"; '' when absent or unsafe. */
  icon: string;
}

export interface PropertyDetails {
  code: string;
  name: string;
  address: string;
  /** The address in the property's local language (booking spec §3 localAddress1). */
  localAddress: string;
  phone: string;
  email: string;
  location: { lat: number; lng: number } | undefined;
  distanceFromCity: number | undefined;
  facilities: Facility[];
  gallery: { src: string; alt: string }[];
  announcements: string[];
  description: string;
  reviewProductId: string;
  showReviews: boolean;
  localLanguage: string;
  minLengthOfStay: number | undefined;
  isBookable: boolean;
  status: string;
}

const coordinate = (record: Json, field: string, limit: number): number | undefined => {
  const value = record[field];
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
};

function parseLocation(raw: unknown): PropertyDetails['location'] {
  if (!isRecord(raw)) return undefined;
  const lat = coordinate(raw, 'lat', 90);
  const lng = coordinate(raw, 'lng', 180);
  return lat === undefined || lng === undefined ? undefined : { lat, lng };
}

function parseFacility(raw: unknown): Facility | undefined {
  if (!isRecord(raw)) return undefined;
  const name = text(raw, 'name');
  return name ? { code: text(raw, 'code') ?? name, name, icon: safeUrl(raw, 'icon') ?? '' } : undefined;
}

function parseMedia(raw: unknown): { src: string; alt: string } | undefined {
  if (!isRecord(raw)) return undefined;
  const src = safeUrl(raw, 'src');
  return src ? { src, alt: text(raw, 'alt') ?? '' } : undefined;
}

/** The full property (booking spec §3) from the by-code answer; undefined when its code or name is missing. */
export function parsePropertyDetails(raw: unknown): PropertyDetails | undefined {
  if (!isRecord(raw)) return undefined;
  const code = text(raw, 'propertyCode') ?? text(raw, 'code');
  const name = text(raw, 'propertyName');
  if (!code || !name) return undefined;
  const review = isRecord(raw.guestReview) ? raw.guestReview : {};
  const distance = raw.distanceFromCity;
  return {
    code,
    name,
    address: text(raw, 'address') ?? '',
    localAddress: text(raw, 'localAddress1') ?? '',
    phone: text(raw, 'phone')?.trim() ?? '',
    email: text(raw, 'email')?.trim() ?? '',
    location: parseLocation(raw.location),
    distanceFromCity: typeof distance === 'number' && Number.isFinite(distance) && distance >= 0 ? distance : undefined,
    facilities: listOf(raw.facilities, parseFacility) ?? [],
    gallery: (listOf(raw.gallery, parseMedia) ?? []).slice(0, GALLERY_MAX),
    announcements: texts(raw, 'announcements') ?? [],
    description: text(raw, 'description') ?? '',
    reviewProductId: text(review, 'reviewProID') ?? '',
    showReviews: flag(review, 'showReviews') ?? false,
    localLanguage: text(raw, 'localLanguage') ?? '',
    minLengthOfStay: count(raw, 'minLengthOfStay'),
    isBookable: flag(raw, 'isBookable') ?? false,
    status: text(raw, 'status') ?? '',
  };
}

/** The base rate configuration of the reservation variant (content spec §7 "base rate configuration stored"). */
export interface BaseRate {
  ratePlanCode: string;
  amountPerNight: number;
  currencyCode: string;
}

export function parseBaseRate(raw: unknown): BaseRate | undefined {
  if (!isRecord(raw)) return undefined;
  const ratePlanCode = text(raw, 'ratePlanCode');
  const currencyCode = text(raw, 'currencyCode');
  const amount = raw.amountPerNight;
  return ratePlanCode && currencyCode && typeof amount === 'number' && Number.isFinite(amount) && amount > 0
    ? { ratePlanCode, amountPerNight: amount, currencyCode }
    : undefined;
}

/**
 * Content spec §7: the reservation variant is "cached in session; base rate configuration stored".
 * Only the base rate is stored (the answer also holds the property's e-mail, which storage may
 * never hold), per language and code, for the property-by-code lifetime (§9, 30 s).
 */
const storedBaseRate = (language: string, propertyCode: string) =>
  defineEntry<BaseRate>({
    key: `property-base-rate:${language}:${propertyCode}`,
    area: 'session',
    lifetimeMs: PROPERTY_BY_CODE_LIFETIME_MS,
    parse: parseBaseRate,
  });

/** `properties/reservation/p_lang/eq/{lang}/p_propertyCodes/eq/{code}.json`: the base rate; undefined when the property has none. */
export async function fetchPropertyBaseRate(
  client: ApiClient,
  language: Language,
  propertyCode: string,
): Promise<ApiResult<BaseRate | undefined>> {
  const entry = storedBaseRate(language, propertyCode.toUpperCase());
  const stored = readEntry(entry);
  if (stored) return { ok: true, data: stored };
  const result = await client.content(
    `properties/reservation/p_lang/eq/${segment(language)}/p_propertyCodes/eq/${segment(propertyCode)}.json`,
    {
      parse: (raw) =>
        Array.isArray(raw) ? { rate: isRecord(raw[0]) ? parseBaseRate(raw[0].baseRateConfiguration) : undefined } : undefined,
    },
  );
  if (!result.ok) return result;
  if (result.data.rate) writeEntry(entry, result.data.rate);
  return { ok: true, data: result.data.rate };
}

function parseSiteAnnouncement(raw: unknown): SiteAnnouncement | undefined {
  if (!isRecord(raw)) return undefined;
  const message = text(raw, 'message');
  return message ? { id: text(raw, 'id') ?? message, propertyCodes: texts(raw, 'propertyCodes') ?? [], message } : undefined;
}

/** `announcement.json` (content spec §7): a failure is an empty list for the page (§8 "list calls return empty"). */
export function fetchAnnouncements(client: ApiClient): Promise<ApiResult<SiteAnnouncement[]>> {
  return client.content('announcement.json', { parse: (raw) => listOf(raw, parseSiteAnnouncement) });
}

export interface PropertyOffer {
  offerCode: string;
  title: string;
  description: string;
  validTo: string;
  url: string;
}

function parseOffer(raw: unknown): PropertyOffer | undefined {
  if (!isRecord(raw)) return undefined;
  const offerCode = text(raw, 'offerCode');
  const title = text(raw, 'title');
  return offerCode && title
    ? { offerCode, title, description: text(raw, 'description') ?? '', validTo: text(raw, 'validTo') ?? '', url: safeUrl(raw, 'url') ?? '' }
    : undefined;
}

/** GET /api/loyalty/get-property-offer?propertyCode (loyalty spec §7), kept an hour (§9). */
export function fetchPropertyOffers(client: ApiClient, propertyCode: string): Promise<ApiResult<PropertyOffer[]>> {
  return client.get('/api/loyalty/get-property-offer', {
    query: { propertyCode },
    cacheFor: PROPERTY_OFFER_LIFETIME_MS,
    parse: (raw) => (isRecord(raw) ? listOf(raw.offers, parseOffer) : undefined),
  });
}
