// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sampleCartItem } from '../../testing/cart-fixtures';
import { createApiClient } from './client';
import { convertCurrencies, deleteMemberCartItem, fetchMemberCart, priceGuestCart, saveMemberCart } from './cart-service';

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

function serviceAnswering(content: unknown) {
  const sent: Sent[] = [];
  const client = createApiClient({
    apiOrigin: 'https://api.test',
    contentBase: 'https://api.test/apis/stay',
    subscriptionKey: 'key',
    language: 'en',
    getAuthToken: () => 'token-1',
    fetchImpl: async (input, init) => {
      sent.push({
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(JSON.stringify({ status: 200, content }), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, sent };
}

const cart = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop' as const, items: [sampleCartItem()] };

// Issue 15 contract calls 5, 6 and 7.
describe('cart service', () => {
  it('prices the guest cart (call 5) and reads the answer back as cart items', async () => {
    const { client, sent } = serviceAnswering({ ...cart, totals: { total: 327 } });
    const answer = await priceGuestCart(client, cart);
    expect(answer.ok && answer.data.items[0]?.shoppingCartItemId).toBe('item-1');
    expect(sent[0]).toMatchObject({ method: 'POST', body: cart });
    expect(sent[0]?.url.pathname).toBe('/api/getShoppingCartWhenNonLogin');
  });

  it('saves the member cart with the idempotency key of the intent (call 6)', async () => {
    const { client, sent } = serviceAnswering(cart);
    await saveMemberCart(client, cart, 'intent-key-1');
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('intent-key-1');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('reads and deletes by currency and device type (call 6)', async () => {
    const { client, sent } = serviceAnswering(cart);
    await fetchMemberCart(client, { currencyCode: 'SGD', shoppingCartDeviceType: 'mobile' });
    await deleteMemberCartItem(client, { currencyCode: 'SGD', shoppingCartDeviceType: 'mobile', shoppingCartItemId: 'item-1' });
    expect(sent.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toEqual([
      'GET /api/shopping-cart/get-shopping-cart?currencyCode=SGD&shoppingCartDeviceType=mobile',
      'DELETE /api/shopping-cart/delete?currencyCode=SGD&shoppingCartDeviceType=mobile&shoppingCartItemId=item-1',
    ]);
  });

  it('fails a cart answer without a currency or with an unknown device type', async () => {
    const { client } = serviceAnswering({ ...cart, shoppingCartDeviceType: 'tv' });
    const answer = await fetchMemberCart(client, { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop' });
    expect(answer.ok || answer.error.kind).toBe('invalid-response');
  });

  it('converts amounts into the display currency (call 7)', async () => {
    const { client, sent } = serviceAnswering([{ currency: 'SGD', price: 135, displayCurrency: 'USD', convertedPrice: 100 }, { bad: 1 }]);
    const answer = await convertCurrencies(client, 'USD', [{ currency: 'SGD', price: 135 }]);
    expect(answer.ok && answer.data).toEqual([{ currency: 'SGD', price: 135, displayCurrency: 'USD', convertedPrice: 100 }]);
    expect(sent[0]?.url.search).toBe('?displayCurrency=USD');
  });
});
