import { describe, expect, it } from 'vitest';
import { BOOKING_ERROR_CODES, bookingErrorEntry, type BookingErrorAction, type BookingErrorMessageKey } from './error-catalogue';

/** Booking spec §8: every booking code, voucher codes 329-335, distribution errors 10121-10127; actions: error-catalogue.ts. */
const ROWS: [string, BookingErrorMessageKey, BookingErrorAction][] = [
  ['E97', 'exceededMaxAmount', 'contact-property'],
  ['CPRV_1501', 'voucherNoLongerValid', 'back-to-rates'],
  ['E98', 'cardNotAccepted', 'retry'],
  ['E99', 'transactionNotValid', 'retry'],
  ['E82', 'addonsUnavailable', 'back-to-rates'],
  ['SABRE_242', 'invalidCard', 'retry'],
  ['SABRE_322', 'apartmentUnavailable', 'back-to-rates'],
  ['E38', 'cvvRequired', 'retry'],
  ['CPRV_1502', 'sessionTimeout', 'retry'],
  ['E107', 'holdDataInvalid', 'start-again'],
  ['E108', 'holdConflict', 'start-again'],
  ['E110', 'modifyFailed', 'contact-property'],
  ['E111', 'invalidVoucher', 'back-to-rates'],
  ['E115', 'voucherHold', 'back-to-rates'],
  ['E123', 'rateBookingError', 'back-to-rates'],
  ['E106', 'memberRateLogin', 'log-in'],
  ['E143', 'providerDown', 'retry'],
  ['E144', 'providerDown', 'retry'],
  ['E145', 'providerDown', 'retry'],
  ['E146', 'providerDown', 'retry'],
  ['E147', 'providerDown', 'retry'],
  ['SABRE_378', 'outOfRoom', 'back-to-rates'],
  ['SABRE_324', 'allRoomsUnavailable', 'previous-search'],
  ['SABRE_323', 'someRoomsUnavailable', 'back-to-rates'],
  ['E150', 'invalidPointsPackage', 'start-again'],
  ['E72', 'invalidRedirect', 'retry'],
  ['E91', 'reservationNotFound', 'contact-property'],
  ['E163', 'voucherNotApplicable', 'back-to-rates'],
  ['E164', 'reservationFromMobile', 'contact-property'],
  ['E52', 'rateNotSetUp', 'back-to-rates'],
  ['E51', 'priceChanged', 'retry'],
  ['E118', 'reservationCancelled', 'start-again'],
  ['E60', 'paymentProviderEmpty', 'retry'],
  ['E61', 'paymentPending', 'retry'],
  ['E64', 'commitFailed', 'contact-property'],
  ['329', 'voucherLimitCap', 'back-to-rates'],
  ['330', 'voucherOutOfStock', 'back-to-rates'],
  ['331', 'voucherExpired', 'back-to-rates'],
  ['332', 'voucherPriceChanged', 'back-to-rates'],
  ['333', 'voucherInsufficientStock', 'back-to-rates'],
  ['335', 'voucherNotFound', 'back-to-rates'],
  ['10121', 'distributionError', 'previous-search'],
  ['10122', 'distributionError', 'previous-search'],
  ['10123', 'distributionError', 'previous-search'],
  ['10124', 'distributionError', 'previous-search'],
  ['10125', 'distributionError', 'previous-search'],
  ['10126', 'distributionError', 'previous-search'],
  ['10127', 'distributionError', 'previous-search'],
  ['POINTS_INSUFFICIENT', 'pointsInsufficient', 'retry'],
];

describe('bookingErrorEntry (booking §8)', () => {
  it.each(ROWS)('%s → %s, %s', (code, messageKey, action) => {
    expect(bookingErrorEntry(code)).toEqual({ code, messageKey, action });
  });

  it('the table covers every catalogued code, and the catalogue every code of the table', () => {
    expect([...BOOKING_ERROR_CODES].sort()).toEqual(ROWS.map(([code]) => code).sort());
  });

  it('offers every recovery action somewhere', () => {
    expect(new Set(ROWS.map(([, , action]) => action))).toEqual(
      new Set(['retry', 'back-to-rates', 'previous-search', 'log-in', 'contact-property', 'start-again']),
    );
  });

  it.each<[string, string | number | undefined, string, BookingErrorMessageKey, BookingErrorAction]>([
    ['a long CPRV code is normalised by its third character', 'ERc0000000000001502', 'CPRV_1502', 'sessionTimeout', 'retry'],
    ['a long CPRV code for 1501', 'XXC0000000000001501', 'CPRV_1501', 'voucherNoLongerValid', 'back-to-rates'],
    ['a numeric voucher code', 330, '330', 'voucherOutOfStock', 'back-to-rates'],
    ['lower case and spaces', ' sabre_322 ', 'SABRE_322', 'apartmentUnavailable', 'back-to-rates'],
    ['an unknown code: the generic entry', 'E999', 'E999', 'generic', 'retry'],
    ['a long ODX code the catalogue lacks: generic', 'ERo0000000000000042', 'ODX_42', 'generic', 'retry'],
    ['no code (a network failure): generic', undefined, '', 'generic', 'retry'],
    ['an inherited property name is no code', 'constructor', 'CONSTRUCTOR', 'generic', 'retry'],
  ])('%s', (_, code, normalised, messageKey, action) => {
    expect(bookingErrorEntry(code)).toEqual({ code: normalised, messageKey, action });
  });
});
