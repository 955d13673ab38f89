import type { CartItem } from './cart-item';
import { isCartChanged } from './cart-changed';

/**
 * The guest cart joins the member's cart at login (DESIGN.md §8 "One cart", booking spec §4).
 * Nothing is lost or doubled:
 * - an item is one `shoppingCartItemId`: a guest item already in the member cart (saved from
 *   another tab or an earlier login) is kept once, in its guest version (the visitor's latest);
 * - a cart holds one stay (booking spec §4 "Cart changed"): when the guest's stay differs from the
 *   member's saved one, the guest's stay is what the visitor was booking, so it replaces the saved
 *   one (decision where the spec is silent; the saved items are not merged into another stay);
 * - apartments are numbered 1..n again, member items first.
 */
export function mergeCarts(memberItems: readonly CartItem[], guestItems: readonly CartItem[]): CartItem[] {
  if (guestItems.length === 0) return renumber(memberItems);
  const [firstGuest] = guestItems;
  const replaced = firstGuest !== undefined && memberItems.length > 0 && isCartChanged(memberItems, firstGuest);
  const guestIds = new Set(guestItems.map((item) => item.shoppingCartItemId));
  const kept = replaced ? [] : memberItems.filter((item) => !guestIds.has(item.shoppingCartItemId));
  const merged = [...kept, ...uniqueById(guestItems)];
  return renumber(merged);
}

function uniqueById(items: readonly CartItem[]): CartItem[] {
  const seen = new Map<string, CartItem>();
  for (const item of items) seen.set(item.shoppingCartItemId, item);
  return [...seen.values()];
}

export function renumber(items: readonly CartItem[]): CartItem[] {
  return items.map((item, index) => (item.apartmentNumber === index + 1 ? item : { ...item, apartmentNumber: index + 1 }));
}
