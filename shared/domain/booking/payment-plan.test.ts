import { describe, expect, it } from 'vitest';
import { paymentPlanOf, type PaymentPlanInput, type PaymentPlanLine } from './payment-plan';

/**
 * Booking spec §3 "Payment types" (online payment gateway, card guarantee, card suppress, optional
 * card) and the Hold request card flags, §5 (isOpg: prepaid all), §7 (suppress-card and
 * optional-card property lists), §9 (no decimals for CLP, JPY, KRW, VND, IDR; cents otherwise);
 * loyalty §4 (points and vouchers redeemed at booking).
 */
const SUPPRESS = ['SGMARB'];
const OPTIONAL = ['JPGNZA'];

const bar = (id: string, total: number, hotelCode = 'SGORCH'): PaymentPlanLine => ({ id, total, isOpg: false, hotelCode });
const apnr = (id: string, total: number, hotelCode = 'SGORCH'): PaymentPlanLine => ({ id, total, isOpg: true, hotelCode });

const plan = (lines: PaymentPlanLine[], extra: Partial<PaymentPlanInput> = {}) =>
  paymentPlanOf({ lines, currencyCode: 'SGD', suppressCardHotels: SUPPRESS, optionalCardHotels: OPTIONAL, ...extra });

type Row = [string, PaymentPlanLine[], Partial<PaymentPlanInput>, [string, string, number, number][], number, number, boolean, boolean];

