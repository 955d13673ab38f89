import type { CartItem } from '../shared/domain/booking/cart-item';
import { totalsOf } from '../shared/domain/booking/cart-totals';

/**
 * A stand-in for the cart calls of the issue 15 contract (5, 6 and 7) and the booking configuration,
 * for store and widget tests that need to fail, hold or count cart calls one by one (the e2e
 * checks the cart against the sandbox itself): guest carts are priced as stored, member carts are kept per token, currency and device type, saves upsert by item id and
 * a repeated Idempotency-Key answers its first result. Installed over `globalThis.fetch`; other
 * requests go to the real fetch.
 */
export interface FakeCartService {
  memberCarts: Map<string, CartItem[]>;
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** Makes the next calls fail with a 500 until set back. */
  failing: boolean;
  /** Delays every cart answer by this many ms (to see what shows while loading). */
  delayMs: number;
  restore: () => void;
}

const json = (content: unknown, status = 200): Response =>
  new Response(JSON.stringify(status === 200 ? { status, content } : { status, errorCode: String(status), message: 'fake failure' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export function installFakeCartService(lifetimeHours = 12): FakeCartService {
  const realFetch = globalThis.fetch;
  const answered = new Map<string, unknown>();
  const service: FakeCartService = {
    memberCarts: new Map(),
    requests: [],
    failing: false,
    delayMs: 0,
    restore: () => (globalThis.fetch = realFetch),
  };
  const cartOf = (currencyCode: string, shoppingCartDeviceType: string, items: CartItem[]) => ({
    currencyCode,
    shoppingCartDeviceType,
    items,
    totals: totalsOf(items, currencyCode),
  });

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const idempotencyKey = headers.get('Idempotency-Key');
    const token = headers.get('Authorization');
    if (url.pathname.endsWith('masterdata/booking/config.json')) {
      // The sandbox's configuration where one answers (component tests), with the test's guest cart lifetime.
      const configured = await realFetch(input, init)
        .then((response) => response.json() as Promise<{ content?: Record<string, unknown> }>)
        .catch(() => ({ content: {} }));
      return json({ ...configured.content, guestCartLifeTime: lifetimeHours });
    }
    if (url.pathname === '/api/currency/convert-currencies') {
      // Every currency is worth twice its amount in the display currency: easy to check.
      const prices = JSON.parse(String(init?.body)) as { currency: string; price: number }[];
      const displayCurrency = url.searchParams.get('displayCurrency') ?? '';
      return json(prices.map(({ currency, price }) => ({ currency, price, displayCurrency, convertedPrice: price * 2 })));
    }
    const known = [
      '/api/getShoppingCartWhenNonLogin',
      '/api/shopping-cart/save',
      '/api/shopping-cart/delete',
      '/api/shopping-cart/get-shopping-cart',
    ];
    if (!known.includes(url.pathname)) return realFetch(input, init);
    service.requests.push({ method, path: url.pathname + url.search, idempotencyKey });
    if (service.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, service.delayMs));
    if (service.failing) return json(null, 500);
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as { currencyCode: string; shoppingCartDeviceType: string; items: CartItem[] })
        : undefined;
    if (url.pathname === '/api/getShoppingCartWhenNonLogin' && body)
      return json(cartOf(body.currencyCode, body.shoppingCartDeviceType, body.items));
    if (!token) return new Response(JSON.stringify({ status: 401, errorCode: '555', message: 'login' }), { status: 401 });
    const currencyCode = body?.currencyCode ?? url.searchParams.get('currencyCode') ?? '';
    const device = body?.shoppingCartDeviceType ?? url.searchParams.get('shoppingCartDeviceType') ?? '';
    const key = `${token} ${currencyCode} ${device}`;
    const items = service.memberCarts.get(key) ?? [];
    if (url.pathname === '/api/shopping-cart/save' && body) {
      const repeat = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      if (repeat) return json(repeat);
      const saved = [...items];
      for (const item of body.items) {
        const at = saved.findIndex((entry) => entry.shoppingCartItemId === item.shoppingCartItemId);
        if (at >= 0) saved[at] = item;
        else saved.push(item);
      }
      service.memberCarts.set(key, saved);
      const cart = cartOf(currencyCode, device, saved);
      if (idempotencyKey) answered.set(idempotencyKey, cart);
      return json(cart);
    }
    if (url.pathname === '/api/shopping-cart/delete') {
      const itemId = url.searchParams.get('shoppingCartItemId');
      const kept = itemId ? items.filter((item) => item.shoppingCartItemId !== itemId) : [];
      service.memberCarts.set(key, kept);
      return json(cartOf(currencyCode, device, kept));
    }
    return json(cartOf(currencyCode, device, items));
  };
  return service;
}
