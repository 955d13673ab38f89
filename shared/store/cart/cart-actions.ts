import { atom, type Getter, type Setter } from 'jotai/vanilla';
import type { CartKey } from '../../api/cart-service';
import { isCartChanged } from '../../domain/booking/cart-changed';
import { renumber } from '../../domain/booking/cart-merge';
import type { CartAddon, CartItem, NewCartItem } from '../../domain/booking/cart-item';
import { rateChannelOf } from '../../domain/booking/device-type';
import { emitStayEvent } from '../../element/stay-events';
import { getPageConfig } from '../../element/page-config';
import { readLoginToken } from '../../session/login-session';
import { readEntry, writeEntry } from '../../storage';
import { guestCartEntry, type GuestCart } from '../booking-session-entries';
import { requestLogin } from '../member-atoms';
import { pageStore } from '../page-store';
import { clearCartDerivedEntries } from './cart-changed-entries';
import {
  bumpCartSummary,
  cartBoundsNow,
  deleteCartWrite,
  guestCartLifeOf,
  guestCartRead,
  memberCartKeyAtom,
  memberCartRead,
  pageDeviceType,
  readMemberCartNow,
  saveCartWrite,
  type Cart,
} from './cart-reads';
import { mergeGuestCart } from './cart-merge-at-login';
import { beginIntent, endIntent } from './write-intents';

export type CartWriteResult = { ok: true } | { ok: false; reason: 'login-required' | 'failed'; message?: string };

const FAILED = (message?: string): CartWriteResult => ({ ok: false, reason: 'failed', message });
const OK: CartWriteResult = { ok: true };

/** The user counts as a member only with the login cookie's token (booking spec §4), read now, not from a cached atom. */
export const isSignedInNow = (): boolean => readLoginToken(getPageConfig().loginCookie) !== undefined;

/** Cart writes run one after another: a merge at login and a resumed add never interleave. */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * A guest write: the cart in storage, read again (priced) here and, through the storage event, in
 * other tabs; the header and page scripts told (member writes are announced by their server write).
 * The visitor changed the cart: what an earlier read left out of it (`truncated`) is no longer said.
 */
function storeGuestCart(set: Setter, cart: GuestCart): CartWriteResult {
  const { currencyCode, shoppingCartDeviceType, items } = cart;
  writeEntry(guestCartEntry, { currencyCode, shoppingCartDeviceType, items, lastModified: Date.now() });
  set(guestCartRead.reload('guest'));
  bumpCartSummary(cart);
  emitStayEvent(window, 'stay:cart-change', { count: cart.items.length, currencyCode: cart.currencyCode });
  return OK;
}

/** The guest cart still to be used: absent when it outlived its lifetime (booking spec §4), so adding starts a new one. */
async function liveGuestCart(): Promise<GuestCart | undefined> {
  const stored = readEntry(guestCartEntry);
  if (!stored || (await guestCartLifeOf(stored)).state === 'expired') return undefined;
  return stored;
}

function cartItemOf(item: NewCartItem, itemId: string, apartmentNumber: number): CartItem {
  return {
    ...item,
    shoppingCartItemId: itemId,
    apartmentNumber,
    shoppingCartDeviceType: pageDeviceType,
    rateChannel: rateChannelOf(pageDeviceType),
    addons: [],
  };
}

/**
 * "Add this rate as the next apartment" (DESIGN.md §8: one intent, one key): named when the
 * visitor clicks, from the cart as it then is, so a double click, or a reload while the save is
 * under way, repeats the same intent with the same item id and idempotency key, and adds nothing twice.
 */
const addIntent = (item: NewCartItem, count: number) =>
  `add:${item.hotelCode}:${item.startDate}:${item.endDate}:${item.roomRate.roomTypeCode}:${item.roomRate.ratePlanCode}:${count}`;

const holds = (items: readonly CartItem[], itemId: string) => items.some((entry) => entry.shoppingCartItemId === itemId);

