/**
 * Rate searches and booking content reads (booking spec §7): search-property-rate v1 (lowest rate
 * per property, for the property listing) and v2 (rate package groups of one property, booking
 * spec §3), child-age limits and bookable codes. Prices and restrictions come from the seeded
 * calendar (`ratePlanRateOn`, `restrictionsOn`), units from the inventory ledger (capacity minus
 * holds minus reservations, `../inventory-ledger.ts`), so a search agrees with the availability
 * calendar of `availability.ts`.
 *
 * Sandbox decisions (also in the README):
 * - A stay is sellable on an apartment type when the type holds the largest requested room, every
 *   night is open (not Closed, not a NoSellDay) with at least one unit per requested room, the
 *   arrival day allows arrival, the departure day allows departure, and the stay is at least the
 *   arrival day's minimum stay and every night's minimum stay through.
 * - Prices are per apartment: `lowestRate` and `minimumPrice` are the average nightly price of one
 *   apartment; `displayTotalBeforeTax` is the whole stay for all requested apartments. How a stay
 *   is priced and rounded is the pricing engine's (`../pricing/stay-price.ts`).
 * - Public rates are the IBE rate plans without login and without a code (BAR, BARBB, NRF, and LSE
 *   from 7 nights). Member exclusives are answered to guests too (prices visible; `requiresLogin`
 *   tells the client that adding one needs a login).
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import {
  PROPERTY_SEEDS,
  RATE_PLAN_SEEDS,
  findBrandSeed,
  findCountrySeed,
  findCurrencySeed,
  findPropertySeed,
  isOpenForOnlineBooking,
  parseIsoDate,
} from '../seed/index.ts';
import type { LocalisedText, PropertySeed, RatePackageGroup, RatePlanSeed } from '../seed/index.ts';
import { childAgeLimitOfCountry } from '../seed/child-age-limits.ts';
import { findPromotionCodeSeed } from '../seed/promotion-codes.ts';
import type { UnitsOn } from '../inventory-ledger.ts';
import { ledgerNow } from './ledger-now.ts';
import { averageNightly } from '../pricing/stay-price.ts';
import type { UnavailableReason } from './availability.ts';
import { roomRateOf, type RoomRate } from './room-rate.ts';
import { checkStay, type RoomRequest } from '../stay-check.ts';

export { checkStay } from '../stay-check.ts';

export type { RoomRate } from './room-rate.ts';

const MAX_NIGHTS = 93;
const MAX_ROOMS = 5;
const DESTINATION_TYPES = ['property', 'city', 'country', 'brand'] as const;
type DestinationType = (typeof DESTINATION_TYPES)[number];

export interface RateSearch {
  hotelCode: string | undefined;
  destination: string | undefined;
  type: DestinationType | undefined;
  startDate: string;
  endDate: string;
  /** Nights of the stay, arrival first. */
  nights: string[];
  rooms: RoomRequest[];
  currencyCode: string | undefined;
  discountCode: string;
  discountCodeType: number;
}

/** One line of search-property-rate (v1). */
export interface PropertyRate {
  propertyCode: string;
  available: boolean;
  /** Average nightly price of one apartment on the cheapest public rate; absent when not available. */
  lowestRate?: number;
  currencyCode: string;
  /** Booking spec §4 reasons that blocked every apartment type; only when not available. */
  reasons?: UnavailableReason[];
}

export interface RatePackage {
  name: string;
  code: RatePackageGroup;
  /** The lowest average nightly price of its room rates; null when it has none. */
  minimumPrice: number | null;
  currency: string;
  roomRates: RoomRate[];
}

export type RatePackages = {
  hotelCode: string;
  currencyCode: string;
  available: boolean;
  reasons?: UnavailableReason[];
} & Record<RatePackageGroup, RatePackage>;

const GROUP_NAMES: Record<RatePackageGroup, string> = {
  standardRates: 'Standard rates',
  memberExclusives: 'Member exclusives',
  corporateRates: 'Corporate rates',
};

// ---------------------------------------------------------------- request

const isCount = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min;

function nightsOf(startDate: string, endDate: string): string[] | undefined {
  try {
    parseIsoDate(startDate);
    parseIsoDate(endDate);
  } catch {
    return undefined;
  }
  const nights: string[] = [];
  for (let time = Date.parse(`${startDate}T00:00:00Z`); time < Date.parse(`${endDate}T00:00:00Z`); time += 86_400_000) {
    nights.push(new Date(time).toISOString().slice(0, 10));
    if (nights.length > MAX_NIGHTS) return undefined;
  }
  return nights.length > 0 ? nights : undefined;
}

