/**
 * What cancelling gives back, line by line, in the words of what was paid (issue 28 item 5;
 * booking spec §3 "Payment types": a card guarantee charges nothing at booking, §4 "a reserved
 * reservation can be cancelled"; loyalty spec §4 "Voucher: reserved on hold, applied in booking").
 * The figures are the service's cancellation preview (DESIGN.md §8: the client shows the server's
 * amounts and never recomputes them); this rule only decides what each line says:
 *
 * - the cancellation charge, with its currency, or none when cancelling is free;
 * - the card: a refund only when the card was charged at booking and something is left after the
 *   charge. A stay paid at the property (the card only guaranteed it) had nothing charged, so it
 *   says so instead of promising a refund of 0; a charge that keeps all that was paid says there
 *   is no refund;
 * - points as points, when any come back;
 * - each voucher by what it was worth on this booking, with its currency; a free-night voucher (or
 *   one whose value the service does not say) by its own description, since it gave nights, not an
 *   amount.
 */

/** A voucher the cancellation gives back, as the preview names it. */
export interface ReturnedVoucher {
  readonly voucherCode: string;
  readonly title: string;
  /** Loyalty spec §3 category (`cash`, `free-stay`, ...); '' when the service does not say. */
  readonly category: string;
  /** What it took off this booking, in major units of `currencyCode`; undefined when the service does not say. */
  readonly amount: number | undefined;
  readonly currencyCode: string | undefined;
}

/** The preview's figures (a sandbox call: `reservation/cancellation-preview`; the spec shows none). */
export interface CancellationFigures {
  readonly currencyCode: string;
  /** Charged to the card at booking for this reservation; undefined when the service does not say. */
  readonly paid: number | undefined;
  readonly penalty: number;
  /** The service's card refund: what was paid less the charge. */
  readonly refund: number;
  /** Points given back to the member. */
  readonly points: number;
  readonly vouchers: readonly ReturnedVoucher[];
}

export interface Amount {
  readonly amount: number;
  readonly currencyCode: string;
}

export type VoucherLine =
  | { readonly kind: 'value'; readonly voucherCode: string; readonly amount: number; readonly currencyCode: string }
  | { readonly kind: 'described'; readonly voucherCode: string; readonly title: string };

export type ReturnLine =
  | ({ readonly kind: 'refund' } & Amount)
  /** Nothing was charged at booking (pay at the property): there is no card refund. */
  | { readonly kind: 'nothing-charged' }
  /** The card was charged, and the cancellation charge keeps all of it. */
  | { readonly kind: 'no-refund' }
  | { readonly kind: 'points'; readonly points: number }
  | { readonly kind: 'vouchers'; readonly vouchers: readonly VoucherLine[] };

export interface CancellationLines {
  /** The cancellation charge; undefined when cancelling is free. */
  readonly charge: Amount | undefined;
  /** The card line first (always one), then points and vouchers when any come back. */
  readonly returns: readonly ReturnLine[];
}

/** Vouchers that gave nights rather than an amount (loyalty spec §3 category `free-stay`). */
const FREE_NIGHT_CATEGORY = 'free-stay';

function cardLine({ paid, refund, currencyCode }: CancellationFigures): ReturnLine {
  // A card never charged cannot be refunded, whatever else the answer says.
  if (paid === 0) return { kind: 'nothing-charged' };
  if (refund > 0) return { kind: 'refund', amount: refund, currencyCode };
  return { kind: 'no-refund' };
}

function voucherLine(voucher: ReturnedVoucher, bookingCurrency: string): VoucherLine {
  const { voucherCode, title, category, amount } = voucher;
  if (category === FREE_NIGHT_CATEGORY || amount === undefined || amount <= 0) return { kind: 'described', voucherCode, title };
  return { kind: 'value', voucherCode, amount, currencyCode: voucher.currencyCode ?? bookingCurrency };
}

export function cancellationLines(figures: CancellationFigures): CancellationLines {
  const { currencyCode, penalty, points, vouchers } = figures;
  const returns: ReturnLine[] = [cardLine(figures)];
  if (points > 0) returns.push({ kind: 'points', points });
  if (vouchers.length > 0) returns.push({ kind: 'vouchers', vouchers: vouchers.map((voucher) => voucherLine(voucher, currencyCode)) });
  return { charge: penalty > 0 ? { amount: penalty, currencyCode } : undefined, returns };
}
