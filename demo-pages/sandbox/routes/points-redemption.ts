/**
 * Points and cash at checkout in the sandbox (issue 17 item 1; loyalty spec §3 "Redemption
 * requests", §4 "Points eligibility", "Earning", §7, §9; booking spec §3 "Hold level", §5, §9).
 * Every movement goes through the points ledger (`points-ledger.ts`):
 * - the hold reserves the points (`reservePoints`, expiry = the hold's, reference = the hold id);
 *   an extension extends them, commit redeems them, cancel-reserved-reservation releases them, and
 *   an expired hold's points are available again by themselves (the ledger reads the expiry);
 * - `reverse-point` gives a cancelled reservation's redeemed points back (`reverseRedemption`).
 *
 * The arithmetic is the widgets' (shared/domain/loyalty/redemption.ts), written again here on
 * purpose (the sandbox imports nothing of the widgets): the point rate is the configuration's
 * 0.0025 SGD converted unrounded; each room takes at most ceil(stay / rate) + ceil(tax / rate) +
 * ceil(add-ons / rate) points, rooms in order; the points' value is rounded once at the currency's
 * decimals and never exceeds the total; cash = total - value. So the hold's `redemption.cash`
 * equals what the checkout shows, to the cent.
 *
 * Error codes (README "One rule per points-redemption error code"): 401 `555` points without a
 * signed-in member (and every member call without a token); 400 `E107` points not a whole positive
 * number or more than the eligible rooms take; 409 `POINTS_INSUFFICIENT` more than the member's
 * available points (the spec shows no code for it: the sandbox's own); 404 `E91` unknown
 * reservation; 409 `E118` a reservation whose points were given back already.
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import {
  availablePoints,
  extendReservation,
  redeemReservation,
  releaseReservation,
  reservePoints,
  reverseRedemption,
  type PointsReservation,
} from '../points-ledger.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import {
  bookingConfiguration,
  convertExact,
  findCurrencySeed,
  findPropertySeed,
  findRatePlanSeed,
  roundForCurrency,
  TIER_RATES,
} from '../seed/index.ts';
import type { RatePlanSeed } from '../seed/index.ts';
import type { SandboxState } from '../state.ts';
import { signedInMember } from './member-session.ts';

/** Loyalty spec §9 cache hints. */
export const CONVERT_POINT_MAX_AGE = 604_800;
export const ESTIMATED_POINT_MAX_AGE = 3_600;
const POINT_BASE_CURRENCY = 'SGD';

/** The configuration's point rate (SGD) in `currencyCode`, unrounded (the amount rounds once). */
export function pointRateIn(currencyCode: string): number {
  return convertExact(bookingConfiguration().pointRate, POINT_BASE_CURRENCY, currencyCode);
}

/**
 * Whether points can pay a rate at this property (loyalty §4, booking §5): not NB or NP, not in
 * `ratePlanSuppressesPointRedemptions` (`property,plan[,plan…]` groups), not a leasing rate, and
 * earning something (a multiplier or fixed points).
 */
export function redeemablePlan(plan: RatePlanSeed, hotelCode: string): boolean {
  const config = bookingConfiguration();
  if (config.noRedemptionIdentifiers.includes(plan.identifierType)) return false;
  if (plan.isLeasingRate || (plan.pointsMultiplier <= 0 && plan.bonusPoint <= 0)) return false;
  return !config.ratePlanSuppressesPointRedemptions.split(';').some((group) => {
    const [property = '', ...plans] = group.split(',').map((code) => code.trim().toUpperCase());
    return property === hotelCode.toUpperCase() && plans.includes(plan.ratePlanCode.toUpperCase());
  });
}

const pointsFor = (amount: number, rate: number) => (amount > 0 ? Math.ceil(amount / rate - 1e-9) : 0);

export interface PricedRoom {
  readonly hotelCode: string;
  readonly plan: RatePlanSeed;
  readonly price: number;
  readonly tax: number;
  readonly addons: readonly { priceWithoutTax: number; tax: number }[];
}

/** The most points a room takes: its stay, tax and add-ons, each in whole points (loyalty §3 maxChargePoint, maxTaxPoint, maxAddOnPoint). */
export function roomPointCap(room: PricedRoom, rate: number): number {
  if (!redeemablePlan(room.plan, room.hotelCode)) return 0;
  const addons = room.addons.reduce((sum, addon) => sum + addon.priceWithoutTax + addon.tax, 0);
  return pointsFor(room.price, rate) + pointsFor(room.tax, rate) + pointsFor(addons, rate);
}

