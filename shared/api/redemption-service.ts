import { count, isRecord, text } from '../domain/json-guards';
import { DEFAULT_POINT_RATE } from '../domain/loyalty/redemption';
import type { ApiClient, ApiResult } from './types';

/**
 * The calls of points and cash at checkout (issue 17 item 1; loyalty spec §7, §9). Apart from
 * `points-service.ts` on purpose: the checkout chunk must not pull the rates page's points code
 * (issue 17 contract "Budgets").
 */

const positive = (raw: Record<string, unknown>, field: string): number | undefined => {
  const value = raw[field];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
};

/** `get-convert-point`: the value of one point in the currency (loyalty §9 default 0.0025). */
export function parseConvertPoint(raw: unknown): number | undefined {
  return isRecord(raw) ? positive(raw, 'pointRate') : undefined;
}

/** GET /api/loyalty/get-convert-point?currencyCode (7-day cache hint, loyalty §9). */
export function getConvertPoint(client: ApiClient, currencyCode: string): Promise<ApiResult<number>> {
  return client.get('/api/loyalty/get-convert-point', { query: { currencyCode }, parse: parseConvertPoint });
}

/** The rate to use when the call fails: the spec's default, exact for SGD (loyalty §9). */
export const FALLBACK_POINT_RATE = DEFAULT_POINT_RATE;

export interface PointRedeemLog {
  holdId: string;
  pointRedeemed: number;
  kind: 'full' | 'partial';
  /** The redemption request as built (loyalty §3). */
  request: unknown;
}

/** POST /api/log/point-redeem (member): the redemption that went with a hold. */
export function logPointRedeem(client: ApiClient, entry: PointRedeemLog): Promise<ApiResult<boolean>> {
  return client.post('/api/log/point-redeem', entry, { parse: (raw) => (isRecord(raw) && raw.logged === true ? true : undefined) });
}

export interface ReversedPoints {
  confirmNo: string;
  reversedPoints: number;
}

export function parseReversedPoints(raw: unknown): ReversedPoints | undefined {
  if (!isRecord(raw)) return undefined;
  const confirmNo = text(raw, 'confirmNo');
  const reversedPoints = count(raw, 'reversedPoints');
  return confirmNo && reversedPoints !== undefined ? { confirmNo, reversedPoints } : undefined;
}

/** GET /api/loyalty/reverse-point?confirmNo (member): a cancelled booking's points back. Errors E91, E118, 555. */
export function reversePoint(client: ApiClient, confirmNo: string): Promise<ApiResult<ReversedPoints>> {
  return client.get('/api/loyalty/reverse-point', { query: { confirmNo }, parse: parseReversedPoints, fresh: true });
}

export interface EstimatedPointQuery {
  hotelCode: string;
  ratePlanCode: string;
  /** The cash part, in `currencyCode`. */
  amount: number;
  currencyCode: string;
}

export interface EstimatedPoint {
  points: number;
  tierRate: number;
  multiplier: number;
  fixedPoints: number;
}

export function parseEstimatedPoint(raw: unknown): EstimatedPoint | undefined {
  if (!isRecord(raw)) return undefined;
  const points = count(raw, 'points');
  const tierRate = positive(raw, 'tierRate');
  const multiplier = typeof raw.multiplier === 'number' && raw.multiplier >= 0 ? raw.multiplier : undefined;
  const fixedPoints = count(raw, 'fixedPoints') ?? 0;
  return points !== undefined && tierRate !== undefined && multiplier !== undefined
    ? { points, tierRate, multiplier, fixedPoints }
    : undefined;
}

/**
 * GET /api/loyalty/get-estimated-point (member, 1-hour cache hint, loyalty §9): what an amount paid
 * in cash earns, with the tier rate and multiplier, so the checkout recomputes it live for the cash
 * part (`earnOnCashPart`).
 */
export function getEstimatedPoint(client: ApiClient, query: EstimatedPointQuery): Promise<ApiResult<EstimatedPoint>> {
  return client.get('/api/loyalty/get-estimated-point', { query: { ...query }, parse: parseEstimatedPoint });
}
