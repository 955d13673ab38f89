import { convertAmount, roundForCurrency } from '../seed/index.ts';

/**
 * The sandbox's pricing engine for a stay (booking spec §3 room rates, §9 currencies), shared by
 * the rate searches and, as they come, the cart, hold and checkout routes, so that every answer
 * prices the same stay the same way (DESIGN.md §8 "money": a line rounds once, a total rounds once).
 * - Each night is converted from the property's currency and rounded to the answer's currency:
 *   whole units for the long currencies (CLP, JPY, KRW, VND, IDR), cents otherwise.
 * - The stay before tax is the sum of the rounded nights times the apartments, rounded once.
 * - The tax is the property's rate on that total, rounded once. The seeded properties have no
 *   other fees.
 */
export interface NightlyRate {
  date: string;
  /** Price of one apartment for the night, in the property's currency. */
  amount: number;
}

export interface StayPricing {
  nightlyRates: readonly NightlyRate[];
  /** The property's currency, in which the nightly rates are seeded. */
  fromCurrency: string;
  /** The answer's currency. */
  currency: string;
  apartments: number;
  taxRate: number;
}

export interface NightPrice {
  date: string;
  /** Price of one apartment for the night, in the answer's currency. */
  price: number;
}

export interface StayPrice {
  rateBreakDown: NightPrice[];
  /** The whole stay for all apartments, before tax. */
  totalBeforeTax: number;
  totalTax: number;
}

export function priceStay({ nightlyRates, fromCurrency, currency, apartments, taxRate }: StayPricing): StayPrice {
  const rateBreakDown = nightlyRates.map(({ date, amount }) => ({ date, price: convertAmount(amount, fromCurrency, currency) }));
  const perApartment = rateBreakDown.reduce((sum, night) => sum + night.price, 0);
  const totalBeforeTax = roundForCurrency(perApartment * apartments, currency);
  return { rateBreakDown, totalBeforeTax, totalTax: roundForCurrency(totalBeforeTax * taxRate, currency) };
}

/** Average nightly price of one apartment (the listing's lowest rate), rounded to the currency. */
export function averageNightly(rateBreakDown: readonly NightPrice[], currency: string): number {
  return roundForCurrency(rateBreakDown.reduce((sum, night) => sum + night.price, 0) / rateBreakDown.length, currency);
}
