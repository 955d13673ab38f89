import type { VoucherStay } from '../../../../shared/api/voucher-service';
import type { CartItem } from '../../../../shared/domain/booking/cart-item';
import type { CartTotals } from '../../../../shared/domain/booking/cart-totals';

/**
 * The stay a voucher is checked against (loyalty §7 get-list-available-voucher body): the cart's
 * total with tax, the first apartment's property, the earliest check-in and the latest check-out,
 * and the cart's discount code when it has one. Decision (the spec is silent on carts of several
 * stays): one voucher for the whole cart, checked against its whole span.
 */
export function voucherStayOf(items: readonly CartItem[], totals: CartTotals): VoucherStay {
  const first = items[0];
  const starts = items.map((item) => item.startDate.slice(0, 10)).sort();
  const ends = items.map((item) => item.endDate.slice(0, 10)).sort();
  const discountCode = items.find((item) => item.promotionCode)?.promotionCode;
  return {
    totalChargeIncludeTax: totals.total,
    hotelCode: first?.hotelCode ?? '',
    checkinDate: starts[0] ?? '',
    checkoutDate: ends[ends.length - 1] ?? '',
    currencyCode: totals.currencyCode,
    ...(discountCode ? { discountCode, discountCodeType: items.find((item) => item.promotionCode)?.promotionCodeType } : {}),
  };
}
