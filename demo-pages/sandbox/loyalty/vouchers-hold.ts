/**
 * The voucher of a checkout hold (booking spec §3 "Hold level": voucherCode, voucherCurrency,
 * voucherAmountRedeemed, voucherCategory, isRedeemVoucher; loyalty §3 voucherReservedId,
 * voucherReservedTime, voucherTransferable). The hold checks the voucher against the priced stay
 * before it takes any inventory, takes the sandbox's own amount off the hold's total, and reserves
 * the voucher for as long as the hold is open (`vouchers.ts` reads the hold's state lazily, so an
 * expired or cancelled hold gives the voucher back).
 */
import type { CartTotals } from '../pricing/cart-price.ts';
import { roundForCurrency } from '../seed/index.ts';
import type { SandboxState } from '../state.ts';
import { bookingVoucherProblem, reserveVoucher, voucherAmountOf, voucherStoreOf } from './vouchers.ts';
import type { StoredVoucher, VoucherProblem, VoucherReservation } from './vouchers.ts';

export interface HoldVoucher {
  readonly voucher: StoredVoucher;
  readonly amount: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The voucher the hold body asks to redeem (`isRedeemVoucher` and a `voucherCode`), checked for
 * this member and stay; undefined when the body redeems none.
 */
export function holdVoucherOf(
  state: SandboxState,
  body: unknown,
  memberId: string | undefined,
  stay: { total: number; hotelCode: string; nights: number; currencyCode: string },
  now: number,
): HoldVoucher | VoucherProblem | undefined {
  if (!isRecord(body) || body.isRedeemVoucher !== true || typeof body.voucherCode !== 'string' || body.voucherCode.trim() === '')
    return undefined;
  const voucher = voucherStoreOf(state, now).vouchers.get(body.voucherCode.trim().toUpperCase());
  const facts = { totalChargeIncludeTax: stay.total, hotelCode: stay.hotelCode, nights: stay.nights };
  const found = bookingVoucherProblem(state, voucher, memberId, facts, now);
  if (found || !voucher) return found ?? { errorCode: '335', status: 404, message: 'No such voucher.' };
  // Rounded at the hold's currency (booking §9: whole yen), so the hold's total, its payment plan
  // (issue 28) and the answer's voucherAmountRedeemed take off the same amount.
  return { voucher, amount: roundForCurrency(voucherAmountOf(voucher, facts), stay.currencyCode) };
}

/** The hold's totals less the voucher's amount. */
export function totalsLessVoucher(totals: CartTotals, amount: number): CartTotals {
  return { ...totals, total: roundForCurrency(totals.total - amount, totals.currencyCode) };
}

/** Reserves the voucher for the hold; the fields the hold answers. */
export function reserveHoldVoucher(held: HoldVoucher, holdId: string, now: number) {
  const reservation: VoucherReservation = reserveVoucher(held.voucher, holdId, now);
  return {
    voucher: {
      voucherCode: held.voucher.voucherCode,
      voucherCategory: held.voucher.category,
      voucherAmountRedeemed: held.amount,
      voucherReservedId: reservation.voucherReservedId,
      voucherReservedTime: reservation.voucherReservedTime,
      voucherTransferable: reservation.voucherTransferable,
    },
  };
}
