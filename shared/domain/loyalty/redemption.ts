import { exchangeRateKey, roundForCurrency, type ExchangeRates } from '../currency';
import { redemptionType, type RedemptionType } from '../booking/redemption-type';

/**
 * The base currency of the point rate (loyalty §9 "0.0025 per point"): SGD, as `POINTS_BASE_CURRENCY`
 * of points-estimate.ts (not imported: that module belongs to the rates page's chunk, and sharing
 * it would split it off and cost that page; redemption-earn.test.ts checks they agree).
 */
export const POINT_RATE_CURRENCY = 'SGD';

/**
 * Points and cash at checkout (issue 17 item 1): the value of points in the booking's currency,
 * how many points each room can take, how a chosen number of points splits over the rooms, the
 * cash that remains (the points the cash part earns: redemption-earn.ts). Pure; the checkout and the sandbox's
 * hold use the same functions so their totals agree to the cent.
 */

/** Loyalty spec §9, booking spec §9: "Point to currency default 0.0025" (per point, in SGD). */
export const DEFAULT_POINT_RATE = 0.0025;

/**
 * The value of one point in `currency`: the SGD base rate converted through the USD-keyed
 * exchange rates (booking §9). Not rounded: only the final amount is (round once). Undefined when
 * a rate is missing (no redemption rather than a wrong price).
 */
export function pointRateIn(currency: string, rates: ExchangeRates, baseRate = DEFAULT_POINT_RATE): number | undefined {
  const per = (code: string) => (code.toUpperCase() === 'USD' ? 1 : rates[exchangeRateKey(code)]);
  const to = per(currency);
  const from = per(POINT_RATE_CURRENCY);
  if (!(baseRate > 0) || !to || !from || !Number.isFinite(to) || !Number.isFinite(from)) return undefined;
  return (baseRate * to) / from;
}

/** Points' value in the currency, rounded once to its decimals (0 for CLP JPY KRW VND IDR, booking §9). */
export function pointsToCash(points: number, pointRate: number, currency: string): number {
  return roundForCurrency(Math.max(0, points) * pointRate, currency);
}

/**
 * The points that pay `amount` in full: rounded up, so the points always cover it (a point is
 * not divisible; the spec is silent). The small epsilon keeps 100 / 0.0025 at 40000, not 40001.
 */
export function cashToPoints(amount: number, pointRate: number): number {
  if (!(amount > 0) || !(pointRate > 0)) return 0;
  return Math.ceil(amount / pointRate - 1e-9);
}

/** One cart apartment as redemption reads it, amounts in the booking's currency. */
export interface RedemptionRoom {
  shoppingCartItemId: string;
  hotelCode: string;
  roomTypeCode: string;
  ratePlanCode: string;
  /** The stay before tax. */
  charge: number;
  tax: number;
  /** The apartment's add-ons, tax included. */
  addonTotal: number;
  addonCount: number;
  /** `pointsEligibility(...).redeems` for the rate (NB/NP, leasing, suppressed, zero-earning: loyalty §4). */
  redeems: boolean;
}

/** The most points each part of a room can take (loyalty §3 maxChargePoint, maxTaxPoint, maxAddOnPoint). */
export interface RoomPointCaps {
  maxChargePoint: number;
  maxTaxPoint: number;
  maxAddOnPoint: number;
}

export function roomPointCaps(room: RedemptionRoom, pointRate: number): RoomPointCaps {
  if (!room.redeems) return { maxChargePoint: 0, maxTaxPoint: 0, maxAddOnPoint: 0 };
  return {
    maxChargePoint: cashToPoints(room.charge, pointRate),
    maxTaxPoint: cashToPoints(room.tax, pointRate),
    maxAddOnPoint: cashToPoints(room.addonTotal, pointRate),
  };
}

const capOf = (caps: RoomPointCaps) => caps.maxChargePoint + caps.maxTaxPoint + caps.maxAddOnPoint;

/** The most points the booking can take: every eligible room in full. */
export function maxRedeemablePoints(rooms: readonly RedemptionRoom[], pointRate: number): number {
  return rooms.reduce((sum, room) => sum + capOf(roomPointCaps(room, pointRate)), 0);
}

export interface RoomRedemption extends RoomPointCaps {
  shoppingCartItemId: string;
  pointRedeemed: number;
  /** The room (stay, tax and add-ons) paid entirely with points (booking §3 isFullRedeem). */
  isFullRedeem: boolean;
}

export interface RedemptionSplit {
  /** The points actually spent: the choice, clamped to [0, the most the booking takes]. */
  points: number;
  rooms: RoomRedemption[];
  /** The booking's total before points. */
  total: number;
  /** What the points pay, rounded once; never more than the total. */
  pointsValue: number;
  /** What is left to pay by card. */
  cash: number;
  /** Booking §4 "Redemption type of a reservation". */
  redemptionType: RedemptionType;
}

/**
 * Splits the chosen points over the rooms in cart order, each up to its cap. Decision (the spec
 * is silent on the order): first room first, so a partial redemption fully pays whole rooms
 * before touching the next, which keeps `isFullRedeem` meaningful.
 */
export function splitRedemption(
  rooms: readonly RedemptionRoom[],
  chosenPoints: number,
  pointRate: number,
  currency: string,
): RedemptionSplit {
  const total = roundForCurrency(
    rooms.reduce((sum, room) => sum + room.charge + room.tax + room.addonTotal, 0),
    currency,
  );
  const max = maxRedeemablePoints(rooms, pointRate);
  const points = Math.min(Math.max(0, Math.floor(Number.isFinite(chosenPoints) ? chosenPoints : 0)), max);
  let left = points;
  const split = rooms.map((room) => {
    const caps = roomPointCaps(room, pointRate);
    const pointRedeemed = Math.min(left, capOf(caps));
    left -= pointRedeemed;
    return {
      shoppingCartItemId: room.shoppingCartItemId,
      ...caps,
      pointRedeemed,
      isFullRedeem: pointRedeemed > 0 && pointRedeemed === capOf(caps),
    };
  });
  const pointsValue = Math.min(pointsToCash(points, pointRate, currency), total);
  const roomCharge = rooms.reduce((sum, room) => sum + room.charge + room.tax, 0);
  return {
    points,
    rooms: split,
    total,
    pointsValue,
    cash: roundForCurrency(total - pointsValue, currency),
    redemptionType: redemptionType({
      pointsValue,
      roomCharge,
      addonCount: rooms.reduce((sum, room) => sum + room.addonCount, 0),
    }),
  };
}
