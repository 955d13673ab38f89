import type { Language } from '../domain/languages';
import { count, flag, isRecord, listOf, text, type Json } from '../domain/json-guards';
import { TIER_NAMES, type TierName } from '../domain/loyalty/member-profile';
import { estimatePromoCode, type PointMatchingEntry } from '../domain/loyalty/points-estimate';
import { CONFIGURATION_LIFETIME_MS } from './cache-lifetimes';
import type { ApiClient, ApiResult } from './types';

/**
 * The reads behind a rate's points estimate (rates contract calls 8-10): the estimated rewarding
 * points (loyalty spec §3, §7), the point matching configuration (content spec §3, §7) and the
 * booking configuration's point rules (content spec §3). Parsed at the boundary, leniently where
 * the spec says "without data all values are zero or empty" (loyalty §3).
 */

/** Loyalty §9 cache hint "estimated point 3600 s". */
export const ESTIMATED_POINTS_LIFETIME_MS = 3_600_000;

/** The estimate request (loyalty §3): query parameters of `get-estimated-rewarding-points`. */
export interface EstimateRequest {
  propertyId: string;
  /** 1 to 6 (loyalty §3 tiers). */
  tierCode: number;
  /** Comma-separated; '' for corporate and staff codes. */
  listPromoCode: string;
  /** Comma-separated rate plan codes, sorted and unique (equal requests share one answer). */
  listRateCode: string;
  checkInDate: string;
  checkOutDate: string;
  countryCode?: string;
}

export interface EstimateCriteria {
  hotelCode: string;
  startDate: string;
  endDate: string;
  discountCode: string;
  discountCodeType: number;
}

/** The request for a member's estimate of these rate plans; corporate and staff codes send no promotion code (loyalty §4). */
export function estimateRequest(
  criteria: EstimateCriteria,
  member: { tier: TierName; countryOfResidence: string },
  ratePlanCodes: readonly string[],
): EstimateRequest {
  return {
    propertyId: criteria.hotelCode,
    tierCode: TIER_NAMES.indexOf(member.tier) + 1,
    listPromoCode: estimatePromoCode(criteria.discountCode, criteria.discountCodeType),
    listRateCode: [...new Set(ratePlanCodes)].sort().join(','),
    checkInDate: criteria.startDate,
    checkOutDate: criteria.endDate,
    ...(member.countryOfResidence ? { countryCode: member.countryOfResidence } : {}),
  };
}

export interface RateCodeEstimate {
  code: string;
  /** Undefined when the answer gives none: the spec's default multipliers then apply. */
  multiplier: number | undefined;
  points: number | undefined;
}

export interface EstimatedRewardingPoints {
  checkInDate: string;
  checkOutDate: string;
  tierRate: number;
  corpMultiplier: number | undefined;
  rateCodes: RateCodeEstimate[];
}

/**
 * A multiplier from zero; absent (or not a number) is undefined, so the spec's defaults apply. A
 * zero is kept: loyalty §4 "corporate and staff multipliers decide eligibility", so a multiplier of
 * 0 earns nothing and the rate shows no estimate.
 */
const multiplierOf = (record: Json, field: string): number | undefined => {
  const value = count(record, field);
  return value !== undefined && value >= 0 ? value : undefined;
};

function parseRateCodeEstimate(raw: unknown): RateCodeEstimate | undefined {
  if (!isRecord(raw)) return undefined;
  const code = text(raw, 'code');
  if (!code) return undefined;
  return { code, multiplier: multiplierOf(raw, 'multiplier'), points: count(raw, 'points') };
}

/** Loyalty §3: "without data all values are zero or empty"; only an answer that is not an object fails. */
export function parseEstimatedRewardingPoints(raw: unknown): EstimatedRewardingPoints | undefined {
  if (!isRecord(raw)) return undefined;
  return {
    checkInDate: text(raw, 'checkInDate') ?? '',
    checkOutDate: text(raw, 'checkOutDate') ?? '',
    tierRate: Math.max(0, count(raw, 'tierRate') ?? 0),
    corpMultiplier: multiplierOf(raw, 'corpMultiplier'),
    rateCodes: listOf(raw.rateCodes, parseRateCodeEstimate) ?? [],
  };
}

/**
 * `GET /api/loyalty/get-estimated-rewarding-points` (Bearer: the client adds the member's token).
 * Kept 1 h (loyalty §9): the query names everything the answer depends on (property, tier, codes,
 * dates, country), and the answer holds no personal data.
 */
export function fetchEstimatedRewardingPoints(client: ApiClient, request: EstimateRequest): Promise<ApiResult<EstimatedRewardingPoints>> {
  return client.get('/api/loyalty/get-estimated-rewarding-points', {
    query: { ...request },
    parse: parseEstimatedRewardingPoints,
    cacheFor: ESTIMATED_POINTS_LIFETIME_MS,
  });
}

/** Promo code types arrive as numbers or numeric strings. */
function codeTypeOf(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) && parsed >= 0 ? parsed : undefined;
}

function parseMatchingRate(raw: unknown): PointMatchingEntry['rates'][number] | undefined {
  if (!isRecord(raw)) return undefined;
  const template = text(raw, 'template');
  const promoCodeType = codeTypeOf(raw.promoCodeType);
  return template && promoCodeType !== undefined ? { template, promoCodeType } : undefined;
}

/** An entry without its rates is dropped; flags default to false (an entry that does not say it is enabled is not). */
export function parsePointMatchingEntry(raw: unknown): PointMatchingEntry | undefined {
  if (!isRecord(raw)) return undefined;
  const rates = listOf(raw.rates, parseMatchingRate);
  if (!rates) return undefined;
  return {
    label: text(raw, 'label') ?? '',
    rates,
    type: text(raw, 'type') ?? '',
    codeType: codeTypeOf(raw.codeType) ?? 0,
    info: text(raw, 'info') ?? '',
    isEnable: flag(raw, 'isEnable') ?? false,
    isRedeem: flag(raw, 'isRedeem') ?? false,
  };
}

/** `GET /api/configurations/point-matching?lang`, kept 24 h (loyalty §9 "point-matching and configurations 86400 s"). */
export function fetchPointMatching(client: ApiClient, language: Language): Promise<ApiResult<PointMatchingEntry[]>> {
  return client.get('/api/configurations/point-matching', {
    query: { lang: language },
    parse: (raw) => listOf(raw, parsePointMatchingEntry),
    cacheFor: CONFIGURATION_LIFETIME_MS,
  });
}

export { fetchPointRules, parsePointRules, type PointRules } from './point-rules-service';
