import { atom } from 'jotai';
import type { HoldLevel } from '../../../../shared/domain/booking/hold-request';

/**
 * The voucher the member applied in the summary step (issue 17 item 2). Kept in the page (not in
 * storage): a new page or a changed cart starts without one (booking §4 "cart change clears ...
 * voucher info"). Small on purpose: the summary's hold reads it, the section's code loads on demand.
 */
export interface AppliedVoucher {
  voucherCode: string;
  category: string;
  currency: string;
  amountRedeemed: number;
  promoCode: string;
}

export const appliedVoucherAtom = atom<AppliedVoucher | undefined>(undefined);

/** Booking §3 "Hold level" voucher fields of an applied voucher; nothing without one. */
export function voucherHoldFields(voucher: AppliedVoucher | undefined): Partial<HoldLevel> {
  if (!voucher) return {};
  return {
    voucherCode: voucher.voucherCode,
    voucherCurrency: voucher.currency,
    voucherAmountRedeemed: voucher.amountRedeemed,
    voucherCategory: voucher.category,
    isRedeemVoucher: true,
  };
}
