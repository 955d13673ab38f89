import { roundForCurrency } from '../seed/index.ts';

/**
 * The total of a booking of several priced lines (apartments, add-ons), for the cart, hold and
 * checkout routes: each line is already rounded (stay-price.ts); the sums are rounded once more so
 * that binary fractions never show (DESIGN.md §8 "money").
 */
export interface PricedLine {
  totalBeforeTax: number;
  totalTax: number;
}

export interface BookingTotal extends PricedLine {
  total: number;
}

export function totalOf(lines: readonly PricedLine[], currency: string): BookingTotal {
  const totalBeforeTax = roundForCurrency(
    lines.reduce((sum, line) => sum + line.totalBeforeTax, 0),
    currency,
  );
  const totalTax = roundForCurrency(
    lines.reduce((sum, line) => sum + line.totalTax, 0),
    currency,
  );
  return { totalBeforeTax, totalTax, total: roundForCurrency(totalBeforeTax + totalTax, currency) };
}
