// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { testNowMs } from '../../testing/clock';
import type { PointsPurchaseOrder } from '../../shared/domain/loyalty/points-purchase';
import { readEntry } from '../../shared/storage';
import {
  beginPurchaseIntent,
  endPurchaseIntent,
  PURCHASE_INTENT_LIFETIME_MS,
  purchaseIntentEntry,
  purchaseIntentOf,
  stepKey,
} from './purchase-intent';

/** One intent, one purchase (DESIGN.md §8 "Writes that cannot double"; issue 28 item 6). */
const ORDER: PointsPurchaseOrder = {
  purchaseCode: 'BUYPOINTS',
  langCode: 'en',
  countryCode: 'SG',
  timezone: 'Asia/Singapore',
  pointsType: 'gifting',
  purchasePoints: 1000,
  pricePerPoint: 0.0125,
  totalPrices: 12.5,
  purchaseCurrency: 'SGD',
  loyaltyTier: 'gold',
  transactionId: '',
  orderId: '',
  recipientMemberId: 'SM1000002',
};
const intent = purchaseIntentOf('SM1000003', 'P1000', ORDER);

beforeEach(() => sessionStorage.clear());

describe('the purchase intent and its idempotency key', () => {
  it('the same intent keeps its key across retries; it lives in session storage', () => {
    const now = testNowMs();
    const key = beginPurchaseIntent(intent, now);
    expect(beginPurchaseIntent(purchaseIntentOf('SM1000003', 'P1000', { ...ORDER, langCode: 'zh' }), now + 1000)).toBe(key);
    expect(readEntry(purchaseIntentEntry, now)).toEqual({ intent, key });
    expect([sessionStorage.length, sessionStorage.key(0)]).toEqual([1, 'stay:buy-points-intent']);
  });

  it.each([
    ['another package', purchaseIntentOf('SM1000003', 'P5000', ORDER)],
    [
      'another point purchase type',
      purchaseIntentOf('SM1000003', 'P1000', { ...ORDER, pointsType: 'purchase', recipientMemberId: undefined }),
    ],
    ['another recipient', purchaseIntentOf('SM1000003', 'P1000', { ...ORDER, recipientMemberId: 'SM1000004' })],
    ['another amount', purchaseIntentOf('SM1000003', 'P1000', { ...ORDER, totalPrices: 13 })],
    ['another currency', purchaseIntentOf('SM1000003', 'P1000', { ...ORDER, purchaseCurrency: 'JPY' })],
    ['another buyer', purchaseIntentOf('SM1000004', 'P1000', ORDER)],
  ])('%s is a new intent with a new key', (_name, other) => {
    const now = testNowMs();
    const key = beginPurchaseIntent(intent, now);
    expect(other).not.toBe(intent);
    const otherKey = beginPurchaseIntent(other, now);
    expect(otherKey).not.toBe(key);
    // The newer intent replaced the older: going back to the first choice is again a new purchase.
    expect(beginPurchaseIntent(intent, now)).not.toBe(key);
  });

  it('a purchase the service answered forgets its key: buying the same again is a new purchase', () => {
    const now = testNowMs();
    const key = beginPurchaseIntent(intent, now);
    endPurchaseIntent(key);
    expect(readEntry(purchaseIntentEntry, now)).toBe(undefined);
    expect(beginPurchaseIntent(intent, now)).not.toBe(key);
  });

  it('ending an older purchase leaves a newer intent alone', () => {
    const now = testNowMs();
    const older = beginPurchaseIntent(intent, now);
    const newer = beginPurchaseIntent(purchaseIntentOf('SM1000003', 'P5000', ORDER), now);
    endPurchaseIntent(older);
    expect(readEntry(purchaseIntentEntry, now)?.key).toBe(newer);
  });

  it('a key older than its lifetime is not repeated', () => {
    const now = testNowMs();
    const key = beginPurchaseIntent(intent, now);
    expect(beginPurchaseIntent(intent, now + PURCHASE_INTENT_LIFETIME_MS - 1)).toBe(key);
    expect(beginPurchaseIntent(intent, now + PURCHASE_INTENT_LIFETIME_MS)).not.toBe(key);
  });

  it('each step has its own key, made from the intent’s', () => {
    const keys = (['order', 'hold', 'commit'] as const).map((step) => stepKey('K', step));
    expect(keys).toEqual(['K-order', 'K-hold', 'K-commit']);
  });
});
