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
import {
  boundCartItems,
  cartBoundsOf,
  DEFAULT_CART_BOUNDS,
  joinTruncations,
  type CartBounds,
  type CartTruncation,
} from '../../domain/booking/cart-bounds';
import { renumber } from '../../domain/booking/cart-merge';
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

/**
 * The cart as every element shows it. `expired`: the guest cart outlived its lifetime (booking spec
 * §4). `truncated`: the cart as stored or answered was beyond its bounds (booking spec §5, §9) and
 * this is what is left of it; every element that shows the cart says so (issue 28 item 8).
 */
export type CartView =
  | { state: 'loading' }
  | { state: 'ready'; cart: Cart; totals: CartTotals; expired?: boolean; truncated?: CartTruncation }
  | { state: 'hasError'; error: ApiError };

/** Booking spec §3, §9: decided once per page (a cart is keyed by device type). */
export const pageDeviceType: CartDeviceType =
  typeof window === 'undefined' ? 'desktop' : deviceTypeOf({ viewportWidth: window.innerWidth, userAgent: navigator.userAgent });

/** A cart within its bounds, and what was left out of it to get there (undefined: nothing). */
export interface BoundedCart {
  cart: Cart;
  truncated?: CartTruncation | undefined;
}

interface GuestCartAnswer extends BoundedCart {
  expired: boolean;
}

const emptyCart = (currencyCode: string, shoppingCartDeviceType: CartDeviceType): Cart => ({
  currencyCode,
  shoppingCartDeviceType,
  items: [],
});

/** What the booking configuration sets for carts. */
interface CartRules {
  /** `guestCartLifeTime` (hours), or undefined (the 12 h default). */
  lifetimeHours: number | undefined;
  bounds: CartBounds;
}

/** The cart rules of the booking configuration, or the spec's defaults when it cannot be read. */
async function cartRulesOf(client: ApiClient): Promise<CartRules> {
  const configuration = await fetchBookingConfiguration(client, getPageConfig().language);
  if (!configuration.ok) return { lifetimeHours: undefined, bounds: DEFAULT_CART_BOUNDS };
  return { lifetimeHours: configuration.data.guestCartLifeTimeHours, bounds: cartBoundsOf(configuration.data) };
}

/** The configured bounds of a cart (booking spec §5, §9): for writes, which must not build a cart beyond them. */
export async function cartBoundsNow(client: ApiClient = getApiClient()): Promise<CartBounds> {
  return (await cartRulesOf(client)).bounds;
}

function lifeOf(stored: GuestCart, lifetimeHours: number | undefined): GuestCartLife {
  const now = Date.now();
  return guestCartLife({
    lastModified: stored.lastModified ?? now,
    now,
    lifetimeHours,
    hasMemberCookie: false,
    modifyingReservation: false,
  });
}

/** The stored guest cart's life now (booking spec §4), with the configured lifetime. */
export async function guestCartLifeOf(stored: GuestCart, client: ApiClient = getApiClient()): Promise<GuestCartLife> {
  return lifeOf(stored, (await cartRulesOf(client)).lifetimeHours);
}

/** One console warning per cart brought within its bounds, naming the element the cart belongs to and what was left out. */
function warnTruncated(source: string, truncated: CartTruncation, bounds: CartBounds, left: number): void {
  const parts = [
    truncated.refused > 0 &&
      `${truncated.refused} apartment(s) refused: guests beyond ${bounds.maxAdults} adults, ${bounds.maxChildren} children or ${bounds.maxGuests} in all, or unreadable (booking spec §5)`,
    truncated.cut > 0 && `${truncated.cut} apartment(s) beyond the ${truncated.maxApartments} allowed left out (booking spec §9)`,
    left === 0 && 'nothing valid was left: the cart is emptied',
  ].filter(Boolean);
  console.warn(`[stay-widgets] stay-cart: ${source}: ${parts.join('; ')}.`);
}

/** A cart's lines within the bounds, numbered 1..n again; warns when anything was left out. */
export function withinBounds(cart: Cart, bounds: CartBounds, source: string, unreadable = 0): BoundedCart {
  const { items, truncated } = boundCartItems(cart.items, bounds, unreadable);
  if (!truncated) return { cart };
  warnTruncated(source, truncated, bounds, items.length);
  return { cart: { ...cart, items: renumber(items) }, truncated };
}

