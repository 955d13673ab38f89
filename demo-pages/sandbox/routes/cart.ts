/**
 * The cart calls (booking spec §7; issue 15 contract items 5 and 6). The guest cart lives in the
 * browser: `getShoppingCartWhenNonLogin` only re-prices it. Member carts are sandbox state, one
 * per member, currency and device type (booking spec §3 "a cart is keyed by currency code and
 * device type"), kept as sent and re-priced on every answer.
 *
 * Sandbox decisions (also in the README):
 * - save upserts by `shoppingCartItemId` (the client's id is kept; an item without one gets a UUID).
 * - save with an `Idempotency-Key` header already used by this member answers the first result
 *   again without saving (DESIGN §8 "writes that cannot double"); only successful saves are kept.
 * - delete of an item that is not in the cart answers the cart as it is (a repeated delete is harmless).
 * - a cart takes at most `maxRooms` apartments (booking spec §9): a save that would leave more is
 *   refused whole (400 `BAD_REQUEST`), nothing saved; guest counts are bounded per item (`cart-request.ts`).
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { memberCartKey } from '../state.ts';
import { priceCart } from '../pricing/cart-price.ts';
import type { PricedCart } from '../pricing/cart-price.ts';
import { apartmentsProblem, currencyOf, deviceTypeOf, readCartItems, readCartRequest, DEVICE_TYPES } from './cart-request.ts';
import type { CartProblem, DeviceType } from './cart-request.ts';
import { signedInMember } from './member-session.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

function sendProblem(context: RouteContext, problem: CartProblem): void {
  sendError(context.res, problem.status, problem.errorCode, problem.message);
}

/** POST /api/getShoppingCartWhenNonLogin: the guest's cart re-priced. */
function guestCart(context: RouteContext): void {
  const cart = readCartRequest(context.body);
  if ('errorCode' in cart) {
    sendProblem(context, cart);
    return;
  }
  sendContent(context.res, priceCart(cart));
}

/** The member's stored cart, re-priced (the items were checked when saved). */
function memberCartAnswer(context: RouteContext, memberId: string, currencyCode: string, deviceType: DeviceType): PricedCart {
  const stored = context.runtime.state.memberCarts.get(memberCartKey(memberId, currencyCode, deviceType));
  const items = readCartItems(stored?.items ?? []);
  return priceCart({ currencyCode, shoppingCartDeviceType: deviceType, items: 'errorCode' in items ? [] : items });
}

/** POST /api/shopping-cart/save (Bearer, Idempotency-Key): upserts the items, answers the whole cart. */
function saveMemberCart(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const { state } = context.runtime;
  const headerKey = context.req.headers[IDEMPOTENCY_KEY_HEADER];
  const idempotencyKey = typeof headerKey === 'string' && headerKey.trim() ? `${signedIn.member.memberId}|${headerKey.trim()}` : undefined;
  const firstAnswer = idempotencyKey === undefined ? undefined : state.idempotentAnswers.get(idempotencyKey);
  if (firstAnswer !== undefined) {
    context.note(`Idempotency-Key ${headerKey as string} repeated: the first result, nothing saved again.`);
    sendContent(context.res, firstAnswer);
    return;
  }
  const cart = readCartRequest(context.body);
  if ('errorCode' in cart) {
    sendProblem(context, cart);
    return;
  }
  const key = memberCartKey(signedIn.member.memberId, cart.currencyCode, cart.shoppingCartDeviceType);
  const stored = state.memberCarts.get(key) ?? {
    currencyCode: cart.currencyCode,
    shoppingCartDeviceType: cart.shoppingCartDeviceType,
    items: [],
  };
  const items = [...stored.items];
  for (const item of cart.items) {
    const record = { ...item.raw, shoppingCartItemId: item.shoppingCartItemId };
    const index = items.findIndex((existing) => existing.shoppingCartItemId === item.shoppingCartItemId);
    if (index >= 0) items[index] = record;
    else items.push(record);
  }
  // The saved cart as a whole stays within the apartments one cart takes (booking spec §9), not only each save.
  const apartments = apartmentsProblem(items.length, 'the saved cart with these items');
  if (apartments) return sendProblem(context, apartments);
  state.memberCarts.set(key, { ...stored, items });
  const answer = memberCartAnswer(context, signedIn.member.memberId, cart.currencyCode, cart.shoppingCartDeviceType);
  if (idempotencyKey !== undefined) state.idempotentAnswers.set(idempotencyKey, answer);
  sendContent(context.res, answer);
}

/** currencyCode and shoppingCartDeviceType of the query, or undefined after a 400. */
function cartKeyOfQuery(context: RouteContext): { currencyCode: string; deviceType: DeviceType } | undefined {
  const currencyCode = currencyOf(context.url.searchParams.get('currencyCode'));
  const deviceType = deviceTypeOf(context.url.searchParams.get('shoppingCartDeviceType'));
  if (!currencyCode || !deviceType) {
    sendError(
      context.res,
      400,
      SANDBOX_ERROR_CODES.badRequest,
      `Send currencyCode (a known currency) and shoppingCartDeviceType (${DEVICE_TYPES.join(', ')}) in the query.`,
    );
    return undefined;
  }
  return { currencyCode, deviceType };
}

/** DELETE /api/shopping-cart/delete?shoppingCartItemId&shoppingCartDeviceType&currencyCode (no item id: empties that cart). */
function deleteFromMemberCart(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const cartKey = cartKeyOfQuery(context);
  if (!cartKey) return;
  const { memberId } = signedIn.member;
  const stored = context.runtime.state.memberCarts.get(memberCartKey(memberId, cartKey.currencyCode, cartKey.deviceType));
  const itemId = context.url.searchParams.get('shoppingCartItemId')?.trim();
  if (stored) stored.items = itemId ? stored.items.filter((item) => item.shoppingCartItemId !== itemId) : [];
  sendContent(context.res, memberCartAnswer(context, memberId, cartKey.currencyCode, cartKey.deviceType));
}

/** GET /api/shopping-cart/get-shopping-cart?currencyCode&shoppingCartDeviceType */
function getMemberCart(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const cartKey = cartKeyOfQuery(context);
  if (!cartKey) return;
  sendContent(context.res, memberCartAnswer(context, signedIn.member.memberId, cartKey.currencyCode, cartKey.deviceType));
}

export function registerCartRoutes(router: Router): void {
  router
    .add('POST', '/api/getShoppingCartWhenNonLogin', guestCart)
    .add('POST', '/api/shopping-cart/save', saveMemberCart)
    .add('DELETE', '/api/shopping-cart/delete', deleteFromMemberCart)
    .add('GET', '/api/shopping-cart/get-shopping-cart', getMemberCart);
}
