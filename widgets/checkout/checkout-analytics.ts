import { pushDataLayer } from '../../shared/analytics/data-layer';
import { ecommerceValue, ga4Item, pushEcommerce, type Ga4Item } from '../../shared/analytics/ga4-items';
import type { CartItem } from '../../shared/domain/booking/cart-item';
import { CHECKOUT_STEP_NAMES } from '../../shared/domain/booking/checkout-step';

/** Booking spec §2 analytics step of the guest details. */
const GUEST_DETAILS_STEP = CHECKOUT_STEP_NAMES[1];

/**
 * When the guest details show with a cart (issue 16 item 5): the booking step, then GA4's
 * `begin_checkout` with each apartment and its add-on lines (the cart's item shape, cart-analytics.ts).
 */
export function pushGuestDetailsShown(items: readonly CartItem[], currency: string): void {
  pushDataLayer({ event: GUEST_DETAILS_STEP, bookingStep: GUEST_DETAILS_STEP, apartments: items.length });
  const lines: Ga4Item[] = items.flatMap((item) => [
    ga4Item(item, { index: item.apartmentNumber - 1 }),
    ...item.addons.map((addon) => ga4Item(addon)),
  ]);
  pushEcommerce('begin_checkout', { currency, value: ecommerceValue(lines, currency), items: lines });
}
