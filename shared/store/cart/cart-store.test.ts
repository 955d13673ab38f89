// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewCartItem } from '../../domain/booking/cart-item';
import { resetApiClient } from '../../api/page-client';
import { announceSessionChange } from '../../session/login-session';
import { sampleCartItem } from '../../../testing/cart-fixtures';
import { installFakeCartService, type FakeCartService } from '../../../testing/fake-cart-service';
import { loginRequestAtom } from '../member-atoms';
import { pageStore } from '../page-store';
import { addToCart, cartAtom, cartCountAtom, emptyBookedCart, removeFromCart, undoRemove, type CartView } from './index';

/**
 * The cart store (issue 15 items 2-3): guest carts in local storage, member carts in the service,
 * two stores on one storage standing for two tabs (same-tab storage events reach both, as
 * `storage` events reach another tab), the merge at login, expiry, undo.
 */
type Store = ReturnType<typeof createStore>;

function newItem(overrides: Partial<NewCartItem> = {}): NewCartItem {
  const {
    shoppingCartItemId: _id,
    apartmentNumber: _number,
    shoppingCartDeviceType: _device,
    rateChannel: _channel,
    addons: _addons,
    ...item
  } = sampleCartItem();
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

let service: FakeCartService;
const cartChanges: unknown[] = [];
const onCartChange = (event: Event) => cartChanges.push((event as CustomEvent).detail);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  cartChanges.length = 0;
  resetApiClient();
  service = installFakeCartService();
  window.addEventListener('stay:cart-change', onCartChange);
});
afterEach(() => {
  for (const stop of unsubscribes.splice(0)) stop();
  service.restore();
  window.removeEventListener('stay:cart-change', onCartChange);
  document.cookie = 'stay-member-token=; max-age=0; path=/';
  pageStore.set(loginRequestAtom, undefined);
});

describe('guest cart', () => {
  it('adds apartments, numbers them, prices them with the service and announces the count', async () => {
    const store = createStore();
    const cart = shown(store);
    await vi.waitFor(() => expect(idsIn(cart())).toEqual([]));
    await expect(store.set(addToCart, newItem())).resolves.toEqual({ ok: true });
    await store.set(addToCart, newItem({ roomRate: { ...newItem().roomRate, roomTypeCode: 'ONE' }, price: 400.005, tax: 36 }));
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:STU', '2:ONE']));
    expect(cart()).toMatchObject({ totals: { totalBeforeTax: 700.01, totalTax: 63, total: 763.01, currencyCode: 'SGD' } });
    expect(store.get(cartCountAtom)).toBe(2);
    expect(cartChanges).toEqual([
      { count: 1, currencyCode: 'SGD' },
      { count: 2, currencyCode: 'SGD' },
    ]);
    expect(JSON.parse(localStorage.getItem('stay:cart-summary')!).value).toMatchObject({ count: 2, currencyCode: 'SGD' });
    expect(service.requests.at(-1)?.path).toBe('/api/getShoppingCartWhenNonLogin');
  });

  it('adds once on a double click (one intent, one item), and again on a later click', async () => {
    const store = createStore();
    const cart = shown(store);
    await Promise.all([store.set(addToCart, newItem()), store.set(addToCart, newItem())]);
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:STU']));
    await store.set(addToCart, newItem());
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:STU', '2:STU']));
  });

  it('converges in two tabs: what one adds or removes the other shows', async () => {
    const [first, second] = [createStore(), createStore()];
    const [cartInFirst, cartInSecond] = [shown(first), shown(second)];
    await first.set(addToCart, newItem());
    await vi.waitFor(() => expect(idsIn(cartInSecond())).toEqual(['1:STU']));
    const view = cartInSecond();
    const itemId = view.state === 'ready' ? view.cart.items[0]!.shoppingCartItemId : '';
    await second.set(removeFromCart, itemId);
    await vi.waitFor(() => expect(idsIn(cartInFirst())).toEqual([]));
  });

  it('starts a new cart for another hotel and clears what the old cart derived (booking spec §4)', async () => {
    const store = createStore();
    const cart = shown(store);
    await store.set(addToCart, newItem());
    sessionStorage.setItem('stay:addon-selections', JSON.stringify({ value: { x: 1 }, storedAt: Date.now() }));
    await store.set(addToCart, newItem({ hotelCode: 'JPSHJK', currencyCode: 'JPY' }));
    await vi.waitFor(() =>
      expect(cart()).toMatchObject({ state: 'ready', cart: { currencyCode: 'JPY', items: [{ hotelCode: 'JPSHJK' }] } }),
    );
    expect(sessionStorage.getItem('stay:addon-selections')).toBeNull();
  });

  it('shows an outlived cart as expired (lifetime reached), and a new add starts afresh', async () => {
    const lastModified = Date.now() - 12 * 60 * 60_000;
    const stored = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified, items: [sampleCartItem()] };
    localStorage.setItem('stay:guest-cart', JSON.stringify({ value: stored, storedAt: lastModified }));
    const store = createStore();
    const cart = shown(store);
    await vi.waitFor(() => expect(cart()).toMatchObject({ state: 'ready', expired: true, cart: { items: [] }, totals: { total: 0 } }));
    expect(store.get(cartCountAtom)).toBe(0);
    await store.set(addToCart, newItem({ roomRate: { ...newItem().roomRate, roomTypeCode: 'ONE' } }));
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:ONE']));
    expect(cart()).not.toHaveProperty('expired');
  });

  it('starts afresh when adding to an outlived cart no element has shown yet (the rates page)', async () => {
    const lastModified = Date.now() - 13 * 60 * 60_000;
    const stored = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified, items: [sampleCartItem()] };
    localStorage.setItem('stay:guest-cart', JSON.stringify({ value: stored, storedAt: lastModified }));
    await createStore().set(addToCart, newItem({ roomRate: { ...newItem().roomRate, roomTypeCode: 'ONE' } }));
    const items = JSON.parse(localStorage.getItem('stay:guest-cart')!).value.items as { roomRate: { roomTypeCode: string } }[];
    expect(items.map((item) => item.roomRate.roomTypeCode)).toEqual(['ONE']);
  });

  it('pushes the last-modified time forward when fewer than 30 minutes remain', async () => {
    const lastModified = Date.now() - (12 * 60 - 10) * 60_000;
    const stored = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified, items: [sampleCartItem()] };
    localStorage.setItem('stay:guest-cart', JSON.stringify({ value: stored, storedAt: lastModified }));
    const cart = shown(createStore());
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:STU']));
    const pushed = JSON.parse(localStorage.getItem('stay:guest-cart')!).value.lastModified as number;
    expect(Date.now() - pushed).toBeGreaterThanOrEqual((12 * 60 - 30) * 60_000);
    expect(Date.now() - pushed).toBeLessThan((12 * 60 - 29) * 60_000);
  });

  it('undoes a removal: the apartment comes back where it was, with its id', async () => {
    const store = createStore();
    const cart = shown(store);
    await store.set(addToCart, newItem());
    await store.set(addToCart, newItem({ roomRate: { ...newItem().roomRate, roomTypeCode: 'ONE' } }));
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:STU', '2:ONE']));
    const view = cart();
    const first = view.state === 'ready' ? view.cart.items[0]! : undefined;
    await store.set(removeFromCart, first!.shoppingCartItemId);
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:ONE']));
    await store.set(undoRemove);
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:STU', '2:ONE']));
    const back = cart();
    expect(back.state === 'ready' && back.cart.items[0]!.shoppingCartItemId).toBe(first!.shoppingCartItemId);
  });
});

