import { pushDataLayer } from '../../shared/analytics/data-layer';
import type { CartItem } from '../../shared/domain/booking/cart-item';
import { itemTotals } from '../../shared/domain/booking/cart-totals';

/**
 * GA4 e-commerce events of the cart (issue 15: `view_cart`, `remove_from_cart`), pushed as GA4
 * expects: `{ ecommerce: null }` first (clears the previous event's items), then the event.
 * Written here because `shared/analytics/ga4-items.ts` had not landed when the cart was built;
 * the item shape is the contract's, so the module can give way to it. Never a token or e-mail.
 */
function ga4Item(item: CartItem, currencyCode: string, index: number) {
  return {
    item_id: `${item.hotelCode}-${item.roomRate.roomTypeCode}-${item.roomRate.ratePlanCode}`,
    item_name: item.roomRate.roomTypeName,
    item_brand: item.hotelCode,
    item_category: 'apartment',
    item_variant: item.roomRate.ratePlanCode,
    price: itemTotals(item, currencyCode).total,
    quantity: 1,
    currency: currencyCode,
    index,
  };
}

function pushEcommerce(event: 'view_cart' | 'remove_from_cart', currency: string, value: number, items: ReturnType<typeof ga4Item>[]): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ecommerce: null });
  pushDataLayer({ event, ecommerce: { currency, value, items } });
}

export function pushViewCart(items: readonly CartItem[], currencyCode: string, total: number): void {
  pushEcommerce('view_cart', currencyCode, total, items.map((item, index) => ga4Item(item, currencyCode, index)));
}

export function pushRemoveFromCart(item: CartItem, currencyCode: string): void {
  const line = ga4Item(item, currencyCode, item.apartmentNumber - 1);
  pushEcommerce('remove_from_cart', currencyCode, line.price, [line]);
}
