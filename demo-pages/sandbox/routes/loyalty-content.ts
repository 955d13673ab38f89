/** Loyalty content reads under /apis/{product}/ (content spec §7): benefits configuration, buy-points block list. */
import { sendContent } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { BENEFIT_TERMS, BUY_POINT_PATH, BUY_POINTS_BLOCKED_COUNTRIES, TIER_BENEFIT_SEEDS, pickText } from '../seed/index.ts';

/** `benefitsconfiguration/{brand}/{lang}.json`: every brand shares the programme's benefits here. */
function benefitsConfiguration(context: RouteContext): void {
  const language = requestLanguage(context);
  sendContent(context.res, {
    benefitConfig: TIER_BENEFIT_SEEDS.map((tier) => ({
      tierName: tier.tierName,
      tierBenefit: tier.tierBenefit.map((benefit) => ({ label: pickText(benefit.label, language), icon: benefit.icon })),
    })),
    buyPointUrl: `/${language}${BUY_POINT_PATH}`,
    termCondition: pickText(BENEFIT_TERMS, language),
  });
}

/** The client reads the answer's Date header too (content spec §7), which node:http always sends. */
function buyPointsBlockList(context: RouteContext): void {
  sendContent(context.res, { countries: BUY_POINTS_BLOCKED_COUNTRIES });
}

export function registerLoyaltyContentRoutes(router: Router): void {
  router
    .add('GET', '/apis/:product/benefitsconfiguration/:brand/:lang.json', benefitsConfiguration)
    .add('GET', '/apis/:product/buy-points-block-list/list.json', buyPointsBlockList);
}
