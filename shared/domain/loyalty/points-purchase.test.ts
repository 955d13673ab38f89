import { describe, expect, it } from 'vitest';
import {
  POINT_PURCHASE_TYPES,
  PURCHASE_TYPES,
  buildPurchaseOrder,
  checkRecipient,
  isPointPurchaseType,
  isPurchaseType,
  pointPurchaseTypesFor,
  purchaseTotal,
} from './points-purchase';
import type { PointPackage } from './points-purchase';

describe('purchase types (loyalty spec §3 "Points purchase")', () => {
  it('names the three purchase types and four point purchase types', () => {
    expect(PURCHASE_TYPES).toEqual(['points', 'tier', 'regular']);
    expect(POINT_PURCHASE_TYPES).toEqual(['purchase', 'upgrade', 'maintain', 'gifting']);
  });
  it.each([
    ['points', true, false],
    ['gifting', false, true],
    ['GIFTING', false, false],
    [undefined, false, false],
  ])('%s: purchase type %s, point purchase type %s', (value, purchase, point) => {
    expect([isPurchaseType(value), isPointPurchaseType(value)]).toEqual([purchase, point]);
  });
});

describe('purchaseTotal: points × price per point, rounded once in the currency (spec §3, §9)', () => {
  it.each([
    [1000, 0.012, 'USD', 12],
    [2500, 0.0125, 'SGD', 31.25],
    [333, 0.01005, 'SGD', 3.35], // 3.34665 rounded once, not 333 rounded prices
    [1005, 0.001, 'usd', 1.01], // 1.005 half away from zero
    [5000, 1.55, 'JPY', 7750],
    [1000, 1.3337, 'JPY', 1334],
    [1000, 9.5, 'KRW', 9500],
    [3333, 2.5, 'VND', 8333],
    [1000, 0.4, 'CLP', 400],
    [7, 150.5, 'IDR', 1054],
  ])('%i points at %f %s → %f', (points, price, currency, total) => {
    expect(purchaseTotal(points, price, currency)).toBe(total);
  });
});

describe('checkRecipient: gifting needs a valid member id (spec §3 point purchase type gifting)', () => {
  it.each([
    ['SM1000002', { ok: true, memberId: 'SM1000002' }],
    ['  sm1000002 ', { ok: true, memberId: 'SM1000002' }],
    ['', { ok: false, reason: 'required' }],
    ['   ', { ok: false, reason: 'required' }],
    ['SM10002', { ok: false, reason: 'format' }],
    ['1000002', { ok: false, reason: 'format' }],
    ['SM1000002X', { ok: false, reason: 'format' }],
    ['sm1000003', { ok: false, reason: 'self' }],
  ])('%j → %j', (value, result) => expect(checkRecipient(value, 'SM1000003')).toEqual(result));
});

const PACK: PointPackage = { packageId: 'P5000', points: 5000, pricePerPoint: 0.0125, currency: 'sgd', purchaseType: 'points' };
const BASE = {
  purchaseCode: 'BUYPOINTS',
  langCode: 'en',
  countryCode: 'SG',
  timezone: 'Asia/Singapore',
  loyaltyTier: 'GOLD',
  buyerMemberId: 'SM1000003',
  pack: PACK,
} as const;

describe('buildPurchaseOrder: the points-purchase-order request in the spec fields (spec §3, §7)', () => {
  it('fills every field of the spec, the total once rounded, ids left to the server', () => {
    expect(buildPurchaseOrder({ ...BASE, pointsType: 'purchase' })).toEqual({
      ok: true,
      order: {
        purchaseCode: 'BUYPOINTS',
        langCode: 'en',
        countryCode: 'SG',
        timezone: 'Asia/Singapore',
        pointsType: 'purchase',
        purchasePoints: 5000,
        pricePerPoint: 0.0125,
        totalPrices: 62.5,
        purchaseCurrency: 'SGD',
        loyaltyTier: 'GOLD',
        transactionId: '',
        orderId: '',
      },
    });
  });
  it.each([
    ['purchase', '', true, undefined],
    ['upgrade', 'SM1000002', false, 'type'], // a points package is not a tier purchase
    ['gifting', 'sm1000002', true, 'SM1000002'],
    ['gifting', '', false, 'required'],
    ['gifting', 'SM12', false, 'format'],
    ['gifting', 'SM1000003', false, 'self'],
  ] as const)('%s with recipient %j → ok %s (%s)', (pointsType, recipient, ok, detail) => {
    const built = buildPurchaseOrder({ ...BASE, pointsType, recipient });
    expect(built.ok).toBe(ok);
    if (built.ok) expect(built.order.recipientMemberId).toBe(detail);
    else expect(built.problem).toBe(detail);
  });
  it('a tier package is bought to upgrade or maintain the tier', () => {
    const pack = { ...PACK, purchaseType: 'tier' } as const;
    expect(buildPurchaseOrder({ ...BASE, pack, pointsType: 'maintain' }).ok).toBe(true);
    expect(buildPurchaseOrder({ ...BASE, pack, pointsType: 'purchase' })).toEqual({ ok: false, problem: 'type' });
  });
  it.each([
    [{ ...PACK, points: 0 }],
    [{ ...PACK, points: 10.5 }],
    [{ ...PACK, pricePerPoint: 0 }],
    [{ ...PACK, pricePerPoint: Number.NaN }],
  ])('refuses a package that cannot be bought: %j', (pack) => {
    expect(buildPurchaseOrder({ ...BASE, pointsType: 'purchase', pack })).toEqual({ ok: false, problem: 'package' });
  });
});

describe('pointPurchaseTypesFor: which point purchase types a package offers (spec §3; pairing is our decision)', () => {
  it.each([
    ['points', ['purchase', 'gifting']],
    ['regular', ['purchase', 'gifting']],
    ['tier', ['upgrade', 'maintain']],
  ] as const)('%s → %j', (purchaseType, types) => expect(pointPurchaseTypesFor(purchaseType)).toEqual(types));
});
