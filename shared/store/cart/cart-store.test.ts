// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, NewCartItem } from '../../domain/booking/cart-item';
import { resetApiClient } from '../../api/page-client';
import { SANDBOX_SUBSCRIPTION_KEY } from '../../element/page-config';
import { announceSessionChange } from '../../session/login-session';
import { sampleCartItem } from '../../../testing/cart-fixtures';
import { testNowMs } from '../../../testing/clock';
import { interceptApi, ok } from '../../../testing/intercept';
import { sandboxPage } from '../../../testing/store-sandbox-page';
import { loginRequestAtom } from '../member-atoms';
import { pageStore } from '../page-store';
import { addToCart, cartAtom, cartCountAtom, emptyBookedCart, removeFromCart, undoRemove, type CartView } from './index';

/** The sandbox answers over HTTP in its own time: wait up to 10 s (vi.waitFor's 1 s default is short on a loaded machine), polling often. */
const eventually = <T>(assertion: () => T) => vi.waitFor(assertion, { timeout: 10_000, interval: 20 });

/**
 * The cart store (issue 15 items 2-3): guest carts in local storage, member carts in the service,
 * two stores on one storage standing for two tabs (same-tab storage events reach both, as
 * `storage` events reach another tab), the merge at login, expiry, undo. The sandbox prices the
 * guest cart and keeps the member's (with its idempotency keys); the test watches the calls.
 */
type Store = ReturnType<typeof createStore>;

/** The sample item on an apartment type the sandbox's Orchard property has, so the sandbox prices it. */
function orchardItem(): CartItem {
  const item = sampleCartItem();
  return { ...item, roomRate: { ...item.roomRate, roomTypeCode: 'STUD' } };
}

function newItem(overrides: Partial<NewCartItem> = {}): NewCartItem {
  const {
    shoppingCartItemId: _id,
    apartmentNumber: _number,
    shoppingCartDeviceType: _device,
    rateChannel: _channel,
    addons: _addons,
    ...item
  } = orchardItem();
  return { ...item, ...overrides };
}

const unsubscribes: (() => void)[] = [];
/** A store with the cart shown, as a widget would have it. */
function shown(store: Store): () => CartView {
  unsubscribes.push(store.sub(cartAtom, () => undefined));
  return () => store.get(cartAtom);
}
const idsIn = (view: CartView) =>
  view.state === 'ready' ? view.cart.items.map((item) => `${item.apartmentNumber}:${item.roomRate.roomTypeCode}`) : view.state;

const { sandbox, login } = sandboxPage();
const api = interceptApi();
afterAll(() => api.restore());

const CART_CALLS = ['getShoppingCartWhenNonLogin', 'shopping-cart/save', 'shopping-cart/delete', 'shopping-cart/get-shopping-cart'];
/** A demo member, signed in once for the file: each test starts from the member's empty cart. */
let token = '';
beforeAll(async () => {
  token = await login('classic@demo.stay.example');
});
const MEMBER_CART = '?currencyCode=SGD&shoppingCartDeviceType=desktop';
const asMember = () => ({ 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY, Authorization: `Bearer ${token}` });

/** The member's SGD cart on this (desktop) page, as the sandbox keeps it. */
async function memberCartItems(): Promise<CartItem[]> {
  const { body } = await sandbox().json<{ content: { items: CartItem[] } }>(`/api/shopping-cart/get-shopping-cart${MEMBER_CART}`, {
    headers: asMember(),
  });
  return body.content.items;
}

const cartChanges: unknown[] = [];
const onCartChange = (event: Event) => cartChanges.push((event as CustomEvent).detail);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  cartChanges.length = 0;
  resetApiClient();
  api.reset();
  await sandbox().call(`/api/shopping-cart/delete${MEMBER_CART}`, { method: 'DELETE', headers: asMember() });
  window.addEventListener('stay:cart-change', onCartChange);
});
afterEach(() => {
  for (const stop of unsubscribes.splice(0)) stop();
  window.removeEventListener('stay:cart-change', onCartChange);
  document.cookie = 'stay-member-token=; max-age=0; path=/';
  pageStore.set(loginRequestAtom, undefined);
});