/** The stored guest cart within its bounds: the same cart when nothing had to be left out. */
function boundStoredCart(stored: GuestCart, bounds: CartBounds): GuestCart {
  const { currencyCode, shoppingCartDeviceType, lastModified } = stored;
  const bounded = withinBounds(stored, bounds, 'the guest cart in storage', stored.unreadableItems);
  if (!bounded.truncated) return stored;
  const truncated = joinTruncations(stored.truncated, bounded.truncated);
  return { currencyCode, shoppingCartDeviceType, lastModified, items: bounded.cart.items, truncated };
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
    if (!stored || (stored.items.length === 0 && !stored.unreadableItems && !stored.truncated)) {
      return noted({ cart: emptyCart(stored?.currencyCode ?? getPageConfig().currency, pageDeviceType), expired: false });
    }
    const rules = await cartRulesOf(client);
    const life = lifeOf(stored, rules.lifetimeHours);
    if (life.state === 'expired') return noted({ cart: emptyCart(stored.currencyCode, stored.shoppingCartDeviceType), expired: true });
    // A cart that had to be cut or emptied is written back at once, with what was left out
    // (`truncated`): storage no longer holds what cannot be booked, and the next read, here or in
    // another tab, tells the visitor the same, until the visitor changes the cart.
    const kept = boundStoredCart(stored, rules.bounds);
    const lastModified = life.state === 'live' ? life.lastModified : stored.lastModified;
    if (kept !== stored || lastModified !== stored.lastModified) writeEntry(guestCartEntry, { ...kept, lastModified });
    const { currencyCode, shoppingCartDeviceType, items } = kept;
    if (items.length === 0)
      return noted({ cart: emptyCart(currencyCode, shoppingCartDeviceType), expired: false, truncated: kept.truncated });
    const priced = await priceGuestCart(client, { currencyCode, shoppingCartDeviceType, items });
    if (!priced.ok) return priced;
    // The service's answer is bounded too: a broken or hostile one may send back far more than it was sent.
    const answer = withinBounds(priced.data, rules.bounds, 'the guest cart as the service priced it (call 5)');
    return noted({ ...answer, expired: false, truncated: joinTruncations(kept.truncated, answer.truncated) });
  },
});

/** The member's saved cart per currency and device type (call 6) within its bounds, read again after every save or delete. */
export const memberCartRead = defineServerRead({
  read: async (key: CartKey, { client }): Promise<ApiResult<BoundedCart>> => {
    const [answer, rules] = await Promise.all([fetchMemberCart(client, key), cartRulesOf(client)]);
    if (!answer.ok) return answer;
    const bounded = withinBounds(answer.data, rules.bounds, "the member's cart as the service answered it (call 6)");
    noteCount(bounded.cart);
    return { ok: true, data: bounded };
  },
  login: loginTokenAtom,
});

/**
 * The member cart as the service has it now, within its bounds (the read on screen warns), for a
 * write to build on: not the read on screen, which a login change or another write may be superseding.
 */
export async function readMemberCartNow(key: CartKey): Promise<ApiResult<Cart>> {
  const client = withRequestContext(getApiClient(), { signal: new AbortController().signal, fresh: true });
  const [answer, bounds] = await Promise.all([fetchMemberCart(client, key), cartBoundsNow()]);
  if (!answer.ok) return answer;
  return { ok: true, data: { ...answer.data, items: renumber(boundCartItems(answer.data.items, bounds).items) } };
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

export function readyView({ cart, truncated }: BoundedCart, expired: boolean): CartView {
  if (expired) return { state: 'ready', cart, totals: totalsOf([], cart.currencyCode), expired };
  const view: CartView = { state: 'ready', cart, totals: totalsOf(cart.items, cart.currencyCode) };
  return truncated ? { ...view, truncated } : view;
}

export function viewOf<Data>(read: ReadState<Data>, toView: (data: Data) => CartView): CartView {
  if (read.state === 'hasData') return toView(read.data);
  return read;
}

export const guestView = (answer: GuestCartAnswer): CartView => readyView(answer, answer.expired);
