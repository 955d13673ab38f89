import { describe, expect, it } from 'vitest';
import type { CheckoutState } from './checkout-flow';
import { cartEmptyEvent, type CartEmptyDetail } from './empty-cart';

/** Booking spec §4: an empty cart on summary or payment raises your-cart-is-empty (or its payment variant). */
const HOLD = { holdId: 'H1', expiresAt: '2026-04-01T10:15:00Z', extensionsLeft: 2 };

const STATES: [string, CheckoutState, CartEmptyDetail | undefined][] = [
  ['guest details', { name: 'guest-details' }, undefined],
  ['summary', { name: 'summary' }, { payment: false }],
  ['validating', { name: 'validating' }, { payment: false }],
  ['holding', { name: 'holding' }, { payment: false }],
  ['held', { name: 'held', hold: HOLD }, { payment: false }],
  ['paying: the payment variant', { name: 'paying', hold: HOLD }, { payment: true }],
  ['committing (back from the payment page): the payment variant', { name: 'committing', hold: HOLD }, { payment: true }],
  ['confirmed: the cart was booked', { name: 'confirmed', confirmNos: ['A1'] }, undefined],
  ['a failed hold, shown on summary', { name: 'failed', code: 'SABRE_322', from: 'holding', hold: undefined }, { payment: false }],
  ['a declined payment', { name: 'failed', code: 'SABRE_242', from: 'committing', hold: HOLD }, { payment: true }],
];

describe('cartEmptyEvent', () => {
  it.each(STATES)('an empty cart on %s', (_, state, expected) => {
    expect(cartEmptyEvent(state, 0)).toEqual(expected);
  });

  it.each(STATES)('a cart with apartments on %s raises nothing', (_, state) => {
    expect(cartEmptyEvent(state, 2)).toBeUndefined();
  });

  it('a cart still loading is not empty', () => {
    expect(cartEmptyEvent({ name: 'summary' }, undefined)).toBeUndefined();
  });
});
