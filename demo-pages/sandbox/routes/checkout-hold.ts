/**
 * Pre-booking validate, hold (and its extension) and cancel-reserved-reservation (booking spec §4
 * "Booking flow", §7; issue 16 contract items 1, 5 and 8). A hold takes ledger units for every
 * night of every room, all or nothing (`inventory-ledger.ts`), for `holdMinutes` of sandbox clock.
 *
 * Sandbox decisions (also in the README):
 * - the order of checks: rate provider down (E143), body (E107), property and rate (E52), add-ons
 *   (E82), member rate without a valid Bearer (E106), the visitor's total (E51), inventory
 *   (SABRE_322, or SABRE_378 when the property has no unit of any type left on the short night);
 * - an `Idempotency-Key` already answered repeats the first successful hold, taking nothing more,
 *   while that hold is open; once it expired, was released or committed, the key holds anew;
 * - the hold decides what is paid now and what is due at the property (issue 28: its `payment`,
 *   the payment plan of `shared/domain/booking/payment-plan.ts` over the held rooms, the property
 *   card lists of `checkout-content.ts`, the points reserved and the voucher applied with it);
 *   create-token-url charges exactly that and commit records it.
 */
import { randomBytes } from 'node:crypto';
import { paymentPlanOf } from '../../../shared/domain/booking/payment-plan.ts';
import { sendContent, sendError } from '../envelope.ts';
import { availableUnits, holdUnits, releaseHold } from '../inventory-ledger.ts';
import type { InventoryLedger } from '../inventory-ledger.ts';
import { priceCart } from '../pricing/cart-price.ts';
import type { PricedCart } from '../pricing/cart-price.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { findApartmentTypeSeed, isOpgPlan, requiresLoginPlan, roundForCurrency } from '../seed/index.ts';
import type { PropertySeed } from '../seed/index.ts';
import { readHoldBody } from '../checkout/hold-body.ts';
import { heldAddonLinesOf, heldOccupancyOf } from '../checkout/held-room-lines.ts';
import type { HoldBody, HoldRoomRequest } from '../checkout/hold-body.ts';
import {
  answeredDowntime,
  answeredFirstResult,
  holdMinutesOf,
  bodyText,
  idempotencyKeyOf,
  isActive,
  keepFirstResult,
  optionalMemberId,
  sendCheckoutError,
} from '../checkout/checkout-common.ts';
import { DEFAULT_HOLD_EXTENSIONS } from '../checkout/checkout-state.ts';
import type { CheckoutHold, HeldRoom, HoldPayment } from '../checkout/checkout-state.ts';
import type { CartTotals } from '../pricing/cart-price.ts';
import { readCartRequest } from './cart-request.ts';
import { holdVoucherOf, reserveHoldVoucher, totalsLessVoucher } from '../loyalty/vouchers-hold.ts';
import type { CartProblem } from './cart-request.ts';
import { extendHoldPoints, holdRedemptionOf, releaseHoldPoints, reserveHoldPoints } from './points-redemption.ts';
import type { SandboxState } from '../state.ts';
import { cancelCommittedReservation } from './reservation-manage.ts';
import { OPTIONAL_CARD_HOTELS, SUPPRESS_CARD_HOTELS } from './checkout-content.ts';

const MINUTE = 60_000;

function sendCartProblem(context: RouteContext, problem: CartProblem): void {
  sendCheckoutError(context, problem.errorCode, problem.message);
}

/** The amounts the client sent for an item (price, tax and add-on lines), to tell whether the price changed. */
function sentTotalOf(items: Record<string, unknown>[]): number {
  const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return items.reduce((sum, item) => {
    const addons = Array.isArray(item.addons) ? (item.addons as Record<string, unknown>[]) : [];
    return (
      sum +
      amount(item.price) +
      amount(item.tax) +
      addons.reduce((lines, addon) => lines + amount(addon.priceWithoutTax) + amount(addon.tax), 0)
    );
  }, 0);
}

