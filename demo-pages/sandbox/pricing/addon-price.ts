import { roundForCurrency } from '../seed/index.ts';
import type { AddonUnitPrices, ServicePricingType } from '../seed/index.ts';

/**
 * An add-on line of a cart (booking spec §3 "Add-on", §5 add-on counts; contract item 5): unit
 * prices times quantities, then rounded once to the cart's currency (DESIGN §8 "money"). The
 * quantities per pricing type, in this order of operations (clients that compute the same line
 * multiply in the same order, so the unrounded amounts are the same numbers):
 * - Per person: numberOfAdult × adult price + numberOfChildren × child price
 * - Per person per night: (numberOfAdult × adult price + numberOfChildren × child price) × numberOfNight
 * - Per night: quantity × unit price × numberOfNight
 * - Per stay: quantity × unit price
 * The tax is the same sum over the unit taxes, rounded once.
 */
export interface AddonCounts {
  readonly numberOfAdult: number;
  readonly numberOfChildren: number;
  readonly quantity: number;
  readonly numberOfNight: number;
}

export interface AddonLine {
  readonly priceWithoutTax: number;
  readonly tax: number;
}

function unrounded(pricing: ServicePricingType, counts: AddonCounts, adult: number, child: number, unit: number): number {
  const persons = counts.numberOfAdult * adult + counts.numberOfChildren * child;
  switch (pricing) {
    case 'Per person':
      return persons;
    case 'Per person per night':
      return persons * counts.numberOfNight;
    case 'Per night':
      return counts.quantity * unit * counts.numberOfNight;
    case 'Per stay':
      return counts.quantity * unit;
  }
}

export function priceAddonLine(pricing: ServicePricingType, units: AddonUnitPrices, counts: AddonCounts, currency: string): AddonLine {
  const price = unrounded(pricing, counts, units.defaultPriceForAdult, units.defaultPriceForChildren, units.defaultPrice);
  const tax = unrounded(pricing, counts, units.defaultTaxForAdult, units.defaultTaxForChildren, units.defaultTax);
  return { priceWithoutTax: roundForCurrency(price, currency), tax: roundForCurrency(tax, currency) };
}
