import { pushDataLayer } from '../../shared/analytics/data-layer';
import { ecommerceValue, ga4Item, pushEcommerce } from '../../shared/analytics/ga4-items';
import { roundForCurrency } from '../../shared/domain/currency';
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
 * GA4 ecommerce (issue 15 item 6) through `shared/analytics/ga4-items.ts`: each rate an item at
 * the price on screen for one apartment's stay, in the rates' currency; `index` its position in the
 * list shown (view_item_list).
 */
export function pushRateEcommerce(
  event: 'view_item_list' | 'select_item' | 'add_to_cart',
  rates: PropertyRates,
  offers: readonly RateOffer[],
  withIndex = false,
): void {
  const currency = rates.packages.currencyCode;
  const items = offers.map((offer, index) =>
    ga4Item(
      { ...offer.rate, hotelCode: rates.hotelCode },
      { price: roundForCurrency(offer.stayPrice, currency), ...(withIndex ? { index } : {}) },
    ),
  );
  pushEcommerce(event, { currency, value: ecommerceValue(items, currency), items });
}