/**
 * POST /api/pre-booking-validate { currencyCode, shoppingCartDeviceType, items } → the cart
 * re-priced with `priceChanged`, `previousTotal` (what the items said) and the items whose nights
 * the ledger can no longer give (rooms of one type on one night counted together).
 */
function preBookingValidate(context: RouteContext): void {
  const cart = readCartRequest(context.body);
  if ('errorCode' in cart) return sendCartProblem(context, cart);
  const priced = priceCart(cart);
  const previousTotal = roundForCurrency(sentTotalOf(cart.items.map((item) => item.raw)), cart.currencyCode);
  const { inventory } = context.runtime.state;
  const now = context.runtime.now().getTime();
  const wanted = new Map<string, number>();
  const unavailableItemIds = cart.items
    .filter((item) =>
      item.nights.some((date) => {
        const key = `${item.property.propertyCode}|${item.roomTypeCode}|${date}`;
        const count = (wanted.get(key) ?? 0) + 1;
        wanted.set(key, count);
        return availableUnits(inventory, now, item.property.propertyCode, item.roomTypeCode, date) < count;
      }),
    )
    .map((item) => item.shoppingCartItemId);
  sendContent(context.res, {
    items: priced.items,
    totals: priced.totals,
    priceChanged: previousTotal !== priced.totals.total,
    previousTotal,
    unavailableItemIds,
  });
}

/**
 * The total the visitor saw when it differs from the sandbox's (E51), else undefined: the sent
 * `expectedTotal`, or the priced total with the rooms' stays as the visitor saw them (`convertPrice`).
 */
function previousTotalOf(body: HoldBody, priced: PricedCart): number | undefined {
  const { currencyCode } = body;
  const { total } = priced.totals;
  if (body.expectedTotal !== undefined) {
    const expected = roundForCurrency(body.expectedTotal, currencyCode);
    return expected === total ? undefined : expected;
  }
  if (body.expectedStays === undefined) return undefined;
  const stays = priced.items.reduce((sum, item) => sum + (item.price as number) + (item.tax as number), 0);
  const seen = roundForCurrency(body.expectedStays, currencyCode);
  return seen === roundForCurrency(stays, currencyCode) ? undefined : roundForCurrency(total - stays + body.expectedStays, currencyCode);
}

/** Whether every apartment type of the property is sold out on the night (SABRE_378 "out of room"). */
function propertySoldOut(ledger: InventoryLedger, now: number, property: PropertySeed, date: string): boolean {
  return property.apartments.every(
    (apartment) => availableUnits(ledger, now, property.propertyCode, apartment.apartmentTypeCode, date) === 0,
  );
}

export function heldRoomOf(room: HoldRoomRequest, priced: Record<string, unknown>, ledgerHoldId: string, currencyCode: string): HeldRoom {
  const { item } = room;
  const price = priced.price as number;
  const tax = priced.tax as number;
  const addons = priced.addons as { priceWithoutTax: number; tax: number }[];
  const totalBeforeTax = roundForCurrency(price + addons.reduce((sum, addon) => sum + addon.priceWithoutTax, 0), currencyCode);
  const totalTax = roundForCurrency(tax + addons.reduce((sum, addon) => sum + addon.tax, 0), currencyCode);
  return {
    shoppingCartItemId: item.shoppingCartItemId,
    apartmentNumber: priced.apartmentNumber as number,
    tempConfirmNo: `TMP${randomBytes(4).toString('hex').toUpperCase()}`,
    ledgerHoldId,
    hotelCode: item.property.propertyCode,
    propertyName: item.property.names.en,
    startDate: item.nights[0] ?? '',
    endDate: bodyText(item.raw, 'endDate').slice(0, 10),
    roomTypeCode: item.roomTypeCode,
    roomTypeName: findApartmentTypeSeed(item.roomTypeCode)?.apartmentTypeName ?? item.roomTypeCode,
    ratePlanCode: item.plan.ratePlanCode,
    ratePlanName: item.plan.ratePlanName,
    isOpg: isOpgPlan(item.plan),
    guest: room.guest,
    occupancy: heldOccupancyOf(item.raw.apartmentGuest),
    addons: heldAddonLinesOf(priced.addons as Record<string, unknown>[], priced.apartmentNumber as number),
    totals: { totalBeforeTax, totalTax, total: roundForCurrency(totalBeforeTax + totalTax, currencyCode), currencyCode },
  };
}

