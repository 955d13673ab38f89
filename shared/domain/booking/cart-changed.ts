import type { CartItem } from './cart-item';

/**
 * Booking spec §4 "Cart changed": a cart holds one stay. Adding an apartment for another hotel or
 * other dates, with another `ssid`, or when a voucher is involved (in the cart or in the new
 * item) changes the cart: it starts again from the new item, and what the journey derived from
 * the old cart is cleared from session storage (`CART_CHANGED_SESSION_KEYS`).
 */
type StayOf = Pick<CartItem, 'hotelCode' | 'startDate' | 'endDate' | 'ssid' | 'voucherCode'>;

const day = (date: string) => date.slice(0, 10);
const hasVoucher = (item: StayOf) => Boolean(item.voucherCode);

export function isCartChanged(cartItems: readonly StayOf[], added: StayOf): boolean {
  if (cartItems.length === 0) return hasVoucher(added);
  if (hasVoucher(added) || cartItems.some(hasVoucher)) return true;
  return cartItems.some(
    (item) =>
      item.hotelCode !== added.hotelCode ||
      day(item.startDate) !== day(added.startDate) ||
      day(item.endDate) !== day(added.endDate) ||
      (item.ssid ?? '') !== (added.ssid ?? ''),
  );
}

/**
 * Session entries cleared when the cart changes (booking spec §4): the point-redemption
 * breakdown, voucher selections, add-on selections, point cart items and voucher info. Keys
 * without the `stay:` prefix, as `defineEntry` takes them; the widgets that write them use these names.
 */
export const CART_CHANGED_SESSION_KEYS = [
  'point-redemption-breakdown',
  'voucher-selections',
  'addon-selections',
  'point-cart-items',
  'voucher-info',
] as const;
