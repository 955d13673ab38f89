import { ecommerceValue, ga4Item, pushEcommerce, type Ga4Item } from '../../shared/analytics/ga4-items';
import type { CartItem } from '../../shared/domain/booking/cart-item';

/**
 * GA4 e-commerce events of the cart (issue 15: `view_cart`, `remove_from_cart`) in the journey's
 * one item shape (`shared/analytics/ga4-items.ts`): each apartment, then each of its add-on lines,
 * so the event value is the cart's total before tax.
 */
function itemsOf(items: readonly CartItem[]): Ga4Item[] {
  return items.flatMap((item) => [ga4Item(item, { index: item.apartmentNumber - 1 }), ...item.addons.map((addon) => ga4Item(addon))]);
}

function push(event: 'view_cart' | 'remove_from_cart', items: readonly CartItem[], currency: string): void {
  const lines = itemsOf(items);
  pushEcommerce(event, { currency, value: ecommerceValue(lines, currency), items: lines });
}

export function pushViewCart(items: readonly CartItem[], currencyCode: string): void {
  push('view_cart', items, currencyCode);
}

export function pushRemoveFromCart(item: CartItem, currencyCode: string): void {
  push('remove_from_cart', [item], currencyCode);
}