/**
 * The hold's payment plan (issue 28; booking spec §3 "Payment types", §9): each room's rate (isOpg)
 * and property (the seeded suppress-card and optional-card lists, `checkout-content.ts`), less the
 * points reserved with the hold (their cash value, as `redemption.pointsValue` says) and the
 * voucher's amount; so `payNow + dueAtProperty` is the hold's cash (`redemption.cash`, else
 * `totals.total`) to the cent.
 */
export function holdPaymentOf(
  state: SandboxState,
  hold: { holdId: string; rooms: readonly HeldRoom[]; totals: CartTotals; currencyCode: string; voucherAmount: number },
): HoldPayment {
  const { currencyCode } = hold;
  const redemption = holdRedemptionOf(state, hold.holdId, hold.totals.total, currencyCode);
  const plan = paymentPlanOf({
    lines: hold.rooms.map((room) => ({
      id: room.shoppingCartItemId,
      total: room.totals.total,
      isOpg: room.isOpg,
      hotelCode: room.hotelCode,
    })),
    currencyCode,
    suppressCardHotels: SUPPRESS_CARD_HOTELS,
    optionalCardHotels: OPTIONAL_CARD_HOTELS,
    pointsValue: redemption?.pointsValue ?? 0,
    voucherAmount: hold.voucherAmount,
  });
  return {
    payNow: plan.payNow,
    dueAtProperty: plan.dueAtProperty,
    currencyCode,
    guaranteeOnly: plan.guaranteeOnly,
    cardRequired: plan.cardRequired,
    lines: plan.lines.map(({ id, mode, payNow, dueAtProperty }) => ({ shoppingCartItemId: id, mode, payNow, dueAtProperty })),
  };
}

export function holdAnswer(hold: CheckoutHold, state?: SandboxState) {
  // Issue 17 item 1: the points paid with the hold and the cash left (routes/points-redemption.ts).
  const redemption = state && holdRedemptionOf(state, hold.holdId, hold.totals.total, hold.currencyCode);
  return {
    holdId: hold.holdId,
    expiresAt: new Date(hold.expiresAt).toISOString(),
    extensionsLeft: hold.extensionsLeft,
    totals: hold.totals,
    rooms: hold.rooms.map((room) => ({ shoppingCartItemId: room.shoppingCartItemId, tempConfirmNo: room.tempConfirmNo })),
    ...(redemption ? { redemption } : {}),
    payment: hold.payment,
  };
}

/** Sets the expiry of the hold and of its rooms' ledger holds (the ledger reads its own). */
function setExpiry(ledger: InventoryLedger, hold: CheckoutHold, expiresAt: number): void {
  hold.expiresAt = expiresAt;
  for (const room of hold.rooms) {
    const entry = ledger.holds.get(room.ledgerHoldId);
    if (entry) ledger.holds.set(room.ledgerHoldId, { ...entry, expiresAt });
  }
}

