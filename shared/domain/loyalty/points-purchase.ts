/**
 * Points purchase (loyalty spec §3 "Points purchase", §4 "hold, then commit", §7
 * points-purchase-order): the purchase and point purchase types, the order's fields, its total
 * and who may receive a gift of points.
 */
import { roundForCurrency } from '../currency';

/** Spec §3: purchase types. */
export const PURCHASE_TYPES = ['points', 'tier', 'regular'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** Spec §3: point purchase types; `gifting` credits another member. */
export const POINT_PURCHASE_TYPES = ['purchase', 'upgrade', 'maintain', 'gifting'] as const;
export type PointPurchaseType = (typeof POINT_PURCHASE_TYPES)[number];

export const isPurchaseType = (value: unknown): value is PurchaseType => (PURCHASE_TYPES as readonly unknown[]).includes(value);
export const isPointPurchaseType = (value: unknown): value is PointPurchaseType =>
  (POINT_PURCHASE_TYPES as readonly unknown[]).includes(value);

/** One package of `point-packages ?purchaseCode` (the spec shows no shape; the sandbox README documents this one). */
export interface PointPackage {
  readonly packageId: string;
  readonly points: number;
  readonly pricePerPoint: number;
  readonly currency: string;
  readonly purchaseType: PurchaseType;
}

/** Spec §3 "Points purchase": the order's fields, in the spec's names. */
export interface PointsPurchaseOrder {
  readonly purchaseCode: string;
  readonly langCode: string;
  readonly countryCode: string;
  readonly timezone: string;
  readonly pointsType: PointPurchaseType;
  readonly purchasePoints: number;
  readonly pricePerPoint: number;
  readonly totalPrices: number;
  readonly purchaseCurrency: string;
  readonly loyaltyTier: string;
  readonly transactionId: string;
  readonly orderId: string;
  /** Gifting only: the member who receives the points (the spec names gifting, not the field). */
  readonly recipientMemberId?: string;
}

/**
 * Total = points × price per point, rounded once at the currency's precision (spec §9: 2 decimals;
 * 0 for the long currencies CLP, JPY, KRW, VND, IDR), never per point.
 */
export function purchaseTotal(points: number, pricePerPoint: number, currency: string): number {
  return roundForCurrency(points * pricePerPoint, currency);
}

/** A member id as the programme issues it: two letters and seven digits (e.g. SM1000003). */
const MEMBER_ID = /^[A-Z]{2}\d{7}$/;

export type RecipientCheck = { ok: true; memberId: string } | { ok: false; reason: 'required' | 'format' | 'self' };

/** Gifting needs a valid member id that is not the buyer's own (a gift to oneself is a plain purchase). */
export function checkRecipient(value: string, buyerMemberId: string): RecipientCheck {
  const memberId = value.trim().toUpperCase();
  if (!memberId) return { ok: false, reason: 'required' };
  if (!MEMBER_ID.test(memberId)) return { ok: false, reason: 'format' };
  if (memberId === buyerMemberId.trim().toUpperCase()) return { ok: false, reason: 'self' };
  return { ok: true, memberId };
}

export interface OrderInput {
  readonly purchaseCode: string;
  readonly langCode: string;
  readonly countryCode: string;
  readonly timezone: string;
  readonly pointsType: PointPurchaseType;
  readonly pack: PointPackage;
  readonly loyaltyTier: string;
  readonly buyerMemberId: string;
  readonly recipient?: string;
}

export type OrderBuild = { ok: true; order: PointsPurchaseOrder } | { ok: false; problem: 'package' | 'type' | RecipientCheckFailure };
type RecipientCheckFailure = Extract<RecipientCheck, { ok: false }>['reason'];

/**
 * The points-purchase-order request (spec §7). transactionId and orderId are empty: the server
 * gives them (the order answers orderId; the transaction URL call answers transactionId).
 */
export function buildPurchaseOrder(input: OrderInput): OrderBuild {
  const { pack } = input;
  if (!Number.isInteger(pack.points) || pack.points <= 0 || !(pack.pricePerPoint > 0)) return { ok: false, problem: 'package' };
  if (!pointPurchaseTypesFor(pack.purchaseType).includes(input.pointsType)) return { ok: false, problem: 'type' };
  let recipientMemberId: string | undefined;
  if (input.pointsType === 'gifting') {
    const check = checkRecipient(input.recipient ?? '', input.buyerMemberId);
    if (!check.ok) return { ok: false, problem: check.reason };
    recipientMemberId = check.memberId;
  }
  const purchaseCurrency = pack.currency.toUpperCase();
  return {
    ok: true,
    order: {
      purchaseCode: input.purchaseCode,
      langCode: input.langCode,
      countryCode: input.countryCode,
      timezone: input.timezone,
      pointsType: input.pointsType,
      purchasePoints: pack.points,
      pricePerPoint: pack.pricePerPoint,
      totalPrices: purchaseTotal(pack.points, pack.pricePerPoint, purchaseCurrency),
      purchaseCurrency,
      loyaltyTier: input.loyaltyTier,
      transactionId: '',
      orderId: '',
      ...(recipientMemberId ? { recipientMemberId } : {}),
    },
  };
}

/**
 * Which point purchase types a package's purchase type offers. The spec names both lists (§3) but
 * not how they pair; our decision (widget README): points and regular packages are bought for
 * oneself or gifted, tier packages upgrade the tier or maintain it.
 */
export function pointPurchaseTypesFor(purchaseType: PurchaseType): readonly PointPurchaseType[] {
  return purchaseType === 'tier' ? ['upgrade', 'maintain'] : ['purchase', 'gifting'];
}
