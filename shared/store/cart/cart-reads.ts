import { atom } from 'jotai/vanilla';
import {
  fetchMemberCart,
  deleteMemberCartItem,
  priceGuestCart,
  saveMemberCart,
  type CartKey,
  type CartRequest,
} from '../../api/cart-service';
import { fetchBookingConfiguration } from '../../api/content-service';
import { getApiClient } from '../../api/page-client';
import { withRequestContext } from '../../api/request-context';
import type { ApiClient, ApiError, ApiResult } from '../../api/types';
import { totalsOf, type CartTotals } from '../../domain/booking/cart-totals';
import { deviceTypeOf } from '../../domain/booking/device-type';
import { guestCartLife, type GuestCartLife } from '../../domain/booking/guest-cart-life';
import type { CartDeviceType } from '../../domain/booking/cart-item';
import { getPageConfig } from '../../element/page-config';
import { readEntry, writeEntry } from '../../storage';
import { atomWithEntry } from '../atom-with-entry';
import { guestCartEntry, type GuestCart } from '../booking-session-entries';
import { defineServerRead, type ReadState } from '../server-read';
import { defineServerWrite } from '../server-write';
import { loginTokenAtom } from '../session-atoms';
import { cartSummaryEntry, type CartSummary } from './cart-count-entry';

/** A cart (issue 15 contract): its currency, device type and apartments. */
export type Cart = CartRequest;

/** The cart as every element shows it. `expired`: the guest cart outlived its lifetime (booking spec §4). */
export type CartView =
  | { state: 'loading' }
  | { state: 'ready'; cart: Cart; totals: CartTotals; expired?: boolean }
  | { state: 'hasError'; error: ApiError };

/** Booking spec §3, §9: decided once per page (a cart is keyed by device type). */
export const pageDeviceType: CartDeviceType =
  typeof window === 'undefined' ? 'desktop' : deviceTypeOf({ viewportWidth: window.innerWidth, userAgent: navigator.userAgent });

interface GuestCartAnswer {
  cart: Cart;
  expired: boolean;
}

const emptyCart = (currencyCode: string, shoppingCartDeviceType: CartDeviceType): Cart => ({
  currencyCode,
  shoppingCartDeviceType,
  items: [],
});

/** `guestCartLifeTime` of the booking configuration (hours), or undefined (the 12 h default) when it cannot be read. */
async function lifetimeHours(client: ApiClient): Promise<number | undefined> {
  const configuration = await fetchBookingConfiguration(client, getPageConfig().language);
  return configuration.ok ? configuration.data.guestCartLifeTimeHours : undefined;
}

/** The stored guest cart's life now (booking spec §4), with the configured lifetime. */
export async function guestCartLifeOf(stored: GuestCart, client: ApiClient = getApiClient()): Promise<GuestCartLife> {
  const now = Date.now();
  const lastModified = stored.lastModified ?? now;
  return guestCartLife({
    lastModified,
    now,
    lifetimeHours: await lifetimeHours(client),
    hasMemberCookie: false,
    modifyingReservation: false,
  });
}

/**
 * Keeps the summary entry's count current for the header when a read finds another count (an
 * expired cart, a cart changed elsewhere); its revision stays: only writes move it.
 */
function noteCount(cart: Cart): void {
  const summary = readEntry(cartSummaryEntry);
  if (summary?.count === cart.items.length && summary.currencyCode === cart.currencyCode) return;
  writeEntry(cartSummaryEntry, { count: cart.items.length, currencyCode: cart.currencyCode, revision: summary?.revision ?? 0 });
}

/** A write changed the cart: the new count for the header, and a new revision for the member's other tabs. */
export function bumpCartSummary(cart: Pick<Cart, 'currencyCode' | 'items'>): void {
  const summary = readEntry(cartSummaryEntry);
  writeEntry(cartSummaryEntry, { count: cart.items.length, currencyCode: cart.currencyCode, revision: (summary?.revision ?? 0) + 1 });
}