/** The search criteria of the body, or why they are not acceptable. */
export function readRateSearch(body: unknown): RateSearch | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Send the search criteria as a JSON object.';
  const record = body as Record<string, unknown>;
  const text = (field: string): string | undefined => {
    const value = record[field];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const hotelCode = text('hotelCode')?.toUpperCase();
  const destination = text('destination');
  const type = text('type')?.toLowerCase();
  if (type !== undefined && !(DESTINATION_TYPES as readonly string[]).includes(type)) return 'type is property, city, country or brand.';
  if (!hotelCode && !destination) return 'Send a hotelCode, or a destination with its type.';
  const startDate = text('startDate') ?? '';
  const endDate = text('endDate') ?? '';
  const nights = nightsOf(startDate, endDate);
  if (!nights) return `startDate and endDate are YYYY-MM-DD dates, endDate after startDate, at most ${MAX_NIGHTS} nights.`;
  const list = record.apartmentList;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ROOMS) return `apartmentList has 1 to ${MAX_ROOMS} rooms.`;
  const rooms: RoomRequest[] = [];
  for (const room of list as unknown[]) {
    if (typeof room !== 'object' || room === null) return 'Each room is { numberOfAdult, numberOfChildren }.';
    const { numberOfAdult, numberOfChildren = 0 } = room as Record<string, unknown>;
    if (!isCount(numberOfAdult, 1) || !isCount(numberOfChildren, 0))
      return 'numberOfAdult is at least 1 and numberOfChildren at least 0 (whole numbers).';
    rooms.push({ numberOfAdult, numberOfChildren });
  }
  const currencyCode = text('currencyCode')?.toUpperCase();
  if (currencyCode !== undefined && !findCurrencySeed(currencyCode)) return `Unknown currencyCode ${currencyCode}.`;
  const discountCodeType = record.discountCodeType ?? 0;
  if (!isCount(discountCodeType, 0) || discountCodeType > 6) return 'discountCodeType is 0 to 6.';
  return {
    hotelCode,
    destination,
    type: type as DestinationType | undefined,
    startDate,
    endDate,
    nights,
    rooms,
    currencyCode,
    discountCode: text('discountCode') ?? '',
    discountCodeType,
  };
}

// ---------------------------------------------------------------- matching

const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
const namedBy = (names: LocalisedText | undefined, wanted: string): boolean =>
  names !== undefined && Object.values(names).some((name) => typeof name === 'string' && sameText(name, wanted));

function matchesDestination(property: PropertySeed, destination: string, type: DestinationType): boolean {
  switch (type) {
    case 'property':
      return sameText(property.propertyCode, destination) || namedBy(property.names, destination);
    case 'city':
      return namedBy(property.city, destination);
    case 'country':
      return sameText(property.countryCode, destination) || namedBy(findCountrySeed(property.countryCode)?.names, destination);
    case 'brand':
      return sameText(property.brandCode, destination) || namedBy(findBrandSeed(property.brandCode)?.names, destination);
  }
}

// ---------------------------------------------------------------- stays

export const isPublicRate = (plan: RatePlanSeed): boolean => plan.template === 'IBE' && !plan.requiresLogin && plan.promoCodeType === 0;

/** The rates of the stay on every apartment type that can sell it, for the plans that offer a stay this long. */
export function roomRatesOf(
  property: PropertySeed,
  search: RateSearch,
  currency: string,
  plans: readonly RatePlanSeed[],
  unitsOn: UnitsOn,
): RoomRate[] {
  const { sellableTypes } = checkStay(property, search, unitsOn);
  const stay = { nights: search.nights, apartments: search.rooms.length };
  const offered = plans.filter((plan) => search.nights.length >= plan.minNights);
  return sellableTypes.flatMap((typeCode) => offered.map((plan) => roomRateOf(property, typeCode, plan, stay, currency, unitsOn)));
}

export function lowestOf(rates: RoomRate[], currency: string): number | null {
  return rates.length === 0 ? null : Math.min(...rates.map((rate) => averageNightly(rate.rateBreakDown, currency)));
}

function propertyRate(property: PropertySeed, search: RateSearch, unitsOn: UnitsOn): PropertyRate {
  const currencyCode = search.currencyCode ?? property.currencyCode;
  const check = checkStay(property, search, unitsOn);
  const lowest = lowestOf(roomRatesOf(property, search, currencyCode, RATE_PLAN_SEEDS.filter(isPublicRate), unitsOn), currencyCode);
  return lowest === null
    ? { propertyCode: property.propertyCode, available: false, currencyCode, reasons: check.reasons }
    : { propertyCode: property.propertyCode, available: true, lowestRate: lowest, currencyCode };
}

// ---------------------------------------------------------------- handlers

export function searchOrReject(context: RouteContext): RateSearch | undefined {
  const search = readRateSearch(context.body);
  if (typeof search === 'string') {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, search);
    return undefined;
  }
  return search;
}

