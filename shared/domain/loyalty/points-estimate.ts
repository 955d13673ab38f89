import { convertForDisplay, type ExchangeRates } from '../currency';

/**
 * The points a member earns on a rate, and whether the rate earns or redeems points at all
 * (loyalty spec §3 "Estimated rewarding points", §4 "Points eligibility" and "Earning";
 * booking spec §5 "point eligibility", §9). Pure: the rate selector hands in the rate, the
 * estimate service's answer and the configuration.
 */

/** Loyalty spec §9, booking spec §9: "Corporate multiplier 5, normal 1". */
export const CORPORATE_MULTIPLIER = 5;
export const NORMAL_MULTIPLIER = 1;

/**
 * The base currency of earning (loyalty §4: "the room night total converted to a base
 * currency"). The spec names no code; decision: SGD, the programme's home currency, the one its
 * point value is quoted in (0.0025 per point, loyalty §9) and the default display currency.
 */
export const POINTS_BASE_CURRENCY = 'SGD';

/**
 * The amount points are earned on: one apartment's room-night total for the stay (the sum of its
 * nightly prices before tax, booking §3 `rateBreakDown`) in the base currency, converted as it
 * would be shown in SGD (rounded to cents, shared/domain/currency.ts) and floored by
 * `estimatePoints`. Undefined when the exchange rates lack a currency: no estimate rather than
 * a wrong one.
 */
export function earningAmount(nightlyPrices: readonly number[], currency: string, rates: ExchangeRates): number | undefined {
  const total = nightlyPrices.reduce((sum, price) => sum + price, 0);
  return convertForDisplay(total, currency, POINTS_BASE_CURRENCY, rates);
}

/** Discount code types whose code is not a promotion (booking §4): corporate 3, staff 6. */
const CODE_TYPES_WITHOUT_PROMOTION: readonly number[] = [3, 6];

export interface PointsEstimateInput {
  /** The room-night total of one apartment for the stay, before tax, in the base currency. */
  amount: number;
  tierRate: number;
  /** The rate code's multiplier from the estimate; undefined when the answer has none. */
  multiplier: number | undefined;
  corpMultiplier: number | undefined;
  /** The rate's fixed points (`bonusPoint`). */
  fixedPoints: number;
  bookingSourceCode: string;
}

/**
 * floor(amount) x tierRate x multiplier + fixed points (loyalty §4 "Earning"); COBE rates use the
 * corporate multiplier. Missing multipliers take the §9 defaults. Points are whole: the product
 * is floored too (a tier rate like 1.5 would otherwise give half points; the spec is silent).
 */
export function estimatePoints({
  amount,
  tierRate,
  multiplier,
  corpMultiplier,
  fixedPoints,
  bookingSourceCode,
}: PointsEstimateInput): number {
  const corporate = bookingSourceCode.toUpperCase() === 'COBE';
  const applied = corporate ? (corpMultiplier ?? CORPORATE_MULTIPLIER) : (multiplier ?? NORMAL_MULTIPLIER);
  return Math.floor(Math.floor(Math.max(amount, 0)) * tierRate * applied) + fixedPoints;
}

/** The promotion code the estimate request sends: none for corporate and staff codes (loyalty §4, booking §5). */
export function estimatePromoCode(discountCode: string, discountCodeType: number): string {
  return CODE_TYPES_WITHOUT_PROMOTION.includes(discountCodeType) ? '' : discountCode.trim();
}

/** A point matching entry (content spec §3, loyalty §3): which templates and promo code types earn. */
export interface PointMatchingEntry {
  label: string;
  rates: { template: string; promoCodeType: number }[];
  type: string;
  codeType: number;
  info: string;
  isEnable: boolean;
  isRedeem: boolean;
}

/** What eligibility reads of a room rate (booking spec §3 "Room rate"). */
export interface PointsRate {
  hotelCode: string;
  ratePlanCode: string;
  templates: readonly string[];
  /** The rate's promo code type (0, 3, 6). */
  codeType: number;
  /** '' | 'NE' | 'NP' | 'NB' */
  identifierType: string;
  isLeasingRate: boolean;
}

export interface PointsConfiguration {
  /** Booking configuration: no-earn identifiers (NE, and NP for both). */
  identifiersNoEarn: readonly string[];
  /** Booking configuration: no-redemption identifiers (NB, and NP for both). */
  identifiersNoRedemption: readonly string[];
  /** `ratePlanSuppressesPointRedemptions` as configured: groups split by `;`, then `,`. */
  suppressRedemption: string;
  matching: readonly PointMatchingEntry[];
}

export type IneligibleReason = 'leasing' | 'suppressed' | 'no-matching-entry' | 'zero-points';