describe('guest cart', () => {
  it('adds apartments, numbers them, prices them with the service and announces the count', async () => {
    for (const call of CART_CALLS) api.watch(call);
    const store = createStore();
    const cart = shown(store);
    await eventually(() => expect(idsIn(cart())).toEqual([]));
    await expect(store.set(addToCart, newItem())).resolves.toEqual({ ok: true });
    await store.set(addToCart, newItem({ roomRate: { ...newItem().roomRate, roomTypeCode: 'ONEB' }, price: 400.005, tax: 36 }));
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD', '2:ONEB']));
    expect(api.sent().at(-1)?.url.pathname).toBe('/api/getShoppingCartWhenNonLogin');
    const stored = JSON.parse(localStorage.getItem('stay:guest-cart')!).value as unknown;
    const priced = await sandbox().post<{ content: { totals: unknown } }>('/api/getShoppingCartWhenNonLogin', stored);
    expect(cart()).toMatchObject({ totals: priced.body.content.totals });
    expect(store.get(cartCountAtom)).toBe(2);
    expect(cartChanges).toEqual([
      { count: 1, currencyCode: 'SGD' },
      { count: 2, currencyCode: 'SGD' },
    ]);
    expect(JSON.parse(localStorage.getItem('stay:cart-summary')!).value).toMatchObject({ count: 2, currencyCode: 'SGD' });
  });

  it('adds once on a double click (one intent, one item), and again on a later click', async () => {
    const store = createStore();
    const cart = shown(store);
    await Promise.all([store.set(addToCart, newItem()), store.set(addToCart, newItem())]);
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD']));
    await store.set(addToCart, newItem());
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD', '2:STUD']));
  });

  it('converges in two tabs: what one adds or removes the other shows', async () => {
    const [first, second] = [createStore(), createStore()];
    const [cartInFirst, cartInSecond] = [shown(first), shown(second)];
    await first.set(addToCart, newItem());
    await eventually(() => expect(idsIn(cartInSecond())).toEqual(['1:STUD']));
    const view = cartInSecond();
    const itemId = view.state === 'ready' ? view.cart.items[0]!.shoppingCartItemId : '';
    await second.set(removeFromCart, itemId);
    await eventually(() => expect(idsIn(cartInFirst())).toEqual([]));
  });

  it('starts a new cart for another hotel and clears what the old cart derived (booking spec §4)', async () => {
    const store = createStore();
    const cart = shown(store);
    await store.set(addToCart, newItem());
    sessionStorage.setItem('stay:addon-selections', JSON.stringify({ value: { x: 1 }, storedAt: testNowMs() }));
    await store.set(
      addToCart,
      newItem({ hotelCode: 'JPSHJK', currencyCode: 'JPY', roomRate: { ...newItem().roomRate, roomTypeCode: 'ONEB' } }),
    );
    await eventually(() =>
      expect(cart()).toMatchObject({ state: 'ready', cart: { currencyCode: 'JPY', items: [{ hotelCode: 'JPSHJK' }] } }),
    );
    expect(sessionStorage.getItem('stay:addon-selections')).toBeNull();
  });

  it('shows an outlived cart as expired (lifetime reached), and a new add starts afresh', async () => {
    const lastModified = testNowMs() - 12 * 60 * 60_000;
    const stored = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified, items: [orchardItem()] };
    localStorage.setItem('stay:guest-cart', JSON.stringify({ value: stored, storedAt: lastModified }));
    const store = createStore();
    const cart = shown(store);
    await eventually(() => expect(cart()).toMatchObject({ state: 'ready', expired: true, cart: { items: [] }, totals: { total: 0 } }));
    expect(store.get(cartCountAtom)).toBe(0);
    await store.set(addToCart, newItem({ roomRate: { ...newItem().roomRate, roomTypeCode: 'ONEB' } }));
    await eventually(() => expect(idsIn(cart())).toEqual(['1:ONEB']));
    expect(cart()).not.toHaveProperty('expired');
  });

  it('starts afresh when adding to an outlived cart no element has shown yet (the rates page)', async () => {
    const lastModified = testNowMs() - 13 * 60 * 60_000;
    const stored = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified, items: [orchardItem()] };
    localStorage.setItem('stay:guest-cart', JSON.stringify({ value: stored, storedAt: lastModified }));
    await createStore().set(addToCart, newItem({ roomRate: { ...newItem().roomRate, roomTypeCode: 'ONEB' } }));
    const items = JSON.parse(localStorage.getItem('stay:guest-cart')!).value.items as { roomRate: { roomTypeCode: string } }[];
    expect(items.map((item) => item.roomRate.roomTypeCode)).toEqual(['ONEB']);
  });

  it('pushes the last-modified time forward when fewer than 30 minutes remain', async () => {
    const lastModified = testNowMs() - (12 * 60 - 10) * 60_000;
    const stored = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified, items: [orchardItem()] };
    localStorage.setItem('stay:guest-cart', JSON.stringify({ value: stored, storedAt: lastModified }));
    const cart = shown(createStore());
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD']));
    const pushed = JSON.parse(localStorage.getItem('stay:guest-cart')!).value.lastModified as number;
    expect(testNowMs() - pushed).toBeGreaterThanOrEqual((12 * 60 - 30) * 60_000);
    expect(testNowMs() - pushed).toBeLessThan((12 * 60 - 29) * 60_000);
  });

  it('undoes a removal: the apartment comes back where it was, with its id', async () => {
    const store = createStore();
    const cart = shown(store);
    await store.set(addToCart, newItem());
    await store.set(addToCart, newItem({ roomRate: { ...newItem().roomRate, roomTypeCode: 'ONEB' } }));
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD', '2:ONEB']));
    const view = cart();
    const first = view.state === 'ready' ? view.cart.items[0]! : undefined;
    await store.set(removeFromCart, first!.shoppingCartItemId);
    await eventually(() => expect(idsIn(cart())).toEqual(['1:ONEB']));
    await store.set(undoRemove);
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD', '2:ONEB']));
    const back = cart();
    expect(back.state === 'ready' && back.cart.items[0]!.shoppingCartItemId).toBe(first!.shoppingCartItemId);
  });
});

