import { pushDataLayer } from '../../../shared/analytics/data-layer';
import { ecommerceValue, ga4Item, pushEcommerce, type Ga4Item } from '../../../shared/analytics/ga4-items';
import type { CartItem } from '../../../shared/domain/booking/cart-item';

/** Booking spec §2 analytics step of this step. */
export const BOOKING_STEP = 'booking-summary';

/** Each apartment, then its add-on lines: the cart's one GA4 item shape (as `<stay-cart>` sends them). */
function itemsOf(items: readonly CartItem[]): Ga4Item[] {
  return items.flatMap((item) => [ga4Item(item, { index: item.apartmentNumber - 1 }), ...item.addons.map((addon) => ga4Item(addon))]);
}

/** Booking spec §2: the step, once per page, when the stay first shows. Nothing personal (no guest details). */
export function pushSummaryStep(items: readonly CartItem[], currencyCode: string): void {
  pushDataLayer({
    event: BOOKING_STEP,
    bookingStep: BOOKING_STEP,
    hotelCode: items[0]?.hotelCode ?? '',
    startDate: items[0]?.startDate.slice(0, 10) ?? '',
    endDate: items[0]?.endDate.slice(0, 10) ?? '',
    rooms: items.length,
    currencyCode,
  });
}

/** Issue 16 item 5: GA4 `add_payment_info` when Pay is pressed. */
export function pushAddPaymentInfo(items: readonly CartItem[], currencyCode: string): void {
  const lines = itemsOf(items);
  pushEcommerce('add_payment_info', { currency: currencyCode, value: ecommerceValue(lines, currencyCode), items: lines });
}
