import type { Setter } from 'jotai/vanilla';
import { mergeCarts } from '../../domain/booking/cart-merge';
import { readEntry, removeEntry } from '../../storage';
import { guestCartEntry } from '../booking-session-entries';
import {
  bumpCartSummary,
  cartBoundsNow,
  deleteCartWrite,
  guestCartLifeOf,
  pageDeviceType,
  readMemberCartNow,
  saveCartWrite,
  withinBounds,
} from './cart-reads';
import { beginIntent, endIntent } from './write-intents';

/**
 * At login the guest cart joins the member's saved cart (DESIGN.md §8; the rule is
 * `mergeCarts`): the merged cart is saved, then the guest cart is removed, so a repeat finds
 * nothing to merge. An expired guest cart is dropped, not merged (booking spec §4).
 */
export async function mergeGuestCart(set: Setter): Promise<void> {
  const guest = readEntry(guestCartEntry);
  if (!guest) return;
  if (guest.items.length === 0 || (await guestCartLifeOf(guest)).state === 'expired') {
    removeEntry(guestCartEntry);
    return;
  }
  const key = { currencyCode: guest.currencyCode, shoppingCartDeviceType: pageDeviceType };
  const member = await readMemberCartNow(key);
  if (!member.ok) return;
  const together = mergeCarts(member.data.items, guest.items).map((item) => ({ ...item, shoppingCartDeviceType: pageDeviceType }));
  // Two carts of one stay may hold more apartments together than one cart takes (booking spec §9).
  const merged = withinBounds({ ...key, items: together }, await cartBoundsNow(), 'the guest cart merged into the member cart at login')
    .cart.items;
  const replaced = member.data.items.some((item) => !merged.some((entry) => entry.shoppingCartItemId === item.shoppingCartItemId));
  if (replaced && !(await set(deleteCartWrite.run, key)).ok) return;
  const intent = `merge:${guest.items.map((item) => item.shoppingCartItemId).join(',')}`;
  const { idempotencyKey } = beginIntent(intent);
  const saved = await set(saveCartWrite.run, { cart: { ...key, items: merged }, idempotencyKey });
  if (!saved.ok) return;
  endIntent(intent);
  removeEntry(guestCartEntry);
  bumpCartSummary(saved.data);
}
