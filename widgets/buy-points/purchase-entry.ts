import { isRecord, text } from '../../shared/domain/json-guards';
import { isPointPurchaseType, type PointPurchaseType } from '../../shared/domain/loyalty/points-purchase';
import { defineEntry } from '../../shared/storage';

/**
 * `stay:buy-points-purchase` (session): the purchase on its way to the hosted payment page and
 * back (loyalty spec §4 "hold, then commit"): the hold, the transaction, the visitor's choice (so a
 * decline keeps it) and the commit's idempotency key (a reload after the return commits once).
 * Never the payment result, the token or an e-mail.
 */
export interface PendingPurchase {
  holdId: string;
  transactionId: string;
  packageId: string;
  pointsType: PointPurchaseType;
  recipient: string;
  commitKey: string;
}

export function parsePendingPurchase(raw: unknown): PendingPurchase | undefined {
  if (!isRecord(raw)) return undefined;
  const [holdId, transactionId, packageId, recipient, commitKey] = ['holdId', 'transactionId', 'packageId', 'recipient', 'commitKey'].map(
    (field) => text(raw, field),
  );
  const { pointsType } = raw;
  if (!holdId || !transactionId || !packageId || recipient === undefined || !commitKey || !isPointPurchaseType(pointsType))
    return undefined;
  return { holdId, transactionId, packageId, pointsType, recipient, commitKey };
}

export const pendingPurchaseEntry = defineEntry({ key: 'buy-points-purchase', area: 'session', parse: parsePendingPurchase });