describe('paymentPlanOf', () => {
  it.each<Row>([
    // case, lines, extra, [id, mode, payNow, due] per line, payNow, dueAtProperty, cardRequired, guaranteeOnly
    [
      'all prepaid',
      [apnr('a', 1251.46), apnr('b', 300)],
      {},
      [
        ['a', 'prepaid', 1251.46, 0],
        ['b', 'prepaid', 300, 0],
      ],
      1551.46,
      0,
      true,
      false,
    ],
    [
      'all card guarantee: nothing now, a card guarantees',
      [bar('a', 1399.31), bar('b', 812.5)],
      {},
      [
        ['a', 'guarantee', 0, 1399.31],
        ['b', 'guarantee', 0, 812.5],
      ],
      0,
      2211.81,
      true,
      true,
    ],
    [
      'mixed cart: BAR pays at the property, Advance Purchase Non-Refundable now',
      [bar('bar', 1399.31), apnr('apnr', 1251.46)],
      {},
      [
        ['bar', 'guarantee', 0, 1399.31],
        ['apnr', 'prepaid', 1251.46, 0],
      ],
      1251.46,
      1399.31,
      true,
      false,
    ],
    [
      'card suppressed: no card at all',
      [bar('a', 500, 'SGMARB'), bar('b', 250, 'sgmarb ')],
      {},
      [
        ['a', 'suppressed', 0, 500],
        ['b', 'suppressed', 0, 250],
      ],
      0,
      750,
      false,
      false,
    ],
    [
      'optional card: a card may be given, none is needed',
      [bar('a', 90000, 'JPGNZA')],
      { currencyCode: 'JPY' },
      [['a', 'optional', 0, 90000]],
      0,
      90000,
      false,
      false,
    ],
    [
      'suppressed beside a guarantee: the guarantee still asks for a card',
      [bar('a', 500, 'SGMARB'), bar('b', 100)],
      {},
      [
        ['a', 'suppressed', 0, 500],
        ['b', 'guarantee', 0, 100],
      ],
      0,
      600,
      true,
      true,
    ],
    [
      'a prepaid rate at a suppress-card property is still charged now',
      [apnr('a', 400, 'SGMARB')],
      {},
      [['a', 'prepaid', 400, 0]],
      400,
      0,
      true,
      false,
    ],
    [
      'voucher and points take off the pay-now first, in cart order',
      [bar('bar', 1399.31), apnr('one', 100), apnr('two', 1151.46)],
      { voucherAmount: 300, pointsValue: 50.25 },
      [
        ['bar', 'guarantee', 0, 1399.31],
        ['one', 'prepaid', 0, 0],
        ['two', 'prepaid', 901.21, 0],
      ],
      901.21,
      1399.31,
      true,
      false,
    ],
    [
      'what the credits leave over the pay-now comes off the amount due at the property',
      [bar('bar', 1399.31), apnr('apnr', 1251.46)],
      { voucherAmount: 1000, pointsValue: 500 },
      [
        ['bar', 'guarantee', 0, 1150.77],
        ['apnr', 'prepaid', 0, 0],
      ],
      0,
      1150.77,
      true,
      true,
    ],
    [
      'credits beyond the booking: nothing below zero, and a prepaid stay paid with points needs no card',
      [apnr('a', 100)],
      { voucherAmount: 80, pointsValue: 80 },
      [['a', 'prepaid', 0, 0]],
      0,
      0,
      false,
      false,
    ],
    [
      'credits on a guarantee-only cart reduce the amount due',
      [bar('a', 200), bar('b', 100)],
      { pointsValue: 250 },
      [
        ['a', 'guarantee', 0, 0],
        ['b', 'guarantee', 0, 50],
      ],
      0,
      50,
      true,
      true,
    ],
    [
      'JPY has no decimals: each line and each credit rounded to whole yen',
      [bar('a', 45210.5, 'JPSHJK'), apnr('b', 38000.4, 'JPSHJK')],
      { currencyCode: 'JPY', pointsValue: 1234.5 },
      [
        ['a', 'guarantee', 0, 45211],
        ['b', 'prepaid', 36765, 0],
      ],
      36765,
      45211,
      true,
      false,
    ],
    [
      'rounded per line, then summed: 1.005 + 1.005 is 2.02, not 2.01',
      [apnr('a', 1.005), apnr('b', 1.005), bar('c', 0.1), bar('d', 0.2)],
      {},
      [
        ['a', 'prepaid', 1.01, 0],
        ['b', 'prepaid', 1.01, 0],
        ['c', 'guarantee', 0, 0.1],
        ['d', 'guarantee', 0, 0.2],
      ],
      2.02,
      0.3,
      true,
      false,
    ],
    ['an empty cart: nothing to pay, no card', [], {}, [], 0, 0, false, false],
  ])('%s', (_, lines, extra, planned, payNow, dueAtProperty, cardRequired, guaranteeOnly) => {
    const result = plan(lines, extra);
    expect(result.lines.map((line) => [line.id, line.mode, line.payNow, line.dueAtProperty])).toEqual(planned);
    expect([result.payNow, result.dueAtProperty, result.cardRequired, result.guaranteeOnly]).toEqual([
      payNow,
      dueAtProperty,
      cardRequired,
      guaranteeOnly,
    ]);
  });

  it('without card lists every card rate is guaranteed', () => {
    const result = paymentPlanOf({ lines: [bar('a', 10, 'SGMARB')], currencyCode: 'SGD' });
    expect([result.lines[0]?.mode, result.guaranteeOnly]).toEqual(['guarantee', true]);
  });

  it.each(['CLP', 'JPY', 'KRW', 'VND', 'IDR'])('%s: amounts in whole units', (currencyCode) => {
    const result = paymentPlanOf({ lines: [apnr('a', 100.5), bar('b', 200.4)], currencyCode, voucherAmount: 0.6 });
    expect([result.payNow, result.dueAtProperty]).toEqual([100, 200]);
  });

  it('the lines add up to the totals to the cent, and paid now plus due is the booking less the credits', () => {
    const lines = [bar('a', 333.33), apnr('b', 333.33), apnr('c', 333.34), bar('d', 0.01)];
    const result = plan(lines, { voucherAmount: 100.1, pointsValue: 0.2 });
    const cents = (amount: number) => Math.round(amount * 100);
    expect(result.lines.reduce((sum, line) => sum + cents(line.payNow), 0)).toBe(cents(result.payNow));
    expect(result.lines.reduce((sum, line) => sum + cents(line.dueAtProperty), 0)).toBe(cents(result.dueAtProperty));
    expect(cents(result.payNow) + cents(result.dueAtProperty)).toBe(100_001 - 10_030);
    expect(result.currencyCode).toBe('SGD');
  });
});