/** POST /api/v2/checkout/hold { extendHoldId }: one more `holdMinutes` from the current expiry; a repeated Idempotency-Key extends once. */
function extendHold(context: RouteContext, holdId: string): void {
  const key = idempotencyKeyOf(context, 'extend', optionalMemberId(context));
  if (answeredFirstResult(context, key)) return;
  const { state } = context.runtime;
  const hold = state.checkout.holds.get(holdId);
  const now = context.runtime.now().getTime();
  if (!hold || !isActive(hold, now)) return sendCheckoutError(context, 'CPRV_1502', 'The hold has expired or is no longer open.');
  if (hold.extensionsLeft <= 0) return sendCheckoutError(context, 'CPRV_1502', 'The hold cannot be extended any more.');
  hold.extensionsLeft -= 1;
  setExpiry(state.inventory, hold, hold.expiresAt + holdMinutesOf(context) * MINUTE);
  extendHoldPoints(state, hold.holdId, hold.expiresAt);
  const answer = holdAnswer(hold, state);
  keepFirstResult(context, key, answer);
  sendContent(context.res, answer);
}

/**
 * A key whose hold expired, was released or committed holds again: the visitor's intent to hold
 * this cart is answered by an open hold, never by one that can no longer be paid.
 */
function forgetClosedHold(context: RouteContext, key: string | undefined): void {
  const { state } = context.runtime;
  const first = key === undefined ? undefined : (state.idempotentAnswers.get(key) as { body: { content: { holdId: string } } } | undefined);
  const held = first && state.checkout.holds.get(first.body.content.holdId);
  if (key !== undefined && held && !isActive(held, context.runtime.now().getTime())) state.idempotentAnswers.delete(key);
}

/** POST /api/v2/checkout/hold (Idempotency-Key; Bearer when signed in) body = Hold level. */
function hold(context: RouteContext): void {
  const extendHoldId = bodyText(context.body, 'extendHoldId');
  if (extendHoldId) return extendHold(context, extendHoldId);
  if (answeredDowntime(context, 'rate')) return;
  const memberId = optionalMemberId(context);
  const key = idempotencyKeyOf(context, 'hold', memberId);
  forgetClosedHold(context, key);
  if (answeredFirstResult(context, key)) return;
  const body = readHoldBody(context.body);
  if ('errorCode' in body) return sendCheckoutError(context, body.errorCode, body.message);
  const memberRate = body.rooms.find((room) => requiresLoginPlan(room.item.plan));
  if (memberRate && memberId === undefined) {
    return sendCheckoutError(context, 'E106', `${memberRate.item.plan.ratePlanCode} is a member rate: log in to book it.`);
  }
  const priced = priceCart({
    currencyCode: body.currencyCode,
    shoppingCartDeviceType: 'desktop',
    items: body.rooms.map((room) => room.item),
  });
  const previousTotal = previousTotalOf(body, priced);
  if (previousTotal !== undefined) {
    return sendCheckoutError(context, 'E51', 'The price changed since the rates were chosen.', {
      previousTotal,
      total: priced.totals.total,
    });
  }
  const { state } = context.runtime;
  const now = context.runtime.now().getTime();
  // Issue 17 vouchers: checked before any inventory is taken (loyalty/vouchers-hold.ts).
  const firstItem = body.rooms[0]?.item;
  const stay = {
    total: priced.totals.total,
    hotelCode: firstItem?.property.propertyCode ?? '',
    nights: firstItem?.nights.length ?? 0,
    currencyCode: body.currencyCode,
  };
  const voucher = holdVoucherOf(state, context.body, memberId, stay, now);
  if (voucher && 'errorCode' in voucher) return sendError(context.res, voucher.status, voucher.errorCode, voucher.message, voucher.details);
  const minutes = holdMinutesOf(context);
  const ledgerHoldIds: string[] = [];
  for (const room of body.rooms) {
    const { item } = room;
    const result = holdUnits(state.inventory, now, {
      hotelCode: item.property.propertyCode,
      roomTypeCode: item.roomTypeCode,
      nights: item.nights,
      units: 1,
      minutes,
    });
    if (!result.ok) {
      for (const taken of ledgerHoldIds) releaseHold(state.inventory, taken);
      const soldOut = propertySoldOut(state.inventory, now, item.property, result.date);
      return sendCheckoutError(
        context,
        soldOut ? 'SABRE_378' : 'SABRE_322',
        soldOut
          ? `${item.property.propertyCode} has no apartment left on ${result.date}.`
          : `No ${item.roomTypeCode} left on ${result.date}.`,
      );
    }
    ledgerHoldIds.push(result.hold.holdId);
  }
  const rooms = body.rooms.map((room, index) => heldRoomOf(room, priced.items[index] ?? {}, ledgerHoldIds[index] ?? '', body.currencyCode));
  const holdId = `H${randomBytes(9).toString('base64url')}`;
  const expiresAt = now + minutes * MINUTE;
  // Issue 17 item 1: points paid with the hold are reserved until it expires, or it is refused whole.
  const refusal = reserveHoldPoints(context, {
    holdId,
    memberId,
    expiresAt,
    currencyCode: body.currencyCode,
    rooms: body.rooms.map((room, index) => ({
      hotelCode: room.item.property.propertyCode,
      plan: room.item.plan,
      ...(priced.items[index] as { price: number; tax: number; addons: { priceWithoutTax: number; tax: number }[] }),
    })),
  });
  if (refusal) {
    for (const taken of ledgerHoldIds) releaseHold(state.inventory, taken);
    return sendError(context.res, refusal.status, refusal.errorCode, refusal.message);
  }
  const totals = voucher ? totalsLessVoucher(priced.totals, voucher.amount) : priced.totals;
  const held: CheckoutHold = {
    holdId,
    memberId,
    hotelCode: rooms[0]?.hotelCode ?? '',
    currencyCode: body.currencyCode,
    rooms,
    totals,
    // After the points are reserved: the plan takes their value off (issue 28).
    payment: holdPaymentOf(state, { holdId, rooms, totals, currencyCode: body.currencyCode, voucherAmount: voucher?.amount ?? 0 }),
    expiresAt,
    extensionsLeft: DEFAULT_HOLD_EXTENSIONS,
    status: 'held',
    confirmNos: [],
  };
  state.checkout.holds.set(held.holdId, held);
  const answer = { ...holdAnswer(held, state), ...(voucher ? reserveHoldVoucher(voucher, held.holdId, now) : {}) };
  keepFirstResult(context, key, answer);
  context.note(`hold ${held.holdId}: ${rooms.length} room(s) until ${answer.expiresAt}`);
  sendContent(context.res, answer);
}