describe('a booked cart (issue 16: a confirmed checkout emptied its cart by booking it)', () => {
  it('empties a guest cart, with nothing to undo, and says the count', async () => {
    const store = createStore();
    const cart = shown(store);
    await store.set(addToCart, newItem());
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD']));
    await expect(store.set(emptyBookedCart)).resolves.toEqual({ ok: true });
    await eventually(() => expect(idsIn(cart())).toEqual([]));
    await expect(store.set(undoRemove)).resolves.toMatchObject({ ok: false });
    expect(cartChanges.at(-1)).toEqual({ count: 0, currencyCode: 'SGD' });
  });

  it('empties a member cart in the service', async () => {
    document.cookie = `stay-member-token=${token}; path=/`;
    const store = createStore();
    const cart = shown(store);
    await store.set(addToCart, newItem());
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD']));
    await expect(store.set(emptyBookedCart)).resolves.toEqual({ ok: true });
    await eventually(() => expect(idsIn(cart())).toEqual([]));
    expect(await memberCartItems()).toEqual([]);
  });
});

describe('member cart', () => {
  const logIn = () => {
    document.cookie = `stay-member-token=${token}; path=/`;
    announceSessionChange();
  };

  it('asks a guest to log in for a member-only rate, then adds it to the member cart', async () => {
    api.watch('shopping-cart/save');
    const cart = shown(pageStore);
    const memberRate = newItem({ roomRate: { ...newItem().roomRate, ratePlanCode: 'MBR', requiresLogin: true, roomTypeCode: 'TWOB' } });
    await expect(pageStore.set(addToCart, memberRate)).resolves.toEqual({ ok: false, reason: 'login-required' });
    const request = pageStore.get(loginRequestAtom);
    expect(request?.reason).toBe('member-rate');
    logIn();
    request?.resume?.();
    await eventually(() => expect(idsIn(cart())).toEqual(['1:TWOB']));
    expect(api.sent('shopping-cart/save')[0]?.headers.get('Idempotency-Key')).toMatch(/\w{8}-/);
  });

  it('merges the guest cart into the member cart at login: nothing lost or doubled', async () => {
    const store = createStore();
    const cart = shown(store);
    const saved = sampleCartItem({ shoppingCartItemId: 'saved-1', roomRate: { ...sampleCartItem().roomRate, roomTypeCode: 'THRB' } });
    await sandbox().post('/api/shopping-cart/save', { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [saved] }, asMember());
    await store.set(addToCart, newItem());
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD']));
    logIn();
    await eventually(() => expect(idsIn(cart())).toEqual(['1:THRB', '2:STUD']));
    expect(localStorage.getItem('stay:guest-cart')).toBeNull();
    logIn();
    await eventually(async () => expect(await memberCartItems()).toHaveLength(2));
  });

  it('saves once on a double click, with one idempotency key', async () => {
    api.watch('shopping-cart/save');
    document.cookie = `stay-member-token=${token}; path=/`;
    const store = createStore();
    const cart = shown(store);
    await eventually(() => expect(idsIn(cart())).toEqual([]));
    await Promise.all([store.set(addToCart, newItem()), store.set(addToCart, newItem())]);
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD']));
    expect(api.sent('shopping-cart/save')).toHaveLength(1);
    expect(await memberCartItems()).toHaveLength(1);
  });

  it('converges in two tabs of a member: the other re-reads after a save', async () => {
    document.cookie = `stay-member-token=${token}; path=/`;
    const [first, second] = [createStore(), createStore()];
    const cartInSecond = shown(second);
    shown(first);
    await eventually(() => expect(idsIn(cartInSecond())).toEqual([]));
    await first.set(addToCart, newItem());
    await eventually(() => expect(idsIn(cartInSecond())).toEqual(['1:STUD']));
  });
});