/** Booking spec §9: a cart takes at most the configured apartments (5 by default); one more is refused, not cut later. */
async function fullCartRefusal(count: number): Promise<CartWriteResult | undefined> {
  const { maxApartments } = await cartBoundsNow();
  return count >= maxApartments ? FAILED(`The cart already holds the ${maxApartments} apartments one booking can take.`) : undefined;
}

async function addForGuest(set: Setter, item: NewCartItem, intent: string, itemId: string): Promise<CartWriteResult> {
  const stored = await liveGuestCart();
  endIntent(intent);
  if (stored && holds(stored.items, itemId)) return OK;
  const changed = stored !== undefined && isCartChanged(stored.items, item);
  if (changed) clearCartDerivedEntries();
  const items = changed || !stored ? [] : stored.items;
  const full = await fullCartRefusal(items.length);
  if (full) return full;
  const currencyCode = items.length > 0 && stored ? stored.currencyCode : item.currencyCode;
  return storeGuestCart(set, {
    currencyCode,
    shoppingCartDeviceType: pageDeviceType,
    items: [...items, cartItemOf(item, itemId, items.length + 1)],
  });
}

async function saveForMember(set: Setter, cart: Cart, intent: string): Promise<CartWriteResult> {
  const { idempotencyKey } = beginIntent(intent);
  const saved = await set(saveCartWrite.run, { cart, idempotencyKey });
  if (!saved.ok) return FAILED(saved.error.message);
  endIntent(intent);
  bumpCartSummary(saved.data);
  return OK;
}

async function addForMember(set: Setter, item: NewCartItem, intent: string, itemId: string): Promise<CartWriteResult> {
  await mergeGuestCart(set);
  const key: CartKey = { currencyCode: item.currencyCode, shoppingCartDeviceType: pageDeviceType };
  const current = await readMemberCartNow(key);
  if (!current.ok) return FAILED(current.error.message);
  if (holds(current.data.items, itemId)) return OK;
  const changed = isCartChanged(current.data.items, item);
  const full = changed ? undefined : await fullCartRefusal(current.data.items.length);
  if (full) return full;
  if (changed) {
    clearCartDerivedEntries();
    const emptied = await set(deleteCartWrite.run, key);
    if (!emptied.ok) return FAILED(emptied.error.message);
  }
  const count = changed ? 0 : current.data.items.length;
  return saveForMember(set, { ...key, items: [cartItemOf(item, itemId, count + 1)] }, intent);
}

/** How many apartments the cart holds as far as this page knows now (the intent's name). */
function knownCount(get: Getter): number {
  if (!isSignedInNow()) return readEntry(guestCartEntry)?.items.length ?? 0;
  const shown = get(memberCartRead.state(get(memberCartKeyAtom)));
  return shown.state === 'hasData' ? shown.data.cart.items.length : 0;
}

/** Adds an apartment with its rate (issue 15 contract). A member-only rate asks a guest to log in first, then adds it. */
export const addToCart = atom(null, (get, set, item: NewCartItem): Promise<CartWriteResult> => {
  if (!isSignedInNow() && item.roomRate.requiresLogin) {
    requestLogin({ reason: 'member-rate', resume: () => void pageStore.set(addToCart, item) });
    return Promise.resolve({ ok: false, reason: 'login-required' });
  }
  const intent = addIntent(item, knownCount(get));
  const { itemId } = beginIntent(intent);
  return inTurn(() => (isSignedInNow() ? addForMember(set, item, intent, itemId) : addForGuest(set, item, intent, itemId)));
});

interface RemovedItem {
  item: CartItem;
  index: number;
  currencyCode: string;
}

/** The last removed apartment, for "undo" (one step). */
export const lastRemovedAtom = atom<RemovedItem | undefined>(undefined);

function removeForGuest(set: Setter, itemId: string): CartWriteResult {
  const stored = readEntry(guestCartEntry);
  const index = stored?.items.findIndex((item) => item.shoppingCartItemId === itemId) ?? -1;
  const removed = stored?.items[index];
  if (!stored || !removed) return FAILED('not in the cart');
  set(lastRemovedAtom, { item: removed, index, currencyCode: stored.currencyCode });
  return storeGuestCart(set, { ...stored, items: renumber(stored.items.filter((item) => item !== removed)) });
}

