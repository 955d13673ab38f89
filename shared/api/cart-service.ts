import { parseCartItem, type CartDeviceType, type CartItem } from '../domain/booking/cart-item';
import { count, isRecord, listOf, text } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/**
 * The cart calls (issue 15 contract, calls 5, 6, 7; booking spec §7): the guest cart priced by
 * the service, the member's saved cart (per currency and device type), and the conversion of a
 * total into the display currency. Every answer is validated here, at the boundary.
 */
export interface CartRequest {
  currencyCode: string;
  shoppingCartDeviceType: CartDeviceType;
  items: CartItem[];
}

export interface CartKey {
  currencyCode: string;
  shoppingCartDeviceType: CartDeviceType;
}

const DEVICE_TYPES: readonly CartDeviceType[] = ['desktop', 'mobile', 'app'];

export function parseCartAnswer(raw: unknown): CartRequest | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.items)) return undefined;
  const currencyCode = text(raw, 'currencyCode');
  const device = DEVICE_TYPES.find((type) => type === raw.shoppingCartDeviceType);
  const items = raw.items.map((item, position) => parseCartItem(item, position));
  if (!currencyCode || !device || !items.every((item): item is CartItem => item !== undefined)) return undefined;
  return { currencyCode, shoppingCartDeviceType: device, items };
}

/** Call 5: the guest cart re-priced by the service (prices, taxes, add-on lines). A read: may be retried. */
export function priceGuestCart(client: ApiClient, cart: CartRequest): Promise<ApiResult<CartRequest>> {
  return client.post('/api/getShoppingCartWhenNonLogin', cart, { parse: parseCartAnswer, idempotent: true });
}

/** Call 6: the member's cart for a currency and device type (the token goes with it). */
export function fetchMemberCart(client: ApiClient, key: CartKey): Promise<ApiResult<CartRequest>> {
  return client.get('/api/shopping-cart/get-shopping-cart', { query: { ...key }, parse: parseCartAnswer });
}

/**
 * Call 6: upserts the items by `shoppingCartItemId`; answers the whole cart. `idempotencyKey` is
 * made once per visitor intent (DESIGN.md §8): the service answers a repeated key with the first result.
 */
export function saveMemberCart(client: ApiClient, cart: CartRequest, idempotencyKey: string): Promise<ApiResult<CartRequest>> {
  return client.post('/api/shopping-cart/save', cart, { parse: parseCartAnswer, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Call 6: removes one item, or empties the cart without `shoppingCartItemId`; answers the cart. */
export function deleteMemberCartItem(
  client: ApiClient,
  key: CartKey & { shoppingCartItemId?: string | undefined },
): Promise<ApiResult<CartRequest>> {
  return client.delete('/api/shopping-cart/delete', { query: { ...key }, parse: parseCartAnswer });
}

export interface ConvertedPrice {
  currency: string;
  price: number;
  displayCurrency: string;
  convertedPrice: number;
}

function parseConverted(raw: unknown): ConvertedPrice | undefined {
  if (!isRecord(raw)) return undefined;
  const currency = text(raw, 'currency');
  const displayCurrency = text(raw, 'displayCurrency');
  const price = count(raw, 'price');
  const convertedPrice = count(raw, 'convertedPrice');
  if (!currency || !displayCurrency || price === undefined || convertedPrice === undefined) return undefined;
  return { currency, price, displayCurrency, convertedPrice };
}

/** Call 7: amounts converted into the display currency. A read: may be retried and shared. */
export function convertCurrencies(
  client: ApiClient,
  displayCurrency: string,
  prices: readonly { currency: string; price: number }[],
): Promise<ApiResult<ConvertedPrice[]>> {
  return client.post('/api/currency/convert-currencies', prices, {
    query: { displayCurrency },
    parse: (raw) => listOf(raw, parseConverted),
    idempotent: true,
  });
}
