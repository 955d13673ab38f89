import { isRecord, text } from '../../shared/domain/json-guards';
import { isPointPurchaseType, type PointPurchaseType } from '../../shared/domain/loyalty/points-purchase';
import { defineEntry } from '../../shared/storage';

/**
 * `stay:buy-points-purchase` (session): the purchase on its way to the hosted payment page and
 * back (loyalty spec §4 "hold, then commit"): the hold, the transaction, the visitor's choice (so a
 * decline keeps it) and the key of the purchase's intent (`purchase-intent.ts`), whose commit key a
 * reload or a retry after the return sends again, so the purchase is committed once (issue 28
 * item 6). Never the payment result, the token or an e-mail.
 */
export interface PendingPurchase {
  holdId: string;
  transactionId: string;
  packageId: string;
  pointsType: PointPurchaseType;
  recipient: string;
  /** The intent's idempotency key; the commit sends `stepKey(intentKey, 'commit')`. */
  intentKey: string;
}

export function parsePendingPurchase(raw: unknown): PendingPurchase | undefined {
  if (!isRecord(raw)) return undefined;
  const [holdId, transactionId, packageId, recipient, intentKey] = ['holdId', 'transactionId', 'packageId', 'recipient', 'intentKey'].map(
    (field) => text(raw, field),
  );
  const { pointsType } = raw;
  if (!holdId || !transactionId || !packageId || recipient === undefined || !intentKey || !isPointPurchaseType(pointsType))
    return undefined;
  return { holdId, transactionId, packageId, pointsType, recipient, intentKey };
}

export const pendingPurchaseEntry = defineEntry({ key: 'buy-points-purchase', area: 'session', parse: parsePendingPurchase });
