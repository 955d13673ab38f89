import { parseHoldPayment, type HoldPayment } from '../../api/checkout-service';
import { isRecord, text } from '../../domain/json-guards';
import { defineEntry, readEntry } from '../../storage';

/** The payment plan the service answered for one hold (issue 28 item 2). */
export interface HeldPayment {
  holdId: string;
  payment: HoldPayment;
}

function parseHeldPayment(raw: unknown): HeldPayment | undefined {
  if (!isRecord(raw) || !isRecord(raw.payment)) return undefined;
  const holdId = text(raw, 'holdId');
  const payment = parseHoldPayment(raw.payment, text(raw.payment, 'currencyCode') ?? '');
  return holdId && payment ? { holdId, payment } : undefined;
}

/**
 * `stay:checkout-payment` (session): the hold's payment plan beside the flow state
 * (`stay:checkout-flow`), so that after the hosted payment page's return (a decline, an abandon)
 * or a reload the step still says what is paid now and what is due, and asks the next payment
 * session for the same pay-now amount. Amounts only: no card data, no e-mail. The flow state is
 * the domain's reducer's (its hold has no amounts), hence an entry of its own.
 */
export const holdPaymentEntry = defineEntry({ key: 'checkout-payment', area: 'session', parse: parseHeldPayment });

/** The stored plan of `holdId`; a plan of another hold (an older one) is none. */
export function storedHoldPayment(holdId: string | undefined): HoldPayment | undefined {
  const stored = holdId === undefined ? undefined : readEntry(holdPaymentEntry);
  return stored && stored.holdId === holdId ? stored.payment : undefined;
}