/** Gives a checkout hold's units back (also used by commit when the hold expired). */
export function releaseCheckoutHold(ledger: InventoryLedger, held: CheckoutHold): void {
  for (const room of held.rooms) releaseHold(ledger, room.ledgerHoldId);
  held.status = 'released';
}

/**
 * POST /api/cancel-reserved-reservation { holdId } → { released: true }: the units go back. A hold
 * released or expired already answers the same (a repeated cancel is harmless); a committed hold
 * is a reservation now: 409 E108; an unknown hold 404 E91.
 */
function cancelReservedReservation(context: RouteContext): void {
  // Issue 18: `{ confirmNo, email }` cancels a committed reservation (routes/reservation-manage.ts).
  if (bodyText(context.body, 'confirmNo')) return cancelCommittedReservation(context);
  const holdId = bodyText(context.body, 'holdId');
  const { state } = context.runtime;
  const held = state.checkout.holds.get(holdId);
  if (!held) return sendCheckoutError(context, 'E91', 'No such hold.');
  if (held.status === 'committed') return sendCheckoutError(context, 'E108', 'The hold was committed: it is a reservation now.');
  releaseCheckoutHold(state.inventory, held);
  releaseHoldPoints(state, held.holdId);
  sendContent(context.res, { released: true });
}

export function registerCheckoutHoldRoutes(router: Router): void {
  router
    .add('POST', '/api/pre-booking-validate', preBookingValidate)
    .add('POST', '/api/v2/checkout/hold', hold)
    .add('POST', '/api/cancel-reserved-reservation', cancelReservedReservation);
}
