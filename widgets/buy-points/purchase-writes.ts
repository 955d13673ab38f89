import {
  commitPointsPurchase,
  holdPointsPurchase,
  placePointsPurchaseOrder,
  requestTransactionUrl,
  type CommitPurchaseRequest,
} from '../../shared/api/points-purchase-service';
import type { PointsPurchaseOrder } from '../../shared/domain/loyalty/points-purchase';
import { defineServerWrite } from '../../shared/store/server-write';

/**
 * The points purchase's server writes (loyalty spec §4 "hold, then commit", §7; DESIGN.md §8
 * "Writes that cannot double"): each goes through `defineServerWrite`, so a double click joins
 * the write under way, and the order, the hold and the commit carry the `Idempotency-Key` of the
 * visitor's intent (`purchase-intent.ts`), so a retried request is answered with its first
 * result. Nothing here invalidates a read: after the commit the flow reads the profile again
 * (`refreshMemberProfile`), which the header and the dashboard show.
 */
type Keyed<Input> = Input & { idempotencyKey: string };

export const orderWrite = defineServerWrite({
  write: ({ order, idempotencyKey }: Keyed<{ order: PointsPurchaseOrder }>, { client }) =>
    placePointsPurchaseOrder(client, order, idempotencyKey),
  invalidates: [],
});

export const holdWrite = defineServerWrite({
  write: ({ orderId, idempotencyKey }: Keyed<{ orderId: string }>, { client }) => holdPointsPurchase(client, orderId, idempotencyKey),
  invalidates: [],
});

/** A new hosted page for the hold (the service makes one per call: nothing is charged until the visitor pays). */
export const transactionUrlWrite = defineServerWrite({
  write: ({ holdId, returnPath }: { holdId: string; returnPath: string }, { client }) => requestTransactionUrl(client, holdId, returnPath),
  invalidates: [],
});

export const commitWrite = defineServerWrite({
  write: ({ idempotencyKey, ...request }: Keyed<CommitPurchaseRequest>, { client }) =>
    commitPointsPurchase(client, request, idempotencyKey),
  invalidates: [],
});
