import { defineEntry } from '../../storage';
import { atomWithEntry } from '../atom-with-entry';

/**
 * `stay:checkout-to-summary` (session; booking spec §4 "A session flag sends the user straight to
 * summary and payment", issue 16 contract "Pages"): set once the guest details are complete, so
 * the checkout page without a `step` opens on summary and payment (`checkoutStepOf`).
 */
export const checkoutToSummaryEntry = defineEntry({
  key: 'checkout-to-summary',
  area: 'session',
  parse: (raw) => (raw === true ? true : undefined),
});

export const checkoutToSummaryAtom = atomWithEntry<boolean>(checkoutToSummaryEntry, false);