export interface HoldRedemption {
  readonly pointsReservedId: string;
  readonly points: number;
  readonly pointRate: number;
  readonly pointsValue: number;
  readonly cash: number;
  readonly currencyCode: string;
}

/** What the points pay and the cash left, rounded once (booking §9). */
export function redemptionAmounts(points: number, rate: number, total: number, currencyCode: string) {
  const pointsValue = Math.min(roundForCurrency(points * rate, currencyCode), total);
  return { pointsValue, cash: roundForCurrency(total - pointsValue, currencyCode) };
}

const reservationOfHold = (state: SandboxState, holdId: string): PointsReservation | undefined =>
  [...state.points.reservations.values()].find((reservation) => reservation.reference === holdId);

/** The points part of a hold's answer, when points were reserved with it. */
export function holdRedemptionOf(state: SandboxState, holdId: string, total: number, currencyCode: string): HoldRedemption | undefined {
  const reservation = reservationOfHold(state, holdId);
  if (!reservation) return undefined;
  const rate = pointRateIn(currencyCode);
  return {
    pointsReservedId: reservation.reservationId,
    points: reservation.points,
    pointRate: rate,
    ...redemptionAmounts(reservation.points, rate, total, currencyCode),
    currencyCode,
  };
}

export type RedemptionRefusal = { status: 400 | 401 | 409; errorCode: string; message: string };

/**
 * The hold's `pointRedeemed` (booking §3 "Hold level", issue 17 contract), validated and reserved
 * for the hold. Undefined when the hold spends no points; a refusal sends nothing (the hold
 * releases its units first, then answers it).
 */
export function reserveHoldPoints(
  context: RouteContext,
  hold: { holdId: string; memberId: string | undefined; expiresAt: number; currencyCode: string; rooms: readonly PricedRoom[] },
): RedemptionRefusal | undefined {
  const sent = (context.body as { pointRedeemed?: unknown } | undefined)?.pointRedeemed;
  if (sent === undefined || sent === 0) return undefined;
  if (typeof sent !== 'number' || !Number.isInteger(sent) || sent < 0) {
    return { status: 400, errorCode: 'E107', message: 'pointRedeemed is a whole number of points.' };
  }
  const member = hold.memberId && context.runtime.state.members.find((record) => record.memberId === hold.memberId);
  if (!member) return { status: 401, errorCode: '555', message: 'Log in to pay with points.' };
  const rate = pointRateIn(hold.currencyCode);
  const cap = hold.rooms.reduce((sum, room) => sum + roomPointCap(room, rate), 0);
  if (sent > cap) return { status: 400, errorCode: 'E107', message: `These rates take at most ${cap} points.` };
  const now = context.runtime.now().getTime();
  const result = reservePoints(context.runtime.state.points, member.points, {
    memberId: member.memberId,
    points: sent,
    reference: hold.holdId,
    now,
    expiresAt: hold.expiresAt,
  });
  if (!result.ok) {
    const available = availablePoints(context.runtime.state.points, member.memberId, member.points, now);
    return { status: 409, errorCode: 'POINTS_INSUFFICIENT', message: `Only ${available} points are available.` };
  }
  context.note(`points ${result.reservation.reservationId}: ${sent} reserved for hold ${hold.holdId}`);
  return undefined;
}

/** A hold extended: its points stay reserved as long. */
export function extendHoldPoints(state: SandboxState, holdId: string, expiresAt: number): void {
  const reservation = reservationOfHold(state, holdId);
  if (reservation) extendReservation(state.points, reservation.reservationId, expiresAt);
}

/** The hold committed: its reserved points are spent. */
export function redeemHoldPoints(state: SandboxState, holdId: string, now: number): void {
  const reservation = reservationOfHold(state, holdId);
  if (reservation) redeemReservation(state.points, reservation.reservationId, now);
}

/** The hold cancelled or released: its points are available again at once. */
export function releaseHoldPoints(state: SandboxState, holdId: string): void {
  const reservation = reservationOfHold(state, holdId);
  if (reservation) releaseReservation(state.points, reservation.reservationId);
}

