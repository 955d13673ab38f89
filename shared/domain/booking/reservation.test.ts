import { describe, expect, it } from 'vitest';
import { sampleReservation, sampleReservationAddon } from '../../../testing/reservation-fixtures';
import { bookingAmounts, cancellationTerms, reservationAddonRecord } from './reservation';

// Issue 16 item 2 (the confirmation: cancellation policy in words), booking spec §5 (CancelPenalty policy codes).
describe('cancellationTerms', () => {
  it.each([
    { name: 'non-refundable code', code: 'NONREF', nonRefundable: false, terms: { kind: 'non-refundable' } },
    { name: 'a non-refundable rate whatever its code', code: 'CXL48', nonRefundable: true, terms: { kind: 'non-refundable' } },
    {
      name: '48 hours: free until two days before arrival',
      code: 'CXL48',
      nonRefundable: false,
      terms: { kind: 'free-until', deadline: '2026-03-30', hours: 48 },
    },
    {
      name: '24 hours: free until the day before',
      code: 'CXL24',
      nonRefundable: false,
      terms: { kind: 'free-until', deadline: '2026-03-31', hours: 24 },
    },
    {
      name: '36 hours rounds up to two days',
      code: 'cxl36',
      nonRefundable: false,
      terms: { kind: 'free-until', deadline: '2026-03-30', hours: 36 },
    },
    { name: 'lease notice', code: 'LEASE30', nonRefundable: false, terms: { kind: 'notice', days: 30 } },
    { name: 'first night charged', code: 'PEN1N', nonRefundable: false, terms: { kind: 'first-night' } },
    { name: 'an unknown code', code: 'XYZ', nonRefundable: false, terms: { kind: 'unknown' } },
    { name: 'no code sent', code: '', nonRefundable: false, terms: { kind: 'unknown' } },
  ])('$name', ({ code, nonRefundable, terms }) => {
    expect(cancellationTerms({ cancelPolicyCode: code, isNonRefundable: nonRefundable, startDate: '2026-04-01' })).toEqual(terms);
  });

  it('without a valid arrival date a CXL code is not known', () => {
    expect(cancellationTerms({ cancelPolicyCode: 'CXL48', isNonRefundable: false, startDate: 'soon' })).toEqual({ kind: 'unknown' });
  });
});

// Booking spec §9 (cents rounded to 2 decimals; long currencies), DESIGN §8 (totals are sums of rounded lines).
describe('bookingAmounts', () => {
  it.each([
    {
      name: 'two SGD reservations',
      reservations: [sampleReservation({ paid: 100.1, due: 0.2 }), sampleReservation({ paid: 0.2, due: 553.9 })],
      amounts: { paid: 100.3, due: 554.1, currencyCode: 'SGD' },
    },
    {
      name: 'JPY has no decimals',
      reservations: [
        sampleReservation({ currencyCode: 'JPY', paid: 10000, due: 0 }),
        sampleReservation({ currencyCode: 'JPY', paid: 5000, due: 1200 }),
      ],
      amounts: { paid: 15000, due: 1200, currencyCode: 'JPY' },
    },
    {
      name: 'mixed currencies: no sum',
      reservations: [sampleReservation(), sampleReservation({ currencyCode: 'USD' })],
      amounts: undefined,
    },
    { name: 'none', reservations: [], amounts: undefined },
  ])('$name', ({ reservations, amounts }) => {
    expect(bookingAmounts(reservations)).toEqual(amounts);
  });
});

// Booking spec §3 "Analytics add-on record".
describe('reservationAddonRecord', () => {
  it('gives the record in the reservation currency, display amounts equal to the property amounts', () => {
    expect(reservationAddonRecord(sampleReservationAddon({ priceWithoutTax: 60, tax: 5.4, quantity: 6 }), 'SGD')).toEqual({
      AddonType: 'BREAKFAST',
      AddonCode: 'BRKF',
      AddonPropertyRate: 60,
      AddonDisplayRate: 60,
      AddonPropertyTax: 5.4,
      AddonDisplayTax: 5.4,
      AddonPropertyTotal: 65.4,
      AddonDisplayTotal: 65.4,
      AddonQty: 6,
    });
  });
});
