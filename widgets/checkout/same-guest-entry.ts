import { defineEntry } from '../../shared/storage';
import { atomWithEntry } from '../../shared/store/atom-with-entry';

/**
 * Which later apartments take the first apartment's contact details (WCAG 3.3.7;
 * `shared/domain/booking/same-guest.ts`): the cart item ids whose "same as apartment 1" box is
 * unticked. Decision: ticked by default, since the one who books usually books every apartment;
 * kept in session storage like the values, so a reload or a login keeps the choice.
 */
export const ownGuestIdsEntry = defineEntry({
  key: 'checkout-own-guest',
  area: 'session',
  parse: (raw) => (Array.isArray(raw) && raw.every((id) => typeof id === 'string') ? raw : undefined),
});

export const ownGuestIdsAtom = atomWithEntry<readonly string[]>(ownGuestIdsEntry, []);
