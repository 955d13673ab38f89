import { CART_CHANGED_SESSION_KEYS } from '../../domain/booking/cart-changed';
import { defineEntry, removeEntry } from '../../storage';

/**
 * Booking spec §4: when the cart changes, what the journey derived from the old cart (point
 * redemption, vouchers, add-on selections, point cart items, voucher info) is cleared from
 * session storage. The widgets that write those entries use the keys of `CART_CHANGED_SESSION_KEYS`.
 */
const cartDerivedEntries = CART_CHANGED_SESSION_KEYS.map((key) => defineEntry({ key, area: 'session', parse: (raw: unknown) => raw }));

export function clearCartDerivedEntries(): void {
  for (const entry of cartDerivedEntries) removeEntry(entry);
}
