import type { HoldPayment } from '../../../shared/api/checkout-service';
import type { CartItem } from '../../../shared/domain/booking/cart-item';
import { itemTotals } from '../../../shared/domain/booking/cart-totals';
import { paymentPlanOf } from '../../../shared/domain/booking/payment-plan';
import type { PaymentFacts } from './payment-facts-read';

export interface PaymentPreviewInput {
  items: readonly CartItem[];
  facts: PaymentFacts;
  currencyCode: string;
  /** The cash value of the points the member chose (`pointsChoiceAtom`), 0 without. */
  pointsValue: number;
  /** What the applied voucher takes off, in the cart's currency, 0 without. */
  voucherAmount: number;
}

/**
 * What the summary says is paid now and due at the property before a hold (issue 28 item 2): the
 * guest reads it before Pay. It is the payment plan rule the service holds with
 * (`shared/domain/booking/payment-plan.ts`, booking spec §3 "Payment types", §9), on the cart's
 * lines as the service priced them (each apartment's rounded lines summed once), the property
 * card lists and the points and voucher chosen, so it equals the hold's plan to the cent; once a
 * hold is in force, the hold's own plan is shown instead (`use-summary-flow.ts`).
 */
export function paymentPreviewOf({ items, facts, currencyCode, pointsValue, voucherAmount }: PaymentPreviewInput): HoldPayment {
  const plan = paymentPlanOf({
    lines: items.map((item) => ({
      id: item.shoppingCartItemId,
      total: itemTotals(item, currencyCode).total,
      isOpg: item.roomRate.isOpg,
      hotelCode: item.hotelCode,
    })),
    currencyCode,
    suppressCardHotels: facts.suppressCardHotels,
    optionalCardHotels: facts.optionalCardHotels,
    pointsValue,
    voucherAmount,
  });
  return {
    payNow: plan.payNow,
    dueAtProperty: plan.dueAtProperty,
    currencyCode,
    guaranteeOnly: plan.guaranteeOnly,
    cardRequired: plan.cardRequired,
    lines: plan.lines.map(({ id, mode, payNow, dueAtProperty }) => ({ shoppingCartItemId: id, mode, payNow, dueAtProperty })),
  };
}
