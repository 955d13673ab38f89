import { roundForCurrency } from '../../currency';
import { isPricedPerNight, type Addon } from './addon';
import { addonControl, type AddonSelection } from './addon-selection';

/**
 * How many priced units a selection makes (booking spec §3 pricing types), computed from the
 * guests and nights, never typed: per person = the persons; per person per night = persons x
 * nights (2 adults x 3 nights of breakfast = 6 adult-nights); per night = quantity x nights;
 * per stay = the quantity.
 */
export interface AddonUnits {
  adultUnits: number;
  childUnits: number;
  /** Units of an add-on not priced per person. */
  quantityUnits: number;
  /** All units together: the analytics quantity (AddonQty). */
  total: number;
}

export function addonUnits(addon: Addon, selection: AddonSelection, nights: number): AddonUnits {
  const times = isPricedPerNight(addon.servicePricingType) ? Math.max(0, nights) : 1;
  if (addonControl(addon) === 'guests') {
    const adultUnits = selection.numberOfAdult * times;
    const childUnits = selection.numberOfChildren * times;
    return { adultUnits, childUnits, quantityUnits: 0, total: adultUnits + childUnits };
  }
  const quantityUnits = selection.quantity * times;
  return { adultUnits: 0, childUnits: 0, quantityUnits, total: quantityUnits };
}

/** One add-on line: its price before tax and its tax, each rounded once in the cart currency. */
export interface AddonLine {
  priceWithoutTax: number;
  tax: number;
}

/**
 * The line of a selection (issue 15 item 3): unit prices arrive unrounded as converted; the
 * line's price and its tax are each rounded once, in the cart currency (0 decimals for CLP, JPY,
 * KRW, VND, IDR, else 2). Totals are sums of rounded lines (the cart's rule). The multiplications
 * run in the sandbox's order (persons' amount, then x nights; quantity x unit, then x nights:
 * `demo-pages/sandbox/pricing/addon-price.ts`), so both round the very same unrounded number and a
 * line on screen equals the service's to the cent.
 */
export function addonLine(addon: Addon, selection: AddonSelection, nights: number, currencyCode: string): AddonLine {
  const times = isPricedPerNight(addon.servicePricingType) ? Math.max(0, nights) : 1;
  const guests = addonControl(addon) === 'guests';
  const amount = (adult: number, child: number, unit: number) =>
    guests ? (selection.numberOfAdult * adult + selection.numberOfChildren * child) * times : selection.quantity * unit * times;
  return {
    priceWithoutTax: roundForCurrency(amount(addon.defaultPriceForAdult, addon.defaultPriceForChildren, addon.defaultPrice), currencyCode),
    tax: roundForCurrency(amount(addon.defaultTaxForAdult, addon.defaultTaxForChildren, addon.defaultTax), currencyCode),
  };
}