function noted(answer: GuestCartAnswer): ApiResult<GuestCartAnswer> {
  noteCount(answer.cart);
  return { ok: true, data: answer };
}

/**
 * The guest cart, read from storage, checked against its lifetime (pushed forward when fewer than
 * 30 minutes remain) and priced by the service (call 5). One key: writes and other tabs reload it,
 * and the cart on screen stays while the new answer comes.
 */
export const guestCartRead = defineServerRead({
  read: async (_guest: 'guest', { client }): Promise<ApiResult<GuestCartAnswer>> => {
    const stored = readEntry(guestCartEntry);
    if (!stored || stored.items.length === 0) {
      return noted({ cart: emptyCart(stored?.currencyCode ?? getPageConfig().currency, pageDeviceType), expired: false });
    }
    const life = await guestCartLifeOf(stored, client);
    if (life.state === 'expired') return noted({ cart: emptyCart(stored.currencyCode, stored.shoppingCartDeviceType), expired: true });
    if (life.state === 'live' && life.lastModified !== stored.lastModified)
      writeEntry(guestCartEntry, { ...stored, lastModified: life.lastModified });
    const { currencyCode, shoppingCartDeviceType, items } = stored;
    const priced = await priceGuestCart(client, { currencyCode, shoppingCartDeviceType, items });
    return priced.ok ? noted({ cart: priced.data, expired: false }) : priced;
  },
});

/** The member's saved cart per currency and device type (call 6), read again after every save or delete. */
export const memberCartRead = defineServerRead({
  read: async (key: CartKey, { client }) => {
    const answer = await fetchMemberCart(client, key);
    if (answer.ok) noteCount(answer.data);
    return answer;
  },
  login: loginTokenAtom,
});

/**
 * The member cart as the service has it now, for a write to build on: not the read on screen,
 * which a login change or another write may be superseding.
 */
export function readMemberCartNow(key: CartKey): Promise<ApiResult<Cart>> {
  return fetchMemberCart(withRequestContext(getApiClient(), { signal: new AbortController().signal, fresh: true }), key);
}

export const cartSummaryAtom = atomWithEntry<CartSummary | undefined>(cartSummaryEntry, undefined);

/** The member cart's currency: the last cart written (any tab), else the page's currency. */
export const memberCartKeyAtom = atom((get): CartKey => ({
  currencyCode: get(cartSummaryAtom)?.currencyCode ?? getPageConfig().currency,
  shoppingCartDeviceType: pageDeviceType,
}));

const cartChange = (cart: Cart) =>
  ({ name: 'stay:cart-change', detail: { count: cart.items.length, currencyCode: cart.currencyCode } }) as const;

/** Call 6 save, with the intent's idempotency key. */
export const saveCartWrite = defineServerWrite({
  write: ({ cart, idempotencyKey }: { cart: Cart; idempotencyKey: string }, { client }) => saveMemberCart(client, cart, idempotencyKey),
  invalidates: [memberCartRead],
  event: cartChange,
});

/** Call 6 delete: one item, or the whole cart without an item id. */
export const deleteCartWrite = defineServerWrite({
  write: (key: CartKey & { shoppingCartItemId?: string }, { client }) => deleteMemberCartItem(client, key),
  invalidates: [memberCartRead],
  event: cartChange,
});

export function readyView(cart: Cart, expired: boolean): CartView {
  return expired
    ? { state: 'ready', cart, totals: totalsOf([], cart.currencyCode), expired }
    : { state: 'ready', cart, totals: totalsOf(cart.items, cart.currencyCode) };
}

export function viewOf<Data>(read: ReadState<Data>, toView: (data: Data) => CartView): CartView {
  if (read.state === 'hasData') return toView(read.data);
  return read;
}

export const guestView = (answer: GuestCartAnswer): CartView => readyView(answer.cart, answer.expired);
