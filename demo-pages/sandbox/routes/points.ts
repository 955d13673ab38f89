/**
 * Points calls of the select-apartment page (loyalty spec §3 "Estimated rewarding points", "Point
 * matching entry", §4 "Earning"; content spec §3; issue 15 contract items 8 and 9):
 * - GET /api/loyalty/get-estimated-rewarding-points (Bearer): the tier rate, the corporate
 *   multiplier and each requested rate code's multiplier and fixed points; the client computes
 *   floor(amount) × tierRate × (COBE ? corpMultiplier : multiplier) + points. Unknown rate codes
 *   answer zeros (loyalty spec §3 "without data all values are zero").
 *   Errors: 401 `555` without a valid token; 400 `BAD_REQUEST` without propertyId, listRateCode or
 *   valid dates; 404 `E52` unknown property.
 * - GET /api/configurations/point-matching?lang: which template and promo code type earn points.
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { CORPORATE_MULTIPLIER, POINT_MATCHING_SEEDS, TIER_RATES, findPropertySeed, findRatePlanSeed, pickText } from '../seed/index.ts';
import { stayNights } from './cart-request.ts';
import { signedInMember } from './member-session.ts';

const listOf = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

function estimatedRewardingPoints(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const query = context.url.searchParams;
  const checkInDate = (query.get('checkInDate') ?? '').slice(0, 10);
  const checkOutDate = (query.get('checkOutDate') ?? '').slice(0, 10);
  const rateCodes = listOf(query.get('listRateCode'));
  const propertyId = query.get('propertyId')?.trim().toUpperCase() ?? '';
  if (!propertyId || rateCodes.length === 0 || !stayNights(checkInDate, checkOutDate)) {
    sendError(
      context.res,
      400,
      SANDBOX_ERROR_CODES.badRequest,
      'Send propertyId, listRateCode (codes separated by commas), checkInDate and checkOutDate (YYYY-MM-DD).',
    );
    return;
  }
  if (!findPropertySeed(propertyId)) {
    sendError(context.res, 404, 'E52', `No property ${propertyId}.`);
    return;
  }
  const tierCode = Number(query.get('tierCode') ?? signedIn.member.tierCode);
  sendContent(context.res, {
    checkInDate,
    checkOutDate,
    tierRate: TIER_RATES[tierCode] ?? TIER_RATES[signedIn.member.tierCode] ?? 1,
    corpMultiplier: CORPORATE_MULTIPLIER,
    rateCodes: rateCodes.map((code) => {
      const plan = findRatePlanSeed(code);
      return { code, multiplier: plan?.pointsMultiplier ?? 0, points: plan?.bonusPoint ?? 0 };
    }),
  });
}

function pointMatching(context: RouteContext): void {
  const language = requestLanguage(context);
  sendContent(
    context.res,
    POINT_MATCHING_SEEDS.map((entry) => ({
      label: pickText(entry.label, language),
      rates: entry.rates.map((rate) => ({ ...rate })),
      type: entry.type,
      codeType: entry.codeType,
      info: entry.info,
      isEnable: entry.isEnable,
      isRedeem: entry.isRedeem,
    })),
  );
}

export function registerPointsRoutes(router: Router): void {
  router
    .add('GET', '/api/loyalty/get-estimated-rewarding-points', estimatedRewardingPoints)
    .add('GET', '/api/configurations/point-matching', pointMatching);
}
