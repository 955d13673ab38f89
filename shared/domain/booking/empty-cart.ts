import type { CheckoutState } from './checkout-flow';

/**
 * Booking spec §4 "Cart changed": an empty cart on summary or payment raises a your-cart-is-empty
 * event (or a payment variant) and clears the session cart. Guest details are not "summary or
 * payment" (the spec's words); a confirmed checkout emptied its cart by booking it. The payment
 * variant is the checkout on its way to or back from the hosted payment page.
 */
export interface CartEmptyDetail {
  /** True for the payment variant. */
  payment: boolean;
}

type StepName = CheckoutState['name'];

const PAYMENT_STATES: ReadonlySet<StepName> = new Set(['paying', 'committing']);
const SUMMARY_STATES: ReadonlySet<StepName> = new Set(['summary', 'validating', 'holding', 'held']);

/** `itemCount` undefined while the cart is loading (or failed to load): not known to be empty. */
export function cartEmptyEvent(state: CheckoutState, itemCount: number | undefined): CartEmptyDetail | undefined {
  if (itemCount === undefined || itemCount > 0) return undefined;
  const step = state.name === 'failed' ? state.from : state.name;
  if (PAYMENT_STATES.has(step)) return { payment: true };
  if (SUMMARY_STATES.has(step)) return { payment: false };
  return undefined;
}