/** GET /api/loyalty/get-convert-point?currencyCode → { currencyCode, pointRate, basePointRate, baseCurrency } (7-day cache hint). */
function convertPoint(context: RouteContext): void {
  const currencyCode = (context.url.searchParams.get('currencyCode') ?? POINT_BASE_CURRENCY).trim().toUpperCase();
  if (!findCurrencySeed(currencyCode)) {
    return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'currencyCode is a known currency code.');
  }
  context.res.setHeader('Cache-Control', `max-age=${CONVERT_POINT_MAX_AGE}`);
  sendContent(context.res, {
    currencyCode,
    pointRate: pointRateIn(currencyCode),
    basePointRate: bookingConfiguration().pointRate,
    baseCurrency: POINT_BASE_CURRENCY,
  });
}

/** POST /api/log/point-redeem (member) { holdId, pointRedeemed, request } → { logged: true }: the request log keeps it as the call's note. */
function logPointRedeem(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const body = (context.body ?? {}) as { holdId?: unknown; pointRedeemed?: unknown; kind?: unknown };
  if (typeof body.pointRedeemed !== 'number' || !Number.isInteger(body.pointRedeemed) || body.pointRedeemed < 0) {
    return sendError(context.res, 400, 'E107', 'Send { holdId, pointRedeemed, kind, request }.');
  }
  const holdId = typeof body.holdId === 'string' ? body.holdId : '';
  const kind = body.kind === 'full' ? 'full' : 'partial';
  context.note(`point-redeem ${signedIn.member.memberId}: ${body.pointRedeemed} points (${kind}) for hold ${holdId || '-'}`);
  sendContent(context.res, { logged: true });
}

/**
 * GET /api/loyalty/reverse-point?confirmNo (member): the reservation is cancelled (the sandbox
 * stands in for the cancellation the backend made first) and its redeemed points given back once.
 */
function reversePoint(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const confirmNo = (context.url.searchParams.get('confirmNo') ?? '').trim();
  const { state } = context.runtime;
  const record = state.checkout.reservations.get(confirmNo);
  const held = record && state.checkout.holds.get(record.holdId);
  if (!record || !held || held.memberId !== signedIn.member.memberId)
    return sendError(context.res, 404, 'E91', 'No such reservation of yours.');
  const result = reverseRedemption(state.points, signedIn.member.memberId, record.holdId, context.runtime.now().getTime());
  if (!result.ok) return sendError(context.res, 409, 'E118', 'This reservation has no points left to give back.');
  for (const number of held.confirmNos) {
    const reservation = state.checkout.reservations.get(number);
    if (reservation) reservation.status = 'Cancelled';
  }
  context.note(`reverse-point ${confirmNo}: ${result.movement.points} points back`);
  sendContent(context.res, { confirmNo, reversedPoints: result.movement.points });
}

/**
 * GET /api/loyalty/get-estimated-point?hotelCode&ratePlanCode&amount&currencyCode (member) →
 * { points, tierRate, multiplier, fixedPoints }: what an amount paid in cash earns (loyalty §4 "Earning":
 * floor(amount in SGD) x tier rate x multiplier + fixed points). 1-hour cache hint (§9).
 */
function estimatedPoint(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const query = context.url.searchParams;
  const hotelCode = (query.get('hotelCode') ?? '').trim().toUpperCase();
  const plan = findRatePlanSeed((query.get('ratePlanCode') ?? '').trim().toUpperCase());
  const amount = Number(query.get('amount'));
  const currencyCode = (query.get('currencyCode') ?? '').trim().toUpperCase();
  if (!plan || !Number.isFinite(amount) || amount < 0 || !findCurrencySeed(currencyCode)) {
    return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send hotelCode, ratePlanCode, amount and currencyCode.');
  }
  if (!findPropertySeed(hotelCode)) return sendError(context.res, 404, 'E52', `No property ${hotelCode}.`);
  const tierRate = TIER_RATES[signedIn.member.tierCode] ?? 1;
  const base = Math.floor(convertExact(amount, currencyCode, POINT_BASE_CURRENCY));
  const points = amount > 0 ? Math.floor(base * tierRate * plan.pointsMultiplier) + plan.bonusPoint : 0;
  context.res.setHeader('Cache-Control', `max-age=${ESTIMATED_POINT_MAX_AGE}`);
  sendContent(context.res, { points, tierRate, multiplier: plan.pointsMultiplier, fixedPoints: plan.bonusPoint });
}

export function registerPointsRedemptionRoutes(router: Router): void {
  router
    .add('GET', '/api/loyalty/get-convert-point', convertPoint)
    .add('POST', '/api/log/point-redeem', logPointRedeem)
    .add('GET', '/api/loyalty/reverse-point', reversePoint)
    .add('GET', '/api/loyalty/get-estimated-point', estimatedPoint);
}
