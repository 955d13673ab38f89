import { convertForDisplay, roundForCurrency, type ExchangeRates } from '../../currency';
import type { Addon } from './addon';
import type { AddonLine } from './addon-line';

/** Booking spec §3 "Analytics add-on record". */
export interface AddonAnalyticsRecord {
  AddonType: string;
  AddonCode: string;
  AddonPropertyRate: number;
  AddonDisplayRate: number;
  AddonPropertyTax: number;
  AddonDisplayTax: number;
  AddonPropertyTotal: number;
  AddonDisplayTotal: number;
  AddonQty: number;
}

/**
 * The analytics record of one add-on line. The spec names the fields only; decisions: the type is
 * the display type, the code the service inventory code, the rate the line's price before tax,
 * the total rate plus tax, the quantity the priced units (6 for 2 adults x 3 nights of
 * breakfast). "Property" amounts are the line in the cart currency as the service priced it;
 * "display" amounts the same converted to the display currency (the property amounts when the
 * exchange rate is missing, so a record is never dropped).
 */
export function addonAnalyticsRecord(
  addon: Addon,
  line: AddonLine,
  units: number,
  currencies: { cartCurrency: string; displayCurrency: string; rates: ExchangeRates },
): AddonAnalyticsRecord {
  const display = (amount: number) =>
    convertForDisplay(amount, currencies.cartCurrency, currencies.displayCurrency, currencies.rates) ?? amount;
  const total = roundForCurrency(line.priceWithoutTax + line.tax, currencies.cartCurrency);
  return {
    AddonType: addon.addonDisplayType,
    AddonCode: addon.serviceInventoryCode,
    AddonPropertyRate: line.priceWithoutTax,
    AddonDisplayRate: display(line.priceWithoutTax),
    AddonPropertyTax: line.tax,
    AddonDisplayTax: display(line.tax),
    AddonPropertyTotal: total,
    AddonDisplayTotal: display(total),
    AddonQty: units,
  };
}