describe('a booked cart (issue 16: a confirmed checkout emptied its cart by booking it)', () => {
  it('empties a guest cart, with nothing to undo, and says the count', async () => {
    const store = createStore();
    const cart = shown(store);
    await store.set(addToCart, newItem());
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:STU']));
    await expect(store.set(emptyBookedCart)).resolves.toEqual({ ok: true });
    await vi.waitFor(() => expect(idsIn(cart())).toEqual([]));
    await expect(store.set(undoRemove)).resolves.toMatchObject({ ok: false });
    expect(cartChanges.at(-1)).toEqual({ count: 0, currencyCode: 'SGD' });
  });

  it('empties a member cart in the service', async () => {
    document.cookie = 'stay-member-token=token-1; path=/';
    const store = createStore();
    const cart = shown(store);
    await store.set(addToCart, newItem());
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:STU']));
    await expect(store.set(emptyBookedCart)).resolves.toEqual({ ok: true });
    await vi.waitFor(() => expect(idsIn(cart())).toEqual([]));
    expect(service.memberCarts.get('Bearer token-1 SGD desktop')).toEqual([]);
  });
});

describe('member cart', () => {
  const logIn = () => {
    document.cookie = 'stay-member-token=token-1; path=/';
    announceSessionChange();
  };

  it('asks a guest to log in for a member-only rate, then adds it to the member cart', async () => {
    const cart = shown(pageStore);
    const memberRate = newItem({ roomRate: { ...newItem().roomRate, requiresLogin: true, roomTypeCode: 'MEM' } });
    await expect(pageStore.set(addToCart, memberRate)).resolves.toEqual({ ok: false, reason: 'login-required' });
    const request = pageStore.get(loginRequestAtom);
    expect(request?.reason).toBe('member-rate');
    logIn();
    request?.resume?.();
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:MEM']));
    expect(service.requests.find((call) => call.method === 'POST' && call.path === '/api/shopping-cart/save')?.idempotencyKey).toMatch(
      /\w{8}-/,
    );
  });

  it('merges the guest cart into the member cart at login: nothing lost or doubled', async () => {
    const store = createStore();
    const cart = shown(store);
    service.memberCarts.set('Bearer token-1 SGD desktop', [
      sampleCartItem({ shoppingCartItemId: 'saved-1', roomRate: { ...sampleCartItem().roomRate, roomTypeCode: 'OLD' } }),
    ]);
    await store.set(addToCart, newItem());
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:STU']));
    logIn();
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:OLD', '2:STU']));
    expect(localStorage.getItem('stay:guest-cart')).toBeNull();
    logIn();
    await vi.waitFor(() => expect(service.memberCarts.get('Bearer token-1 SGD desktop')).toHaveLength(2));
  });

  it('saves once on a double click, with one idempotency key', async () => {
    document.cookie = 'stay-member-token=token-1; path=/';
    const store = createStore();
    const cart = shown(store);
    await vi.waitFor(() => expect(idsIn(cart())).toEqual([]));
    await Promise.all([store.set(addToCart, newItem()), store.set(addToCart, newItem())]);
    await vi.waitFor(() => expect(idsIn(cart())).toEqual(['1:STU']));
    const saves = service.requests.filter((call) => call.path === '/api/shopping-cart/save');
    expect(saves).toHaveLength(1);
    expect(service.memberCarts.get('Bearer token-1 SGD desktop')).toHaveLength(1);
  });

  it('converges in two tabs of a member: the other re-reads after a save', async () => {
    document.cookie = 'stay-member-token=token-1; path=/';
    const [first, second] = [createStore(), createStore()];
    const cartInSecond = shown(second);
    shown(first);
    await vi.waitFor(() => expect(idsIn(cartInSecond())).toEqual([]));
    await first.set(addToCart, newItem());
    await vi.waitFor(() => expect(idsIn(cartInSecond())).toEqual(['1:STU']));
  });
});
