import { useMemo } from 'react';
import type { HoldPayment } from '../../../shared/api/checkout-service';
import type { CartItem } from '../../../shared/domain/booking/cart-item';
import type { CheckoutState } from '../../../shared/domain/booking/checkout-flow';
import { isModifying } from '../../../shared/store/modify-flag';
import { usePageValue } from '../../../shared/store/use-page-value';
import type { PaymentFacts } from './payment-facts-read';
import { paymentPreviewOf } from './payment-preview';
import { pointsChoiceAtom } from './points/points-choice';
import { appliedVoucherAtom } from './vouchers/applied-voucher';

export interface ShownPaymentInput {
  items: readonly CartItem[];
  currencyCode: string;
  /** The property card lists; undefined while they are read. */
  facts: PaymentFacts | undefined;
  state: CheckoutState;
  /** The plan of the hold in force, as the service answered it (`useSummaryFlow`). */
  heldPayment: HoldPayment | undefined;
}

/**
 * What the step says is paid now and due at the property (issue 28 item 2), undefined for the
 * total alone. With a hold in force, the hold's own plan (none readable: the total alone); before
 * one, the preview by the service's rule with the points and the voucher chosen (a voucher in
 * another currency than the cart's: no preview, the hold decides). A modification is neither
 * charged nor refunded now (booking §4 "Modify flow", `modify-commit.ts`): no split.
 */
export function useShownPayment({ items, currencyCode, facts, state, heldPayment }: ShownPaymentInput): HoldPayment | undefined {
  const voucher = usePageValue(appliedVoucherAtom);
  const pointsValue = usePageValue(pointsChoiceAtom)?.pointsValue ?? 0;
  const voucherAmount = !voucher ? 0 : voucher.currency.toUpperCase() === currencyCode.toUpperCase() ? voucher.amountRedeemed : undefined;
  const modifying = isModifying();
  const preview = useMemo(
    () =>
      facts && voucherAmount !== undefined && !modifying
        ? paymentPreviewOf({ items, facts, currencyCode, pointsValue, voucherAmount })
        : undefined,
    [items, facts, currencyCode, pointsValue, voucherAmount, modifying],
  );
  const holdInForce = 'hold' in state && state.hold !== undefined;
  return holdInForce ? heldPayment : preview;
}
