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
import { cartSummaryEntry } from './cart-count-entry';
import { deleteCartWrite, guestCartRead, memberCartKeyAtom, pageDeviceType, readMemberCartNow, saveCartWrite, type Cart } from './cart-reads';
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

/** Announces the cart's figures: to the header and other tabs (the summary entry) and to page scripts (`stay:cart-change`). */
export function announceCart(cart: Pick<Cart, 'currencyCode' | 'items'>, emit: boolean): void {
  const summary = readEntry(cartSummaryEntry);
  writeEntry(cartSummaryEntry, { count: cart.items.length, currencyCode: cart.currencyCode, revision: (summary?.revision ?? 0) + 1 });
  if (emit) emitStayEvent(window, 'stay:cart-change', { count: cart.items.length, currencyCode: cart.currencyCode });
}

function storeGuestCart(set: Setter, cart: GuestCart): CartWriteResult {
  writeEntry(guestCartEntry, { ...cart, lastModified: Date.now() });
  set(guestCartRead.reload('guest'));
  announceCart(cart, true);
  return OK;
}

/** The guest cart still to be used: absent when expired (booking spec §4), so adding starts a new one. */
function liveGuestCart(get: Getter): GuestCart | undefined {
  const stored = readEntry(guestCartEntry);
  const shown = get(guestCartRead.state('guest'));
  if (shown.state === 'hasData' && shown.data.expired) return undefined;
  return stored;
}

function cartItemOf(item: NewCartItem, itemId: string, apartmentNumber: number): CartItem {
  return { ...item, shoppingCartItemId: itemId, apartmentNumber, shoppingCartDeviceType: pageDeviceType, rateChannel: rateChannelOf(pageDeviceType), addons: [] };
}

/** "Add this rate as the next apartment": the same while the cart has not changed, so a repeat adds nothing twice. */
const addIntent = (item: NewCartItem, count: number) =>
  `add:${item.hotelCode}:${item.startDate}:${item.endDate}:${item.roomRate.roomTypeCode}:${item.roomRate.ratePlanCode}:${count}`;

function addForGuest(set: Setter, get: Getter, item: NewCartItem): CartWriteResult {
  const stored = liveGuestCart(get);
  const changed = stored !== undefined && isCartChanged(stored.items, item);
  if (changed) clearCartDerivedEntries();
  const items = changed || !stored ? [] : stored.items;
  const itemId = crypto.randomUUID();
  const currencyCode = items.length > 0 && stored ? stored.currencyCode : item.currencyCode;
  return storeGuestCart(set, { currencyCode, shoppingCartDeviceType: pageDeviceType, items: [...items, cartItemOf(item, itemId, items.length + 1)] });
}

async function saveForMember(set: Setter, cart: Cart, intent: string): Promise<CartWriteResult> {
  const { idempotencyKey } = beginIntent(intent);
  const saved = await set(saveCartWrite.run, { cart, idempotencyKey });
  if (!saved.ok) return FAILED(saved.error.message);
  endIntent(intent);
  announceCart(saved.data, false);
  return OK;
}

async function addForMember(set: Setter, get: Getter, item: NewCartItem): Promise<CartWriteResult> {
  await mergeGuestCart(get, set);
  const key: CartKey = { currencyCode: item.currencyCode, shoppingCartDeviceType: pageDeviceType };
  const current = await readMemberCartNow(key);
  if (!current.ok) return FAILED(current.error.message);
  const changed = isCartChanged(current.data.items, item);
  if (changed) {
    clearCartDerivedEntries();
    const emptied = await set(deleteCartWrite.run, key);
    if (!emptied.ok) return FAILED(emptied.error.message);
  }
  const count = changed ? 0 : current.data.items.length;
  const intent = addIntent(item, count);
  const { itemId } = beginIntent(intent);
  return saveForMember(set, { ...key, items: [cartItemOf(item, itemId, count + 1)] }, intent);
}

/** Adds an apartment with its rate (issue 15 contract). A member-only rate asks a guest to log in first, then adds it. */
export const addToCart = atom(null, (get, set, item: NewCartItem): Promise<CartWriteResult> => {
  if (!isSignedInNow() && item.roomRate.requiresLogin) {
    requestLogin({ reason: 'member-rate', resume: () => void pageStore.set(addToCart, item) });
    return Promise.resolve({ ok: false, reason: 'login-required' });
  }
  return inTurn(() => (isSignedInNow() ? addForMember(set, get, item) : Promise.resolve(addForGuest(set, get, item))));
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
  announceCart(answer.data, false);
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
    return storeGuestCart(set, { currencyCode: stored?.currencyCode ?? removed.currencyCode, shoppingCartDeviceType: pageDeviceType, items: restored });
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
