import { sumLines, toMinor } from '../money';

/**
 * The "Usually …" price beside a rate's total on the select-apartment-and-rates page (booking
 * spec §5: "a rate is shown as discounted only when its price is below the base rate"; issue 28
 * item 4: compared like with like). The total is the rate's stay for every apartment of the search
 * (`displayTotalBeforeTax`), so the usual price is the base rate for the same apartments and nights,
 * not for one apartment: one apartment's base beside two apartments' total made a deal look dearer
 * than usual.
 */
export interface UsualPriceQuestion {
  /**
   * The base rate's stay of one apartment over the search's nights, before tax (the sabre feed's
   * total for the room type, booking spec §7); undefined without a base (no feed, another currency,
   * a room type it does not know), when nothing is shown as discounted.
   */
  baseStayOfOneApartment: number | undefined;
  /** How many apartments the total is for: the search's rooms. */
  apartments: number;
  /** The total the usual price sits beside: the rate's stay for those apartments and nights, before tax. */
  stayTotal: number;
  /** The currency of both amounts. */
  currency: string;
}

/**
 * The base total of the same apartments and nights when it is higher than the stay's total, else
 * undefined (equal or lower: not a discount, nothing shown). Booking spec §9 and DESIGN.md §8:
 * each apartment's base stay is a line rounded once, the usual total is their sum in minor units
 * (rounded once, no binary fraction creeping in), and the comparison is made in minor units, so
 * two amounts that show the same are equal.
 */
export function usualPrice({ baseStayOfOneApartment, apartments, stayTotal, currency }: UsualPriceQuestion): number | undefined {
  if (baseStayOfOneApartment === undefined) return undefined;
  const usualTotal = sumLines(
    Array.from({ length: apartments }, () => baseStayOfOneApartment),
    currency,
  );
  return toMinor(usualTotal, currency) > toMinor(stayTotal, currency) ? usualTotal : undefined;
}
