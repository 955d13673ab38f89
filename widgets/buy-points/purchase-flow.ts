/**
 * The purchase's steps (loyalty spec §4 "Points purchase: hold, then commit; transaction url and
 * status calls check the result"; §7): order → hold → transaction URL → the hosted page; back
 * on the page: commit → status → the profile again, so the header and the dashboard show the new
 * balance (`refreshMemberProfile`). Each step's failure stops the flow with its error code.
 *
 * One intent, one purchase (DESIGN.md §8; issue 28 item 6): the order, the hold and the commit
 * send the keys of the visitor's intent (`purchase-intent.ts`) through the writes of
 * `purchase-writes.ts`. A step the service answered (bought, or refused) ends the intent; a step
 * whose outcome is unknown (no answer, a timeout, an unreadable answer) keeps it, so trying again
 * repeats the same order, hold or commit and buys once.
 */
import { pushDataLayer } from '../../shared/analytics/data-layer';
import { getApiClient } from '../../shared/api/page-client';
import { fetchTransactionStatus, type TransactionUrl } from '../../shared/api/points-purchase-service';
import type { ApiError, ApiResult } from '../../shared/api/types';
import type { PointsPurchaseOrder } from '../../shared/domain/loyalty/points-purchase';
import { readEntry, removeEntry, writeEntry } from '../../shared/storage';
import { refreshMemberProfile } from '../../shared/store/member-session';
import { pageStore } from '../../shared/store/page-store';
import { pendingPurchaseEntry, type PendingPurchase } from './purchase-entry';
import { beginPurchaseIntent, endPurchaseIntent, purchaseIntentOf, stepKey } from './purchase-intent';
import { commitWrite, holdWrite, orderWrite, transactionUrlWrite } from './purchase-writes';

export type StepFailure = { ok: false; error: ApiError };

/** Whether the service answered (a success or a refusal); otherwise the write may have happened unseen. */
const answered = (result: ApiResult<unknown>): boolean => result.ok || result.error.kind === 'http' || result.error.kind === 'backend';

/** The address without a previous payment result: where the hosted page sends the visitor back (a path of this site). */
export function returnPathOf(href: string, returnUrl: string): string {
  const url = new URL(returnUrl || href, href);
  url.searchParams.delete('paymentResult');
  url.searchParams.delete('signature');
  return `${url.pathname}${url.search}`;
}

export interface PurchaseStart {
  order: PointsPurchaseOrder;
  /** The member who buys: an intent is one member's. */
  buyerMemberId: string;
  choice: Pick<PendingPurchase, 'packageId' | 'pointsType' | 'recipient'>;
  returnPath: string;
}

/** Order and hold under the intent's keys, then a hosted page for the hold. */
async function orderHoldAndPay(
  order: PointsPurchaseOrder,
  intentKey: string,
  returnPath: string,
): Promise<{ ok: true; holdId: string; transaction: TransactionUrl } | StepFailure> {
  const placed = await pageStore.set(orderWrite.run, { order, idempotencyKey: stepKey(intentKey, 'order') });
  if (!placed.ok) return placed;
  const held = await pageStore.set(holdWrite.run, { orderId: placed.data, idempotencyKey: stepKey(intentKey, 'hold') });
  if (!held.ok) return held;
  const transaction = await pageStore.set(transactionUrlWrite.run, { holdId: held.data, returnPath });
  if (!transaction.ok) return transaction;
  return { ok: true, holdId: held.data, transaction: transaction.data };
}

/** Order, hold and transaction URL; the pending purchase is kept before the page changes. Resolves to the hosted page's address. */
export async function startPurchase({
  order,
  buyerMemberId,
  choice,
  returnPath,
}: PurchaseStart): Promise<{ ok: true; url: string } | StepFailure> {
  const intentKey = beginPurchaseIntent(purchaseIntentOf(buyerMemberId, choice.packageId, order));
  const started = await orderHoldAndPay(order, intentKey, returnPath);
  if (!started.ok) {
    // Refused: the next Buy is a new purchase. Unknown: the next Buy of this choice repeats this one.
    if (answered(started)) endPurchaseIntent(intentKey);
    return started;
  }
  writeEntry(pendingPurchaseEntry, {
    ...choice,
    holdId: started.holdId,
    transactionId: started.transaction.transactionId,
    intentKey,
  });
  return { ok: true, url: started.transaction.transactionUrl };
}

export interface Purchased {
  points: number;
  recipient: string | undefined;
  /** The buyer's balance now (the refreshed profile's, else the commit's). */
  balance: number | undefined;
}

/** The payment result in this page's address, if the hosted page just sent the visitor back. */
export function paymentReturnOf(search: string): { paymentResult: string; signature: string } | undefined {
  const query = new URLSearchParams(search);
  const paymentResult = query.get('paymentResult');
  const signature = query.get('signature');
  return paymentResult && signature ? { paymentResult, signature } : undefined;
}

/** A commit that failed; `unconfirmed` when the service did not answer, so the purchase may be done: commit again. */
export type FinishFailure = StepFailure & { unconfirmed: boolean };

/**
 * Commits the pending purchase with the hosted page's signed result, then checks the
 * transaction's status and refreshes the profile. A refusal (declined, abandoned, expired) keeps
 * the choice for another try; once the service answered, the pending hold and the intent are
 * forgotten (a new try is a new order). Without an answer both are kept: the commit is repeated
 * with the same key, and the service answers it with its first result.
 */
export async function finishPurchase(
  pending: PendingPurchase,
  result: { paymentResult: string; signature: string },
): Promise<{ ok: true; purchased: Purchased } | FinishFailure> {
  const committed = await pageStore.set(commitWrite.run, {
    holdId: pending.holdId,
    ...result,
    idempotencyKey: stepKey(pending.intentKey, 'commit'),
  });
  const isAnswered = answered(committed);
  if (isAnswered) {
    removeEntry(pendingPurchaseEntry);
    endPurchaseIntent(pending.intentKey);
  }
  if (!committed.ok) return { ...committed, unconfirmed: !isAnswered };
  const client = getApiClient();
  const status = await fetchTransactionStatus(client, committed.data.transactionId);
  if (status.ok && status.data !== 'committed')
    console.warn(`[stay-widgets] stay-buy-points: transaction status "${status.data}" after commit.`);
  const profile = await refreshMemberProfile();
  const { purchasePoints, recipientMemberId, availablePoints } = committed.data;
  // Analytics (issue 17 item 3): what was bought, never e-mail, token or payment data.
  pushDataLayer({
    event: 'points_purchase',
    pointsType: pending.pointsType,
    points: purchasePoints,
    packageId: pending.packageId,
    gift: !!recipientMemberId,
  });
  return {
    ok: true,
    purchased: {
      points: purchasePoints,
      recipient: recipientMemberId,
      balance: profile.ok ? profile.data.profile.points : availablePoints,
    },
  };
}

export const readPendingPurchase = (): PendingPurchase | undefined => readEntry(pendingPurchaseEntry);

/** Leaving for the hosted page and tidying the address after the return: one object, so component tests replace it. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replaceAddress(url: string): void {
    window.history.replaceState(window.history.state, '', url);
  },
};