/** POST /api/property/search-property-rate: the lowest public rate of each matching live, bookable property. */
function searchPropertyRate(context: RouteContext): void {
  const search = searchOrReject(context);
  if (!search) return;
  const { hotelCode, destination } = search;
  if (hotelCode && !findPropertySeed(hotelCode)) {
    sendError(context.res, 404, 'E52', 'The property is not set up for online booking.');
    return;
  }
  const type = search.type ?? (hotelCode ? 'property' : 'city');
  const matching = PROPERTY_SEEDS.filter(isOpenForOnlineBooking).filter((property) =>
    hotelCode ? property.propertyCode === hotelCode : matchesDestination(property, destination ?? '', type),
  );
  const unitsOn = ledgerNow(context);
  sendContent(
    context.res,
    matching.map((property) => propertyRate(property, search, unitsOn)),
  );
}

function ratePackage(code: RatePackageGroup, rates: RoomRate[], currency: string): RatePackage {
  return { name: GROUP_NAMES[code], code, minimumPrice: lowestOf(rates, currency), currency, roomRates: rates };
}

/**
 * POST /api/v2/property/search-property-rate: the rate package groups of one property (booking
 * spec §3). Member exclusives are answered to everyone (contract item 1: guests see the prices,
 * adding one opens the login); corporate rates need a valid type-3 code; the staff rate joins the
 * standard rates with a valid type-6 code.
 */
function searchPropertyRatePackages(context: RouteContext): void {
  const search = searchOrReject(context);
  if (!search) return;
  const property = search.hotelCode ? findPropertySeed(search.hotelCode) : undefined;
  if (!search.hotelCode) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send the hotelCode of one property.');
    return;
  }
  if (!property || !isOpenForOnlineBooking(property)) {
    sendError(context.res, 404, 'E52', 'The property is not set up for online booking.');
    return;
  }
  const currency = search.currencyCode ?? property.currencyCode;
  const code = search.discountCode ? findPromotionCodeSeed(search.discountCode) : undefined;
  const codeOfType = (type: number): boolean =>
    search.discountCodeType === type &&
    code?.discountCodeType === type &&
    (code.propertyCodes.length === 0 || code.propertyCodes.includes(property.propertyCode));
  const unitsOn = ledgerNow(context);
  const ratesOf = (predicate: (plan: RatePlanSeed) => boolean): RoomRate[] =>
    roomRatesOf(property, search, currency, RATE_PLAN_SEEDS.filter(predicate), unitsOn);
  const standard = ratesOf((plan) => isPublicRate(plan) || (plan.promoCodeType === 6 && codeOfType(6)));
  const member = ratesOf((plan) => plan.packageGroup === 'memberExclusives');
  const corporate = codeOfType(3) ? ratesOf((plan) => plan.packageGroup === 'corporateRates') : [];
  const check = checkStay(property, search, unitsOn);
  const available = standard.length + member.length + corporate.length > 0;
  const answer: RatePackages = {
    hotelCode: property.propertyCode,
    currencyCode: currency,
    available,
    ...(available ? {} : { reasons: check.reasons }),
    standardRates: ratePackage('standardRates', standard, currency),
    memberExclusives: ratePackage('memberExclusives', member, currency),
    corporateRates: ratePackage('corporateRates', corporate, currency),
  };
  sendContent(context.res, answer);
}

/**
 * GET child-age limit by property code, city name (in any of its languages) or country code
 * (booking spec §3: "looked up per city or per property"); anything else gets the default.
 */
function childAgeLimit(context: RouteContext): void {
  const requested = (context.params.code ?? '').trim();
  const code = requested.toUpperCase();
  const folded = requested.toLocaleLowerCase();
  const inCity = PROPERTY_SEEDS.find((seed) => Object.values(seed.city).some((name) => name?.toLocaleLowerCase() === folded));
  const countryCode = findPropertySeed(code)?.countryCode ?? inCity?.countryCode ?? code;
  sendContent(context.res, { code: requested, childAgeLimit: childAgeLimitOfCountry(countryCode) });
}

/** GET the codes of the properties bookable online (live and bookable). */
function bookableCodes(context: RouteContext): void {
  sendContent(
    context.res,
    PROPERTY_SEEDS.filter(isOpenForOnlineBooking).map((property) => property.propertyCode),
  );
}

export function registerRateRoutes(router: Router): void {
  router
    .add('POST', '/api/property/search-property-rate', searchPropertyRate)
    .add('POST', '/api/v2/property/search-property-rate', searchPropertyRatePackages)
    .add('GET', '/apis/:product/booking/child-age-of-limit/:lang/:code.json', childAgeLimit)
    .add('GET', '/apis/:product/properties/bookable-codes/p_lang/eq/:lang.json', bookableCodes);
}
