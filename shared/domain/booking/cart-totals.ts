import { sumLines } from '../money';
import type { CartItem } from './cart-item';

/** The cart's figures (issue 15 contract), in the cart's currency. */
export interface CartTotals {
  totalBeforeTax: number;
  totalTax: number;
  total: number;
  currencyCode: string;
}

/** One apartment's figures: its stay and add-on lines before tax, their taxes, and the sum. */
export function itemTotals(item: CartItem, currencyCode: string): CartTotals {
  return totalsOf([item], currencyCode);
}

/**
 * Booking spec §9 and DESIGN.md §8: every line (an apartment's stay, its tax, each add-on line and
 * its tax) is rounded once; the totals are sums of those rounded lines, rounded once; the total
 * is their sum. The sandbox uses the same rule, so these figures equal its answer to the cent.
 */
export function totalsOf(items: readonly CartItem[], currencyCode: string): CartTotals {
  const beforeTax = items.flatMap((item) => [item.price, ...item.addons.map((addon) => addon.priceWithoutTax)]);
  const taxes = items.flatMap((item) => [item.tax, ...item.addons.map((addon) => addon.tax)]);
  const totalBeforeTax = sumLines(beforeTax, currencyCode);
  const totalTax = sumLines(taxes, currencyCode);
  return { totalBeforeTax, totalTax, total: sumLines([totalBeforeTax, totalTax], currencyCode), currencyCode };
}
