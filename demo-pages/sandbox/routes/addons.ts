/**
 * POST /api/v2/addons/search (booking spec §3 "Add-on", §7; issue 15 contract item 4): the add-ons
 * of each requested apartment, flat, in the requested currency with unit prices converted and not
 * rounded (the line rounds once: `../pricing/addon-price.ts`). Every display type and pricing type
 * is seeded, airport transfers one way (1W) and return (2W), and one transfer without a title
 * (the client drops it). Breakfast is not available with a rate that includes it.
 * Errors: 400 `BAD_REQUEST` malformed body or unknown currency; 404 `E52` the property, apartment
 * type or rate plan is not set up for online booking.
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { ADDON_SEEDS, addonOffered, addonUnitPricesIn, findPropertySeed, findRatePlanSeed, isOpenForOnlineBooking } from '../seed/index.ts';
import type { AddonSeed, AddonUnitPrices, RatePlanSeed } from '../seed/index.ts';
import { currencyOf, stayNights } from './cart-request.ts';

export interface AddonView extends AddonUnitPrices {
  category: string;
  categoryKey: string;
  title: string;
  description: string;
  image: string;
  addonDisplayType: AddonSeed['addonDisplayType'];
  servicePricingType: AddonSeed['servicePricingType'];
  serviceInventoryCode: string;
  currency: string;
  maxQuantity: number;
  transferType?: '1W' | '2W';
  available: boolean;
  apartmentNumber: number;
  ratePlanCode: string;
  startDate: string;
  endDate: string;
  numberOfNight: number;
}

interface ApartmentRequest {
  apartmentNumber: number;
  roomTypeCode: string;
  plan: RatePlanSeed;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min;

function readApartments(list: unknown): ApartmentRequest[] | undefined {
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const apartments = list.map((raw: unknown, index): ApartmentRequest | undefined => {
    if (!isRecord(raw) || !isCount(raw.numberOfAdult, 1)) return undefined;
    const plan = findRatePlanSeed(typeof raw.ratePlanCode === 'string' ? raw.ratePlanCode.toUpperCase() : '');
    const roomTypeCode = typeof raw.roomTypeCode === 'string' ? raw.roomTypeCode.toUpperCase() : '';
    const apartmentNumber = isCount(raw.apartmentNumber, 1) ? raw.apartmentNumber : index + 1;
    return plan && roomTypeCode ? { apartmentNumber, roomTypeCode, plan } : undefined;
  });
  return apartments.every((apartment) => apartment !== undefined) ? (apartments as ApartmentRequest[]) : undefined;
}

function addonView(
  addon: AddonSeed,
  apartment: ApartmentRequest,
  currency: string,
  stay: { startDate: string; endDate: string; nights: number },
): AddonView {
  return {
    category: addon.category,
    categoryKey: addon.categoryKey,
    title: addon.title,
    description: addon.description,
    image: addon.image,
    addonDisplayType: addon.addonDisplayType,
    servicePricingType: addon.servicePricingType,
    serviceInventoryCode: addon.serviceInventoryCode,
    currency,
    ...addonUnitPricesIn(addon, currency),
    maxQuantity: addon.maxQuantity,
    ...(addon.transferType ? { transferType: addon.transferType } : {}),
    available: addonOffered(addon, apartment.plan),
    apartmentNumber: apartment.apartmentNumber,
    ratePlanCode: apartment.plan.ratePlanCode,
    startDate: stay.startDate,
    endDate: stay.endDate,
    numberOfNight: stay.nights,
  };
}

function searchAddons(context: RouteContext): void {
  const body = isRecord(context.body) ? context.body : {};
  const property = typeof body.hotelCode === 'string' ? findPropertySeed(body.hotelCode.trim().toUpperCase()) : undefined;
  const startDate = typeof body.startDate === 'string' ? body.startDate.slice(0, 10) : '';
  const endDate = typeof body.endDate === 'string' ? body.endDate.slice(0, 10) : '';
  const nights = stayNights(startDate, endDate);
  const apartments = readApartments(body.apartments);
  const currency = body.currencyCode === undefined ? property?.currencyCode : currencyOf(body.currencyCode);
  if (typeof body.hotelCode !== 'string' || !nights || !apartments || !currency) {
    sendError(
      context.res,
      400,
      SANDBOX_ERROR_CODES.badRequest,
      'Send hotelCode, startDate and endDate (YYYY-MM-DD), a known currencyCode and apartments [{ apartmentNumber, numberOfAdult, numberOfChildren, roomTypeCode, ratePlanCode }].',
    );
    return;
  }
  const offersTypes = (code: string): boolean => property?.apartments.some((apartment) => apartment.apartmentTypeCode === code) ?? false;
  if (!property || !isOpenForOnlineBooking(property) || !apartments.every((apartment) => offersTypes(apartment.roomTypeCode))) {
    sendError(context.res, 404, 'E52', 'The property is not set up for online booking of these apartments.');
    return;
  }
  const stay = { startDate, endDate, nights: nights.length };
  sendContent(
    context.res,
    apartments.flatMap((apartment) => ADDON_SEEDS.map((addon) => addonView(addon, apartment, currency, stay))),
  );
}

export function registerAddonRoutes(router: Router): void {
  router.add('POST', '/api/v2/addons/search', searchAddons);
}