describe('bounded input (issue 28 item 8; booking spec §5, §9)', () => {
  const storeGuestCart = (items: unknown[]) => {
    const stored = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified: testNowMs(), items };
    localStorage.setItem('stay:guest-cart', JSON.stringify({ value: stored, storedAt: testNowMs() }));
  };
  const withGuests = (numberOfAdult: number, id: string): CartItem => ({
    ...orchardItem(),
    shoppingCartItemId: id,
    apartmentGuest: { ...orchardItem().apartmentGuest, numberOfAdult, actualNumberOfAdult: numberOfAdult },
  });
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('cuts a stored guest cart of 7 apartments to 5, writes it back with what was left out, and another tab says the same', async () => {
    storeGuestCart(Array.from({ length: 7 }, (_, index) => ({ ...orchardItem(), shoppingCartItemId: `item-${index + 1}` })));
    const cart = shown(createStore());
    await eventually(() => expect(cart()).toMatchObject({ state: 'ready', truncated: { refused: 0, cut: 2, maxApartments: 5 } }));
    expect(idsIn(cart())).toHaveLength(5);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^\[stay-widgets\] stay-cart: the guest cart in storage: 2 apartment/));
    const stored = JSON.parse(localStorage.getItem('stay:guest-cart')!).value as { items: unknown[]; truncated: unknown };
    expect(stored.items).toHaveLength(5);
    expect(stored.truncated).toEqual({ refused: 0, cut: 2, maxApartments: 5 });
    const otherTab = shown(createStore());
    await eventually(() => expect(otherTab()).toMatchObject({ state: 'ready', truncated: { cut: 2 } }));
  });

  it('drops an apartment of 1e308 adults before the service prices the cart; the next change ends the message', async () => {
    api.watch('getShoppingCartWhenNonLogin');
    storeGuestCart([withGuests(1e308, 'hostile'), withGuests(2, 'kept')]);
    const store = createStore();
    const cart = shown(store);
    await eventually(() => expect(cart()).toMatchObject({ state: 'ready', truncated: { refused: 1, cut: 0 } }));
    expect(idsIn(cart())).toEqual(['1:STUD']);
    const sent = api.sent('getShoppingCartWhenNonLogin').map((request) => (request.body as { items: CartItem[] }).items);
    expect(sent.flat().map((item) => item.apartmentGuest.numberOfAdult)).not.toContain(1e308);
    await store.set(addToCart, newItem({ roomRate: { ...newItem().roomRate, roomTypeCode: 'ONEB' } }));
    await eventually(() => expect(idsIn(cart())).toEqual(['1:STUD', '2:ONEB']));
    expect(cart()).not.toHaveProperty('truncated');
  });

  it('refuses a sixth apartment rather than cutting it later', async () => {
    storeGuestCart(Array.from({ length: 5 }, (_, index) => ({ ...orchardItem(), shoppingCartItemId: `item-${index + 1}` })));
    const result = await createStore().set(addToCart, newItem());
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(JSON.parse(localStorage.getItem('stay:guest-cart')!).value.items).toHaveLength(5);
  });

  it("keeps 5 of a member's cart answered with 10,000 apartments, and the header's count says 5", async () => {
    document.cookie = `stay-member-token=${token}; path=/`;
    const items = Array.from({ length: 10_000 }, (_, index) => ({ ...orchardItem(), shoppingCartItemId: `answered-${index + 1}` }));
    api.answer('shopping-cart/get-shopping-cart', ok({ currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items }));
    const store = createStore();
    const cart = shown(store);
    await eventually(() => expect(cart()).toMatchObject({ state: 'ready', truncated: { refused: 0, cut: 9_995, maxApartments: 5 } }));
    expect(store.get(cartCountAtom)).toBe(5);
    expect(JSON.parse(localStorage.getItem('stay:cart-summary')!).value).toMatchObject({ count: 5 });
  });
});
