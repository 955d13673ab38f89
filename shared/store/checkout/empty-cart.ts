import type { CheckoutState } from '../../domain/booking/checkout-flow';
import { cartEmptyEvent } from '../../domain/booking/empty-cart';
import { emitStayEvent } from '../../element/stay-events';
import { removeEntry } from '../../storage';
import { clearCartDerivedEntries } from '../cart/cart-changed-entries';
import { checkoutToSummaryEntry } from './guest-details-entry';

/**
 * Booking spec §4: an empty cart on summary or payment raises `stay:cart-empty` (or its payment
 * variant) and clears the session cart: what the journey derived from the cart (point
 * redemption, vouchers, add-on selections, point cart items, voucher info: the same entries a
 * cart change clears) and the flag that sends the visitor to summary and payment. The guest
 * details stay (WCAG 3.3.7: the visitor's next cart needs them again). Answers whether it did.
 */
export function reportEmptyCart(state: CheckoutState, itemCount: number | undefined, target: EventTarget = window): boolean {
  const detail = cartEmptyEvent(state, itemCount);
  if (!detail) return false;
  clearCartDerivedEntries();
  removeEntry(checkoutToSummaryEntry);
  emitStayEvent(target, 'stay:cart-empty', detail);
  return true;
}
