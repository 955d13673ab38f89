import { describe, expect, it } from 'vitest';
import { cardFlags, paymentTypeOf, type CardFlags, type PaymentType } from './payment-type';

/** Booking spec §3 "Payment types", §5 (isOpg), §7 (suppress-card and optional-card lists). */
const SUPPRESS = ['SGORCH', 'jpshin '];
const OPTIONAL = ['MYKLCC', 'SGORCH'];

describe('paymentTypeOf', () => {
  it.each<[string, boolean, string, PaymentType]>([
    ['a prepaid rate goes through the gateway', true, 'THBKK', 'online-payment-gateway'],
    ['a prepaid rate at a suppress-card property still goes through the gateway', true, 'SGORCH', 'online-payment-gateway'],
    ['a prepaid rate at an optional-card property still goes through the gateway', true, 'MYKLCC', 'online-payment-gateway'],
    ['a property in neither list: card guarantee', false, 'THBKK', 'card-guarantee'],
    ['a property in the suppress list: no card', false, 'JPSHIN', 'card-suppress'],
    ['codes compare trimmed and without case', false, ' jpShin', 'card-suppress'],
    ['a property in the optional list: optional card', false, 'MYKLCC', 'optional-card'],
    ['a property in both lists: suppressed', false, 'SGORCH', 'card-suppress'],
    ['an empty hotel code is in no list', false, '', 'card-guarantee'],
  ])('%s', (_, isOpg, hotelCode, expected) => {
    expect(paymentTypeOf({ isOpg, hotelCode, suppressCardHotels: SUPPRESS, optionalCardHotels: OPTIONAL })).toBe(expected);
  });

  it('without lists every card rate is guaranteed', () => {
    expect(paymentTypeOf({ isOpg: false, hotelCode: 'SGORCH', suppressCardHotels: [], optionalCardHotels: [] })).toBe('card-guarantee');
  });
});

describe('cardFlags (booking §3 "Hold request": card flags)', () => {
  const flags = (isOpg: boolean, hotelCode: string) =>
    cardFlags({ isOpg, hotelCode, suppressCardHotels: SUPPRESS, optionalCardHotels: OPTIONAL });

  it.each<[string, boolean, string, CardFlags]>([
    [
      'card guarantee',
      false,
      'THBKK',
      { isOpg: false, isCc_guarantee: true, isCc_suppress: false, isCc_optional: false, optionalCC: false, suppressCC: false },
    ],
    [
      'gateway at a property in no list',
      true,
      'THBKK',
      { isOpg: true, isCc_guarantee: false, isCc_suppress: false, isCc_optional: false, optionalCC: false, suppressCC: false },
    ],
    [
      'gateway at a property in both lists keeps the property flags',
      true,
      'SGORCH',
      { isOpg: true, isCc_guarantee: false, isCc_suppress: false, isCc_optional: false, optionalCC: true, suppressCC: true },
    ],
    [
      'card suppress',
      false,
      'JPSHIN',
      { isOpg: false, isCc_guarantee: false, isCc_suppress: true, isCc_optional: false, optionalCC: false, suppressCC: true },
    ],
    [
      'optional card',
      false,
      'MYKLCC',
      { isOpg: false, isCc_guarantee: false, isCc_suppress: false, isCc_optional: true, optionalCC: true, suppressCC: false },
    ],
  ])('%s', (_, isOpg, hotelCode, expected) => {
    expect(flags(isOpg, hotelCode)).toEqual(expected);
  });
});
