import { ratePlanRateOn } from '../seed/index.ts';
import type { PropertySeed, RatePlanSeed } from '../seed/index.ts';
import { priceStay, type StayPrice } from './stay-price.ts';

/** A stay on one apartment type: its nights and how many apartments are priced together. */
export interface StayOnType {
  readonly nights: readonly string[];
  readonly apartments: number;
}

/**
 * The stay on one apartment type and rate plan, priced in `currency` by `priceStay`: what the v2
 * room rates, apartment-rate, the sabre rate feed and the carts all price, so they agree.
 */
export function priceStayOn(property: PropertySeed, typeCode: string, plan: RatePlanSeed, stay: StayOnType, currency: string): StayPrice {
  const code = property.propertyCode;
  return priceStay({
    nightlyRates: stay.nights.map((date) => ({ date, amount: ratePlanRateOn(code, typeCode, plan.ratePlanCode, date) })),
    fromCurrency: property.currencyCode,
    currency,
    apartments: stay.apartments,
    taxRate: property.taxRate,
  });
}