async function removeForMember(set: Setter, get: Getter, itemId: string): Promise<CartWriteResult> {
  const key = get(memberCartKeyAtom);
  const current = await readMemberCartNow(key);
  if (!current.ok) return FAILED(current.error.message);
  const index = current.data.items.findIndex((item) => item.shoppingCartItemId === itemId);
  const removed = current.data.items[index];
  if (!removed) return FAILED('not in the cart');
  const answer = await set(deleteCartWrite.run, { ...key, shoppingCartItemId: itemId });
  if (!answer.ok) return FAILED(answer.error.message);
  set(lastRemovedAtom, { item: removed, index, currencyCode: key.currencyCode });
  bumpCartSummary(answer.data);
  return OK;
}

/** Removes an apartment; `undoRemove` puts it back. */
export const removeFromCart = atom(null, (get, set, itemId: string) =>
  inTurn(() => (isSignedInNow() ? removeForMember(set, get, itemId) : Promise.resolve(removeForGuest(set, itemId)))),
);

/** Puts the last removed apartment back where it was, with its id, rate and add-ons. */
export const undoRemove = atom(null, (get, set): Promise<CartWriteResult> =>
  inTurn(async () => {
    const removed = get(lastRemovedAtom);
    if (!removed) return FAILED('nothing to undo');
    set(lastRemovedAtom, undefined);
    if (isSignedInNow()) {
      const key = get(memberCartKeyAtom);
      const current = await readMemberCartNow(key);
      const items = current.ok ? current.data.items : [];
      const restored = renumber([...items.slice(0, removed.index), removed.item, ...items.slice(removed.index)]);
      return saveForMember(set, { ...key, items: restored }, `undo:${removed.item.shoppingCartItemId}`);
    }
    const stored = readEntry(guestCartEntry);
    const items = stored?.items ?? [];
    const restored = renumber([...items.slice(0, removed.index), removed.item, ...items.slice(removed.index)]);
    return storeGuestCart(set, {
      currencyCode: stored?.currencyCode ?? removed.currencyCode,
      shoppingCartDeviceType: pageDeviceType,
      items: restored,
    });
  }),
);

/**
 * The cart once booked (issue 16: a confirmed checkout emptied its cart by booking it): nothing
 * left to book twice, no undo, the header's count at 0.
 */
export const emptyBookedCart = atom(null, (get, set): Promise<CartWriteResult> =>
  inTurn(async () => {
    set(lastRemovedAtom, undefined);
    clearCartDerivedEntries();
    if (!isSignedInNow()) {
      const stored = readEntry(guestCartEntry);
      return stored ? storeGuestCart(set, { ...stored, items: [] }) : OK;
    }
    const answer = await set(deleteCartWrite.run, get(memberCartKeyAtom));
    if (!answer.ok) return FAILED(answer.error.message);
    bumpCartSummary(answer.data);
    return OK;
  }),
);

/** The add-ons of one apartment (the add-ons widget computes them; issue 15 contract). */
export const setItemAddons = atom(null, (get, set, itemId: string, addons: CartAddon[]): Promise<CartWriteResult> =>
  inTurn(async () => {
    if (isSignedInNow()) {
      const key = get(memberCartKeyAtom);
      const current = await readMemberCartNow(key);
      const item = current.ok ? current.data.items.find((entry) => entry.shoppingCartItemId === itemId) : undefined;
      if (!item) return FAILED('not in the cart');
      return saveForMember(set, { ...key, items: [{ ...item, addons }] }, `addons:${itemId}:${JSON.stringify(addons)}`);
    }
    const stored = readEntry(guestCartEntry);
    if (!stored?.items.some((item) => item.shoppingCartItemId === itemId)) return FAILED('not in the cart');
    const items = stored.items.map((item) => (item.shoppingCartItemId === itemId ? { ...item, addons } : item));
    return storeGuestCart(set, { ...stored, items });
  }),
);