export interface PointsEligibility {
  earns: boolean;
  redeems: boolean;
  /** Why the rate neither earns nor redeems; absent when only an identifier takes one of them away. */
  reason?: IneligibleReason;
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Whether the suppress-redemption configuration names the rate. The spec only says "groups split
 * by semicolon then comma". Decision: a group is `propertyCode,ratePlanCode[,ratePlanCode…]`:
 * the second separator only means something if a group's items differ in kind, and a rate plan
 * code is only unique within its property. A group without rate plan codes names nothing (it is
 * incomplete; guessing "every rate of the property" would hide points the member earns).
 * Codes compare trimmed and without case.
 */
export function isSuppressedByConfiguration(rate: Pick<PointsRate, 'hotelCode' | 'ratePlanCode'>, configuration: string): boolean {
  return configuration.split(';').some((group) => {
    const [propertyCode = '', ...ratePlanCodes] = group.split(',');
    return sameCode(propertyCode, rate.hotelCode) && ratePlanCodes.some((code) => code.trim() !== '' && sameCode(code, rate.ratePlanCode));
  });
}

/** The enabled entry for one of the rate's templates and its promo code type, if any (loyalty §4). */
export function matchingEntry(
  rate: Pick<PointsRate, 'templates' | 'codeType'>,
  matching: readonly PointMatchingEntry[],
): PointMatchingEntry | undefined {
  return matching.find(
    (entry) =>
      entry.isEnable &&
      entry.rates.some(
        (mapped) => mapped.promoCodeType === rate.codeType && rate.templates.some((template) => sameCode(template, mapped.template)),
      ),
  );
}

function ineligibleReason(rate: PointsRate, points: number | undefined, configuration: PointsConfiguration): IneligibleReason | undefined {
  if (rate.isLeasingRate) return 'leasing';
  if (isSuppressedByConfiguration(rate, configuration.suppressRedemption)) return 'suppressed';
  if (!matchingEntry(rate, configuration.matching)) return 'no-matching-entry';
  if (points !== undefined && points <= 0) return 'zero-points';
  return undefined;
}

/**
 * Loyalty §4, booking §5: an ineligible rate (leasing, suppressed, no enabled matching entry, zero
 * points) neither earns nor redeems; otherwise NE/NP take earning away and NB/NP redemption, and
 * an entry with `isRedeem` false allows no redemption. `points` is the rate's estimate, when known.
 */
export function pointsEligibility(rate: PointsRate, configuration: PointsConfiguration, points?: number): PointsEligibility {
  const reason = ineligibleReason(rate, points, configuration);
  if (reason) return { earns: false, redeems: false, reason };
  const identifier = rate.identifierType.trim();
  const listed = (identifiers: readonly string[]) => identifier !== '' && identifiers.some((code) => sameCode(code, identifier));
  return {
    earns: !listed(configuration.identifiersNoEarn),
    redeems: !listed(configuration.identifiersNoRedemption) && matchingEntry(rate, configuration.matching)?.isRedeem === true,
  };
}

/** A room rate as the estimate reads it: eligibility's fields plus what earning needs (booking §3). */
export interface EstimatedRate extends PointsRate {
  bookingSourceCode: string;
  /** Fixed points of the rate (`bonusPoint`). */
  bonusPoint: number;
  /** One apartment's nightly prices before tax, in `currencyCode`. */
  nightlyPrices: readonly number[];
  currencyCode: string;
}

/** What the estimate service answered (loyalty §3), as `estimatePoints` needs it. */
export interface EstimateAnswer {
  tierRate: number;
  corpMultiplier: number | undefined;
  rateCodes: readonly { code: string; multiplier: number | undefined }[];
}

/**
 * The points shown beside a rate, or undefined when none are shown: the rate earns nothing
 * (ineligible, NE or NP, zero points) or its amount cannot be put in the base currency.
 */
export function ratePointsEstimate(
  rate: EstimatedRate,
  answer: EstimateAnswer,
  configuration: PointsConfiguration,
  exchangeRates: ExchangeRates,
): number | undefined {
  const amount = earningAmount(rate.nightlyPrices, rate.currencyCode, exchangeRates);
  if (amount === undefined) return undefined;
  const points = estimatePoints({
    amount,
    tierRate: answer.tierRate,
    multiplier: answer.rateCodes.find((rateCode) => sameCode(rateCode.code, rate.ratePlanCode))?.multiplier,
    corpMultiplier: answer.corpMultiplier,
    fixedPoints: rate.bonusPoint,
    bookingSourceCode: rate.bookingSourceCode,
  });
  return pointsEligibility(rate, configuration, points).earns ? points : undefined;
}
