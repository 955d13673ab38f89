import { pushDataLayer } from '../../shared/analytics/data-layer';
import type { PropertyRates } from './rates-read';
import type { RateOffer } from './rate-offers';

/** Booking spec §2 analytics step of this page. */
export const BOOKING_STEP = 'booking-select-apartment-and-rates';

/** Booking spec §2: the step, once per page, when its rates first show (as the listing pushes its own). */
export function pushBookingStep(rates: PropertyRates): void {
  pushDataLayer({
    event: BOOKING_STEP,
    bookingStep: BOOKING_STEP,
    hotelCode: rates.hotelCode,
    startDate: rates.criteria.startDate,
    endDate: rates.criteria.endDate,
    rooms: rates.criteria.rooms.length,
    available: rates.packages.available,
  });
}

/**
 * GA4 ecommerce (issue 15 item 6), in GA4's own item shape so a tag manager needs no mapping.
 * INTEGRATION POINT: `shared/analytics/ga4-items.ts` (points helper: `ga4Item`, `pushEcommerce`) has
 * not landed; this is the same shape, small, and gives way to it when it does.
 */
interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category: string;
  item_variant: string;
  price: number;
  quantity: number;
  index?: number;
}

const LIST = { item_list_id: 'select-apartment-and-rates', item_list_name: 'Select apartment and rates' };

function itemOf(offer: RateOffer, index?: number): Ga4Item {
  const { rate } = offer;
  return {
    item_id: `${rate.roomTypeCode}-${rate.ratePlanCode}`,
    item_name: rate.roomTypeNameEN,
    item_category: rate.bookingSourceCode,
    item_variant: rate.ratePlanNameEN,
    price: offer.stayPrice,
    quantity: 1,
    ...(index === undefined ? {} : { index }),
  };
}

export function pushEcommerce(event: 'view_item_list' | 'select_item' | 'add_to_cart', currency: string, offers: readonly RateOffer[], withIndex = false): void {
  const items = offers.map((offer, index) => itemOf(offer, withIndex ? index : undefined));
  const value = items.reduce((total, item) => total + item.price * item.quantity, 0);
  // GA4: clear the previous ecommerce object first, so fields of another event never carry over.
  (window.dataLayer ??= []).push({ ecommerce: null });
  pushDataLayer({ event, ecommerce: { currency, value, ...(event === 'add_to_cart' ? {} : LIST), items } });
}
