/**
 * The purchase's steps (loyalty spec §4 "Points purchase: hold, then commit; transaction url and
 * status calls check the result"; §7): order → hold → transaction URL → the hosted page; back
 * on the page: commit → status → the profile again, so the header and the dashboard show the new
 * balance (`refreshMemberProfile`). Each step's failure stops the flow with its error code.
 */
import { pushDataLayer } from '../../shared/analytics/data-layer';
import { getApiClient } from '../../shared/api/page-client';
import {
  commitPointsPurchase,
  fetchTransactionStatus,
  holdPointsPurchase,
  placePointsPurchaseOrder,
  requestTransactionUrl,
} from '../../shared/api/points-purchase-service';
import type { ApiError } from '../../shared/api/types';
import type { PointsPurchaseOrder } from '../../shared/domain/loyalty/points-purchase';
import { readEntry, removeEntry, writeEntry } from '../../shared/storage';
import { refreshMemberProfile } from '../../shared/store/member-session';
import { pendingPurchaseEntry, type PendingPurchase } from './purchase-entry';

export type StepFailure = { ok: false; error: ApiError };

/** The address without a previous payment result: where the hosted page sends the visitor back (a path of this site). */
export function returnPathOf(href: string, returnUrl: string): string {
  const url = new URL(returnUrl || href, href);
  url.searchParams.delete('paymentResult');
  url.searchParams.delete('signature');
  return `${url.pathname}${url.search}`;
}

/** Order, hold and transaction URL; the pending purchase is kept before the page changes. Resolves to the hosted page's address. */
export async function startPurchase(
  order: PointsPurchaseOrder,
  choice: Pick<PendingPurchase, 'packageId' | 'pointsType' | 'recipient'>,
  returnPath: string,
): Promise<{ ok: true; url: string } | StepFailure> {
  const client = getApiClient();
  const placed = await placePointsPurchaseOrder(client, order, crypto.randomUUID());
  if (!placed.ok) return placed;
  const held = await holdPointsPurchase(client, placed.data, crypto.randomUUID());
  if (!held.ok) return held;
  const transaction = await requestTransactionUrl(client, held.data, returnPath);
  if (!transaction.ok) return transaction;
  writeEntry(pendingPurchaseEntry, {
    ...choice,
    holdId: held.data,
    transactionId: transaction.data.transactionId,
    commitKey: crypto.randomUUID(),
  });
  return { ok: true, url: transaction.data.transactionUrl };
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

/**
 * Commits the pending purchase with the hosted page's signed result, then checks the
 * transaction's status and refreshes the profile. A refusal (declined, abandoned, expired) keeps
 * the choice for another try; the pending hold is forgotten either way (a new try is a new order).
 */
export async function finishPurchase(
  pending: PendingPurchase,
  result: { paymentResult: string; signature: string },
): Promise<{ ok: true; purchased: Purchased } | StepFailure> {
  const client = getApiClient();
  const committed = await commitPointsPurchase(client, { holdId: pending.holdId, ...result }, pending.commitKey);
  removeEntry(pendingPurchaseEntry);
  if (!committed.ok) return committed;
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
