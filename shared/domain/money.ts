import { fractionDigitsOf, roundForCurrency } from './currency';

/**
 * Money in minor units (DESIGN.md §8, booking spec §9): every line is rounded once at its
 * currency's precision, and a total is the sum of rounded lines, kept as whole minor units so no
 * binary fraction creeps in (0.1 + 0.2). Long currencies (CLP, JPY, KRW, VND, IDR) have no minor
 * unit; the others have cents. The sandbox prices with the same rule (demo-pages/sandbox/pricing/),
 * so a total on screen equals the sandbox's to the cent.
 */

/** The amount in whole minor units of `currency` (cents; yen), rounded once. */
export function toMinor(amount: number, currency: string): number {
  const digits = fractionDigitsOf(currency);
  return Math.round(Number(`${roundForCurrency(amount, currency)}e${digits}`)) || 0;
}

/** The amount whose minor units are `minor`. */
export function fromMinor(minor: number, currency: string): number {
  const digits = fractionDigitsOf(currency);
  return Number(`${Math.round(minor)}e-${digits}`) || 0;
}

/** One line (a stay, a tax, an add-on), rounded once at the currency's precision, half away from zero. */
export function roundLine(amount: number, currency: string): number {
  return roundForCurrency(amount, currency);
}

/** The total of `lines`: each rounded once, summed in minor units. */
export function sumLines(lines: readonly number[], currency: string): number {
  const minor = lines.reduce((sum, line) => sum + toMinor(line, currency), 0);
  return fromMinor(minor, currency);
}
