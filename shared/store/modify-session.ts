import { atom } from 'jotai/vanilla';
import { parseModifyRecord, type ModifyReservationRecord } from '../domain/booking/modify/modify-record';
import { isRecord } from '../domain/json-guards';
import { readEntry, removeEntry, writeEntry } from '../storage';
import { defineEntry } from '../storage/entry';
import { atomWithEntry } from './atom-with-entry';
import { guestCartEntry, type GuestCart } from './booking-session-entries';
import { cartSummaryEntry, type CartSummary } from './cart/cart-count-entry';

export type { ModifyReservationRecord } from '../domain/booking/modify/modify-record';

/**
 * The modify-reservation flow's session (booking spec §4 "Modify flow"; loyalty §3
 * "Modify-reservation record"; issue 18 contract, helper C).
 *
 * `stay:modify-reservation` (session): the record flags the flow across the rates, add-ons and
 * checkout pages. No e-mail is stored (issue 12 §7): the e-mail comes from `reservationAccessAtom`
 * (memory), so after a reload the flow asks for it again before committing.
 *
 * The guest cart is not touched by the flow (decision, the spec is silent on how): `beginModify`
 * sets the guest's cart aside in `stay:modify-saved-cart` (session) and the journey runs on an
 * empty cart, the modify cart, holding only the new stay; `leaveModify` (leaving, or after the
 * modification is committed) puts the guest's cart back exactly as it was. A member's cart lives
 * on the server and is never written by this module.
 */
export const modifyRecordEntry = defineEntry({ key: 'modify-reservation', area: 'session', parse: parseModifyRecord });

interface SavedCart {
  cart: GuestCart | null;
  summary: CartSummary | null;
}

function parseSavedCart(raw: unknown): SavedCart | undefined {
  if (!isRecord(raw)) return undefined;
  // The saved copies are re-validated by their own entries' parsers when restored.
  return { cart: (raw.cart as GuestCart | null) ?? null, summary: (raw.summary as CartSummary | null) ?? null };
}

export const savedGuestCartEntry = defineEntry({ key: 'modify-saved-cart', area: 'session', parse: parseSavedCart });

/** The record of the modification under way; undefined when the page is not in the modify flow. */
export const modifyRecordAtom = atomWithEntry<ModifyReservationRecord | undefined>(modifyRecordEntry, undefined);

/** True while a modification is under way (the banner, the modify-only chunks key on it). */
export const modifyingAtom = atom((get) => get(modifyRecordAtom) !== undefined);

function bumpedSummary(summary: CartSummary | undefined, count: number): CartSummary {
  return { count, currencyCode: summary?.currencyCode ?? '', revision: (summary?.revision ?? 0) + 1 };
}

/**
 * Starts (or restarts) modifying `record`. A record that does not parse is refused with a console
 * warning (bad input never breaks a page). Starting a second modification keeps the guest's cart
 * set aside by the first: it is the guest's, the current cart is the modify cart.
 */
export function beginModify(record: ModifyReservationRecord): void {
  const parsed = parseModifyRecord(record);
  if (!parsed) {
    console.warn('stay modify-reservation: beginModify was given an invalid record; the flow was not started.', record);
    return;
  }
  if (!readEntry(savedGuestCartEntry)) {
    writeEntry(savedGuestCartEntry, { cart: readEntry(guestCartEntry) ?? null, summary: readEntry(cartSummaryEntry) ?? null });
    removeEntry(guestCartEntry);
    writeEntry(cartSummaryEntry, bumpedSummary(readEntry(cartSummaryEntry), 0));
  }
  writeEntry(modifyRecordEntry, parsed);
}

/** Ends the flow: the record is dropped and the guest's own cart comes back as it was. */
export function leaveModify(): void {
  const saved = readEntry(savedGuestCartEntry);
  if (saved) {
    const current = readEntry(cartSummaryEntry);
    if (saved.cart) writeEntry(guestCartEntry, saved.cart);
    else removeEntry(guestCartEntry);
    // A new revision, so other tabs and the header read the restored count.
    const revision = Math.max(current?.revision ?? 0, saved.summary?.revision ?? 0);
    writeEntry(
      cartSummaryEntry,
      bumpedSummary({ count: 0, currencyCode: saved.summary?.currencyCode ?? '', revision }, saved.cart?.items.length ?? 0),
    );
    removeEntry(savedGuestCartEntry);
  }
  // Removing the entry announces the change: `modifyRecordAtom` follows it.
  removeEntry(modifyRecordEntry);
}
