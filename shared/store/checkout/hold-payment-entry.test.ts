// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HoldPayment } from '../../api/checkout-service';
import { writeEntry } from '../../storage';
import { holdPaymentEntry, storedHoldPayment } from './hold-payment-entry';

/** Issue 28: the hold's plan kept for the hosted payment page's return, for that hold only. */
const payment: HoldPayment = {
  payNow: 1251.46,
  dueAtProperty: 1399.31,
  currencyCode: 'SGD',
  guaranteeOnly: false,
  cardRequired: true,
  lines: [
    { shoppingCartItemId: 'item-1', mode: 'guarantee', payNow: 0, dueAtProperty: 1399.31 },
    { shoppingCartItemId: 'item-2', mode: 'prepaid', payNow: 1251.46, dueAtProperty: 0 },
  ],
};

beforeEach(() => sessionStorage.clear());

describe('hold payment entry', () => {
  it('gives the plan back for its hold, none for another hold or none at all', () => {
    writeEntry(holdPaymentEntry, { holdId: 'H1', payment });
    expect(storedHoldPayment('H1')).toEqual(payment);
    expect(storedHoldPayment('H2')).toBeUndefined();
    expect(storedHoldPayment(undefined)).toBeUndefined();
  });

  it('drops a stored plan that cannot be read (hand edited, older format) with the storage warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeEntry(holdPaymentEntry, { holdId: 'H1', payment: { ...payment, payNow: -5 } });
    expect(storedHoldPayment('H1')).toBeUndefined();
    expect(sessionStorage.getItem(holdPaymentEntry.key)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
