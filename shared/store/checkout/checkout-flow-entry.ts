import { parseCheckoutState } from '../../domain/booking/checkout-flow';
import { defineEntry } from '../../storage';

/**
 * `stay:checkout-flow` (session): the checkout's flow state (DESIGN.md §8 "One flow state": what
 * the journey carries between pages lives in session storage), so a reload and the return from
 * the hosted payment page find the hold. Read through `parseCheckoutState`.
 */
export const checkoutFlowEntry = defineEntry({ key: 'checkout-flow', area: 'session', parse: parseCheckoutState });
