import { atom, type SetStateAction, type WritableAtom } from 'jotai/vanilla';
import { parseGuestDetails, type ApartmentGuestDetails, type GuestDetails } from '../../domain/booking/guest-details';
import { defineEntry } from '../../storage';
import { atomWithEntry } from '../atom-with-entry';

/**
 * `stay:guest-details` (session): the checkout's guest details as typed (issue 16 item 1: a
 * reload, a login or a failed payment loses nothing). Read through `parseGuestDetails`.
 *
 * The e-mail is the exception: browser storage may never hold an e-mail address (issue 12 §7,
 * `shared/storage/forbidden-fields.ts`), so it is kept in the page store only. It survives
 * everything but a reload of the page (the hosted payment page's return is one); a member's
 * e-mail comes back from the profile prefill, a guest types it again.
 */
interface StoredGuestDetails {
  apartments: Record<string, Omit<ApartmentGuestDetails, 'email'>>;
  acceptConditions: boolean;
}

function withoutEmails(details: GuestDetails): StoredGuestDetails {
  const apartments: StoredGuestDetails['apartments'] = {};
  for (const [id, { email: _email, ...apartment }] of Object.entries(details.apartments)) apartments[id] = apartment;
  return { ...details, apartments };
}

export const guestDetailsEntry = defineEntry<StoredGuestDetails>({
  key: 'guest-details',
  area: 'session',
  parse: (raw) => {
    const details = parseGuestDetails(raw);
    return details && withoutEmails(details);
  },
});

export const EMPTY_GUEST_DETAILS: GuestDetails = { apartments: {}, acceptConditions: false };

const storedGuestDetailsAtom = atomWithEntry<StoredGuestDetails>(guestDetailsEntry, EMPTY_GUEST_DETAILS);

/** E-mail per `shoppingCartItemId`, in memory only (above). */
const guestEmailsAtom = atom<Record<string, string>>({});

function emailsOf(details: GuestDetails): Record<string, string> {
  return Object.fromEntries(Object.entries(details.apartments).map(([id, apartment]) => [id, apartment.email]));
}

/** The guest details the checkout shows and edits: storage's values with the e-mails of this page. */
export const guestDetailsAtom: WritableAtom<GuestDetails, [SetStateAction<GuestDetails>], void> = atom(
  (get) => {
    const stored = get(storedGuestDetailsAtom);
    const emails = get(guestEmailsAtom);
    const apartments: Record<string, ApartmentGuestDetails> = {};
    for (const [id, apartment] of Object.entries(stored.apartments)) apartments[id] = { ...apartment, email: emails[id] ?? '' };
    return { ...stored, apartments };
  },
  (get, set, update: SetStateAction<GuestDetails>) => {
    const value = typeof update === 'function' ? update(get(guestDetailsAtom)) : update;
    set(guestEmailsAtom, emailsOf(value));
    set(storedGuestDetailsAtom, withoutEmails(value));
  },
);

/**
 * `stay:checkout-to-summary` (session, `true`): set when the guest details are complete
 * (`isGuestDetailsComplete`); a checkout page without a `step` then opens at summary and payment
 * (booking spec §4: "a session flag sends the user straight to summary and payment").
 */
export const checkoutToSummaryEntry = defineEntry({
  key: 'checkout-to-summary',
  area: 'session',
  parse: (raw: unknown) => (raw === true ? true : undefined),
});
