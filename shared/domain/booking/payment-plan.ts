import { fromMinor, toMinor } from '../money';
import { paymentTypeOf, type PaymentType } from './payment-type';

/**
 * The payment plan of a booking: what is charged now and what is due at the property, per cart
 * line and in total (booking spec §3 "Payment types" and the Hold request card flags, §5 "isOpg
 * when a guarantee policy says prepaid all", §9 rounding; DESIGN.md §8 "money in minor units").
 *
 * - Each line's mode is its payment type (`payment-type.ts`: a prepaid rate goes through the
 *   gateway; else a property on the suppress-card list takes no card, one on the optional-card
 *   list may; else the card guarantees). A `prepaid` line is paid now; the others are due at the
 *   property.
 * - Points and a voucher applied to the booking are redeemed at booking, so they reduce the
 *   pay-now amount first (prepaid lines, in cart order), and what is left of them reduces what is
 *   due at the property (the other lines, in cart order). Nothing goes below zero; a credit larger
 *   than the booking is not carried anywhere (the hold caps points and vouchers at its total).
 * - Amounts are worked in whole minor units of the currency: each line total and each credit is
 *   rounded once at the currency's decimals (none for CLP, JPY, KRW, VND, IDR; cents otherwise),
 *   and the totals are the sums of the rounded lines, so the lines always add up to the totals.
 * - `cardRequired`: some line still needs a card, a card-guaranteed line, or a prepaid line with
 *   something left to charge. Suppressed lines take no card; optional lines may take one but need
 *   none; a prepaid line fully paid with points or a voucher charges nothing.
 * - `guaranteeOnly`: nothing is charged now, yet a card is asked for (to guarantee the stay).
 *
 * The sandbox (demo-pages/sandbox/routes/checkout-hold.ts) decides the plan of a hold with this
 * rule; the client shows the server's figures.
 */
export type PaymentMode = 'prepaid' | 'guarantee' | 'suppressed' | 'optional';

export interface PaymentPlanLine {
  /** The cart line (`shoppingCartItemId`). */
  readonly id: string;
  /** The line's total in major units, as the backend priced it (stay, tax and add-ons). */
  readonly total: number;
  /** The rate's guarantee policy says prepaid all (booking §5). */
  readonly isOpg: boolean;
  /** The line's property, looked up in the card lists. */
  readonly hotelCode: string;
}

export interface PaymentPlanInput {
  readonly lines: readonly PaymentPlanLine[];
  readonly currencyCode: string;
  /** The content service's suppress-card property list (booking §7). */
  readonly suppressCardHotels?: readonly string[];
  /** The content service's optional-card property list (booking §7). */
  readonly optionalCardHotels?: readonly string[];
  /** The cash value of the points redeemed with the booking, in major units of `currencyCode`. */
  readonly pointsValue?: number;
  /** What the voucher applied to the booking takes off, in major units of `currencyCode`. */
  readonly voucherAmount?: number;
}

export interface PlannedLine {
  readonly id: string;
  readonly mode: PaymentMode;
  readonly payNow: number;
  readonly dueAtProperty: number;
}

export interface PaymentPlan {
  readonly currencyCode: string;
  readonly lines: PlannedLine[];
  readonly payNow: number;
  readonly dueAtProperty: number;
  readonly cardRequired: boolean;
  readonly guaranteeOnly: boolean;
}

const MODES: Readonly<Record<PaymentType, PaymentMode>> = {
  'online-payment-gateway': 'prepaid',
  'card-guarantee': 'guarantee',
  'card-suppress': 'suppressed',
  'optional-card': 'optional',
};

/** Whole minor units of a non-negative amount, rounded once (a missing or negative amount is none). */
const minorOf = (amount: number | undefined, currencyCode: string): number => Math.max(0, toMinor(amount ?? 0, currencyCode));

interface MinorLine {
  readonly id: string;
  readonly mode: PaymentMode;
  payNow: number;
  dueAtProperty: number;
}

/** Takes `credit` off the lines' `part`, line by line; what is left of the credit. */
function applyCredit(lines: readonly MinorLine[], part: 'payNow' | 'dueAtProperty', credit: number): number {
  let left = credit;
  for (const line of lines) {
    const taken = Math.min(line[part], left);
    line[part] -= taken;
    left -= taken;
  }
  return left;
}

export function paymentPlanOf(input: PaymentPlanInput): PaymentPlan {
  const { currencyCode } = input;
  const lists = { suppressCardHotels: input.suppressCardHotels ?? [], optionalCardHotels: input.optionalCardHotels ?? [] };
  const lines: MinorLine[] = input.lines.map((line) => {
    const mode = MODES[paymentTypeOf({ isOpg: line.isOpg, hotelCode: line.hotelCode, ...lists })];
    const total = minorOf(line.total, currencyCode);
    return { id: line.id, mode, payNow: mode === 'prepaid' ? total : 0, dueAtProperty: mode === 'prepaid' ? 0 : total };
  });
  const credit = minorOf(input.pointsValue, currencyCode) + minorOf(input.voucherAmount, currencyCode);
  applyCredit(lines, 'dueAtProperty', applyCredit(lines, 'payNow', credit));
  const payNow = lines.reduce((sum, line) => sum + line.payNow, 0);
  const cardRequired = lines.some((line) => line.mode === 'guarantee' || (line.mode === 'prepaid' && line.payNow > 0));
  return {
    currencyCode,
    lines: lines.map((line) => ({
      id: line.id,
      mode: line.mode,
      payNow: fromMinor(line.payNow, currencyCode),
      dueAtProperty: fromMinor(line.dueAtProperty, currencyCode),
    })),
    payNow: fromMinor(payNow, currencyCode),
    dueAtProperty: fromMinor(
      lines.reduce((sum, line) => sum + line.dueAtProperty, 0),
      currencyCode,
    ),
    cardRequired,
    guaranteeOnly: cardRequired && payNow === 0,
  };
}
