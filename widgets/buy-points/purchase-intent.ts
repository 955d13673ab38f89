import { isRecord, text } from '../../shared/domain/json-guards';
import type { PointsPurchaseOrder } from '../../shared/domain/loyalty/points-purchase';
import { defineEntry, readEntry, removeEntry, writeEntry } from '../../shared/storage';

/**
 * `stay:buy-points-intent` (session): the idempotency key of the visitor's points purchase
 * (DESIGN.md §8 "Writes that cannot double"; issue 28 item 6 "one intent, one purchase"). The
 * intent is what the visitor asked for: the package, the point purchase type, the recipient and
 * the amount, for this member. Buying the same again (a double click, a reload, Buy after a failed
 * request) repeats its order, hold and commit with the same keys, and the service answers them
 * with their first results (loyalty spec §4 "hold, then commit"); another choice is a new intent
 * with a new key. The key is forgotten when the service answered the purchase (bought or refused):
 * the next purchase is a new one.
 */
export interface PurchaseIntent {
  /** What the visitor asked for (`purchaseIntentOf`). */
  intent: string;
  /** One key per intent; each step's key is made from it (`stepKey`). */
  key: string;
}

/**
 * A key outlives its use by little: the purchase runs from Buy through the hosted payment page to
 * the commit while its hold is open (the sandbox's lasts 15 minutes). Later, the same choice is a
 * new purchase, not the repeat of an order whose hold has gone.
 */
export const PURCHASE_INTENT_LIFETIME_MS = 30 * 60_000;

function parsePurchaseIntent(raw: unknown): PurchaseIntent | undefined {
  if (!isRecord(raw)) return undefined;
  const intent = text(raw, 'intent');
  const key = text(raw, 'key');
  return intent && key ? { intent, key } : undefined;
}

export const purchaseIntentEntry = defineEntry({
  key: 'buy-points-intent',
  area: 'session',
  lifetimeMs: PURCHASE_INTENT_LIFETIME_MS,
  parse: parsePurchaseIntent,
});

/** The intent of an order: who buys which package, for what and whom, at what amount. */
export function purchaseIntentOf(buyerMemberId: string, packageId: string, order: PointsPurchaseOrder): string {
  const { purchaseCode, pointsType, recipientMemberId = '', purchasePoints, totalPrices, purchaseCurrency } = order;
  return JSON.stringify([
    buyerMemberId,
    purchaseCode,
    packageId,
    pointsType,
    recipientMemberId,
    purchasePoints,
    totalPrices,
    purchaseCurrency,
  ]);
}

/** The steps of a purchase that change the service: each sends its own key, made from the intent's. */
export type PurchaseStep = 'order' | 'hold' | 'commit';

export const stepKey = (key: string, step: PurchaseStep): string => `${key}-${step}`;

/** The intent's key: the stored one when this intent was begun before and is still fresh, else a new one. */
export function beginPurchaseIntent(intent: string, now: number = Date.now()): string {
  const known = readEntry(purchaseIntentEntry, now);
  if (known?.intent === intent) return known.key;
  const key = crypto.randomUUID();
  writeEntry(purchaseIntentEntry, { intent, key }, now);
  return key;
}

/** Forgets the intent whose key is `key` (a purchase the service answered); another, newer intent stays. */
export function endPurchaseIntent(key: string): void {
  if (readEntry(purchaseIntentEntry)?.key === key) removeEntry(purchaseIntentEntry);
}
