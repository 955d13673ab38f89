/**
 * The select-apartment page's reads besides the v2 rate search (booking spec §3 "Apartment", §5
 * discount display, §7; issue 15 contract items 2 and 3):
 * - POST /api/property/apartment-rate: every apartment type of the property for the search
 *   criteria, with its lowest public rate for the stay (the average nightly price of one apartment,
 *   as the listing's `lowestRate`) or null, and whether it can sell the stay (inventory ledger).
 * - GET /api/property/get-sabre-rate-feed: the base rate (BAR) of one apartment for the whole stay
 *   per apartment type, what a rate must be below to show as discounted.
 * Errors: 400 `BAD_REQUEST` malformed criteria or query, unknown currency; 404 `E52` unknown property
 * or not bookable online.
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { BASE_RATE_PLAN_CODE, RATE_PLAN_SEEDS, findPropertySeed, findRatePlanSeed } from '../seed/index.ts';
import type { PropertySeed } from '../seed/index.ts';
import { toApartmentView } from '../views/apartment.ts';
import type { AmenityView } from '../views/apartment.ts';
import { currencyOf, stayNights } from './cart-request.ts';
import { ledgerNow } from './ledger-now.ts';
import { isOpenForOnlineBooking } from '../seed/index.ts';
import { checkStay, isPublicRate, lowestOf, roomRatesOf, searchOrReject } from './rates.ts';
import { priceStayOn } from '../pricing/plan-stay.ts';

/** Pictures the demo site has (`/demo-assets/`): the property's own, then scenes; 7 items, the widget shows 5. */
const GALLERY_SCENES = ['skyline', 'harbour', 'garden', 'offer-long-stay', 'offer-family', 'offer-breakfast'] as const;

export interface ApartmentRateView {
  apartmentTypeCode: string;
  apartmentTypeName: string;
  apartmentCategoryCode: string;
  /** square metres */
  apartmentSize: number;
  description: string;
  thumbnailImage: string;
  imageGalleryItems: { type: 'image'; src: string; alt: string }[];
  roomInformation: { maxPersonInRoom: number; bedType: string; bedTypeIcon: string; dimension: string; floorPlanPath: string };
  amenityGroups: { name: string; amenities: AmenityView[] }[];
  isOnlineBooking: boolean;
  /** Average nightly price of one apartment on its cheapest public rate for the stay; null when it cannot sell the stay. */
  lowestRate: number | null;
  available: boolean;
}

function galleryOf(property: PropertySeed, typeName: string): ApartmentRateView['imageGalleryItems'] {
  const sources = [
    `/demo-assets/properties/${property.propertyCode}.svg`,
    ...GALLERY_SCENES.map((scene) => `/demo-assets/banners/${scene}.svg`),
  ];
  return sources.map((src, index) => ({ type: 'image', src, alt: `${typeName}, picture ${index + 1} of ${sources.length}` }));
}

function bookableProperty(context: RouteContext, hotelCode: string | undefined): PropertySeed | undefined {
  const property = hotelCode ? findPropertySeed(hotelCode.trim().toUpperCase()) : undefined;
  if (property && isOpenForOnlineBooking(property)) return property;
  sendError(context.res, 404, 'E52', 'The property is not set up for online booking.');
  return undefined;
}

/** POST /api/property/apartment-rate with the search criteria of one property. */
function apartmentRate(context: RouteContext): void {
  const search = searchOrReject(context);
  if (!search) return;
  if (!search.hotelCode) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send the hotelCode of one property.');
    return;
  }
  const property = bookableProperty(context, search.hotelCode);
  if (!property) return;
  const currency = search.currencyCode ?? property.currencyCode;
  const unitsOn = ledgerNow(context);
  const { sellableTypes } = checkStay(property, search, unitsOn);
  const publicRates = roomRatesOf(property, search, currency, RATE_PLAN_SEEDS.filter(isPublicRate), unitsOn);
  const language = requestLanguage(context);
  const apartments = property.apartments.map((apartment): ApartmentRateView => {
    const view = toApartmentView(property, apartment, language);
    const code = view.apartmentTypeCode;
    return {
      apartmentTypeCode: code,
      apartmentTypeName: view.apartmentTypeName,
      apartmentCategoryCode: view.apartmentCategoryCode,
      apartmentSize: view.apartmentSize,
      description: view.description,
      thumbnailImage: `/demo-assets/properties/${property.propertyCode}.svg`,
      imageGalleryItems: galleryOf(property, view.apartmentTypeName),
      roomInformation: { ...view.roomInformation },
      amenityGroups: view.amenityGroups.map((group) => ({ name: group.groupName, amenities: [...group.amenities] })),
      isOnlineBooking: view.isOnlineBooking,
      lowestRate: lowestOf(
        publicRates.filter((rate) => rate.roomTypeCode === code),
        currency,
      ),
      available: sellableTypes.includes(code),
    };
  });
  sendContent(context.res, { hotelCode: property.propertyCode, currencyCode: currency, apartments });
}

/** GET /api/property/get-sabre-rate-feed?hotelCode&startDate&endDate&currencyCode */
function sabreRateFeed(context: RouteContext): void {
  const query = context.url.searchParams;
  const nights = stayNights(query.get('startDate') ?? '', query.get('endDate') ?? '');
  const requestedCurrency = query.get('currencyCode');
  const currency = requestedCurrency === null ? undefined : currencyOf(requestedCurrency);
  if (!query.get('hotelCode')?.trim() || !nights || (requestedCurrency !== null && !currency)) {
    sendError(
      context.res,
      400,
      SANDBOX_ERROR_CODES.badRequest,
      'Send hotelCode, startDate and endDate (YYYY-MM-DD) and optionally a known currencyCode.',
    );
    return;
  }
  const property = bookableProperty(context, query.get('hotelCode') ?? undefined);
  const base = findRatePlanSeed(BASE_RATE_PLAN_CODE);
  if (!property || !base) return;
  const currencyCode = currency ?? property.currencyCode;
  sendContent(context.res, {
    hotelCode: property.propertyCode,
    currencyCode,
    baseRatePlanCode: BASE_RATE_PLAN_CODE,
    roomTypes: property.apartments.map(({ apartmentTypeCode }) => ({
      roomTypeCode: apartmentTypeCode,
      totalBeforeTax: priceStayOn(property, apartmentTypeCode, base, { nights, apartments: 1 }, currencyCode).totalBeforeTax,
    })),
  });
}

export function registerApartmentRateRoutes(router: Router): void {
  router.add('POST', '/api/property/apartment-rate', apartmentRate).add('GET', '/api/property/get-sabre-rate-feed', sabreRateFeed);
}
