import { describe, expect, it } from 'vitest';
import {
  cashToPoints,
  DEFAULT_POINT_RATE,
  maxRedeemablePoints,
  pointRateIn,
  pointsToCash,
  splitRedemption,
  type RedemptionRoom,
} from './redemption';

const room = (overrides: Partial<RedemptionRoom> = {}): RedemptionRoom => ({
  shoppingCartItemId: 'c1',
  hotelCode: 'SGS',
  roomTypeCode: 'STU',
  ratePlanCode: 'BAR',
  charge: 100,
  tax: 10,
  addonTotal: 0,
  addonCount: 0,
  redeems: true,
  ...overrides,
});

describe('pointRateIn: the 0.0025 SGD point rate in the booking currency (loyalty §9, booking §9)', () => {
  const rates = { USDSGD: 1.25, USDJPY: 150, USDEUR: 0.9 };
  it.each([
    { currency: 'SGD', expected: 0.0025 },
    { currency: 'USD', expected: 0.002 },
    { currency: 'JPY', expected: 0.3 },
    { currency: 'EUR', expected: 0.0018 },
  ])('$currency -> $expected per point', ({ currency, expected }) => {
    expect(pointRateIn(currency, rates)).toBeCloseTo(expected, 10);
  });
  it('is undefined when a rate is missing (no redemption rather than a wrong price)', () => {
    expect(pointRateIn('KRW', rates)).toBeUndefined();
    expect(pointRateIn('SGD', {})).toBeUndefined();
  });
  it('the default is 0.0025 (§9)', () => expect(DEFAULT_POINT_RATE).toBe(0.0025));
});

describe('points <-> cash, rounded once at the currency decimals (booking §9: 0 for CLP JPY KRW VND IDR)', () => {
  it.each([
    { points: 1000, rate: 0.0025, currency: 'SGD', cash: 2.5 },
    { points: 1, rate: 0.0025, currency: 'SGD', cash: 0 },
    { points: 3, rate: 0.0025, currency: 'SGD', cash: 0.01 },
    { points: 1001, rate: 0.3, currency: 'JPY', cash: 300 },
    { points: 1002, rate: 0.3, currency: 'JPY', cash: 301 },
    { points: 10, rate: 33.33, currency: 'VND', cash: 333 },
    { points: -5, rate: 0.0025, currency: 'SGD', cash: 0 },
  ])('$points points at $rate = $cash $currency', ({ points, rate, currency, cash }) => {
    expect(pointsToCash(points, rate, currency)).toBe(cash);
  });
  it.each([
    { amount: 100, rate: 0.0025, points: 40000 },
    { amount: 110.01, rate: 0.0025, points: 44004 },
    { amount: 0, rate: 0.0025, points: 0 },
    { amount: 300, rate: 0.3, points: 1000 },
  ])('$amount needs $points points (rounded up: the points always cover it)', ({ amount, rate, points }) => {
    expect(cashToPoints(amount, rate)).toBe(points);
  });
});

describe('splitRedemption: points over the rooms, cash left, redemption type (loyalty §3, §4; booking §4)', () => {
  const rate = DEFAULT_POINT_RATE;
  it('no points: all cash, no redemption type', () => {
    expect(splitRedemption([room()], 0, rate, 'SGD')).toMatchObject({
      points: 0,
      total: 110,
      pointsValue: 0,
      cash: 110,
      redemptionType: '',
    });
  });
  it('partial points: cash = total - points x rate, type room', () => {
    const split = splitRedemption([room()], 10000, rate, 'SGD');
    expect(split).toMatchObject({ points: 10000, pointsValue: 25, cash: 85, redemptionType: 'room' });
    expect(split.rooms[0]).toMatchObject({
      maxChargePoint: 40000,
      maxTaxPoint: 4000,
      maxAddOnPoint: 0,
      pointRedeemed: 10000,
      isFullRedeem: false,
    });
  });
  it('points beyond the maximum are clamped to it, fractions floored, NaN is none', () => {
    expect(splitRedemption([room()], 1e9, rate, 'SGD')).toMatchObject({ points: 44000, cash: 0 });
    expect(splitRedemption([room()], 12.7, rate, 'SGD').points).toBe(12);
    expect(splitRedemption([room()], Number.NaN, rate, 'SGD').points).toBe(0);
  });
  it('first room first; the second only after the first is paid in full', () => {
    const split = splitRedemption([room(), room({ shoppingCartItemId: 'c2' })], 50000, rate, 'SGD');
    expect(split.rooms.map((r) => [r.pointRedeemed, r.isFullRedeem])).toEqual([
      [44000, true],
      [6000, false],
    ]);
    expect(split.cash).toBe(220 - 125);
  });
  it('a room whose rate does not redeem (NB, NP, leasing, suppressed, zero-earning) takes no points', () => {
    const rooms = [room({ redeems: false }), room({ shoppingCartItemId: 'c2' })];
    expect(maxRedeemablePoints(rooms, rate)).toBe(44000);
    const split = splitRedemption(rooms, 1e9, rate, 'SGD');
    expect(split.rooms[0]).toMatchObject({ pointRedeemed: 0, maxChargePoint: 0, isFullRedeem: false });
    expect(split.cash).toBe(110);
  });
  it('points covering more than the room charge with add-ons: room+addon (booking §4)', () => {
    const split = splitRedemption([room({ addonTotal: 20, addonCount: 1 })], 50000, rate, 'SGD');
    expect(split).toMatchObject({ pointsValue: 125, cash: 5, redemptionType: 'room+addon' });
  });
  it('a long currency rounds to whole units', () => {
    const split = splitRedemption([room({ charge: 15000, tax: 1500 })], 1001, 0.3, 'JPY');
    expect(split).toMatchObject({ pointsValue: 300, cash: 16200 });
  });
});
