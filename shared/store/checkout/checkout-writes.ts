import type { Setter } from 'jotai/vanilla';
import {
  cancelReservedReservation,
  commitCheckout,
  createPaymentUrl,
  extendHold,
  holdCheckout,
  type CommitRequest,
  type PaymentUrlRequest,
} from '../../api/checkout-service';
import type { ApiResult } from '../../api/types';
import type { HoldLevel } from '../../domain/booking/hold-request';
import { identifyBookingSource } from '../../analytics/source-identicator';
import { beginIntent, endIntent } from '../cart/write-intents';
import { defineServerWrite, type ServerWrite } from '../server-write';

/**
 * The checkout's server writes (issue 16 contract, calls 5-8; DESIGN.md §8 "Writes that cannot
 * double"): each goes through `defineServerWrite` (a double click joins the write under way) with
 * the `Idempotency-Key` of the visitor's intent, made once and kept in session storage by the
 * cart's `write-intents.ts`, so a reload or a retried request repeats the intent with its key and
 * the service answers it with its first result.
 *
 * An intent ends (its key is forgotten) once the service answered it, success or refusal: the
 * next attempt is a new intent (hold again after expiry, pay again after a decline). It is kept
 * while the outcome is unknown (network failure, timeout, unreadable answer), so the retry
 * repeats it.
 */
type Keyed<Input> = Input & { idempotencyKey: string };

export const holdWrite = defineServerWrite({
  write: async ({ level, idempotencyKey }: Keyed<{ level: HoldLevel }>, { client }) => {
    const held = await holdCheckout(client, level, idempotencyKey);
    if (held.ok) identifyBookingSource(client, level);
    return held;
  },
  invalidates: [],
});

export const extendHoldWrite = defineServerWrite({
  write: ({ holdId, idempotencyKey }: Keyed<{ holdId: string; extensionsLeft: number }>, { client }) =>
    extendHold(client, holdId, idempotencyKey),
  invalidates: [],
});

export const paymentUrlWrite = defineServerWrite({
  write: ({ idempotencyKey, ...request }: Keyed<PaymentUrlRequest>, { client }) => createPaymentUrl(client, request, idempotencyKey),
  invalidates: [],
});

export const commitWrite = defineServerWrite({
  write: ({ idempotencyKey, ...request }: Keyed<CommitRequest>, { client }) => commitCheckout(client, request, idempotencyKey),
  invalidates: [],
});

export const cancelHoldWrite = defineServerWrite({
  write: ({ holdId, idempotencyKey }: Keyed<{ holdId: string }>, { client }) => cancelReservedReservation(client, holdId, idempotencyKey),
  invalidates: [],
});

const answered = (result: ApiResult<unknown>): boolean => result.ok || result.error.kind === 'http' || result.error.kind === 'backend';

/** Runs `write` under the key of `intent` (`store.set` is the setter outside React). */
export async function runUnderIntent<Input, Data>(
  set: Setter,
  write: ServerWrite<Keyed<Input>, Data>,
  intent: string,
  input: Input,
): Promise<ApiResult<Data>> {
  const { idempotencyKey } = beginIntent(intent);
  const result = await set(write.run, { ...input, idempotencyKey });
  if (answered(result)) endIntent(intent);
  return result;
}

/** The intents of the checkout, named so that a repeat is the same intent and a new attempt is not. */
export const checkoutIntents = {
  /** Holding these cart apartments. */
  hold: (level: HoldLevel) => `checkout-hold:${level.rooms.map((room) => room.shoppingCartItemId).join(',')}`,
  /** One extension of a hold: the count left names which one. */
  extend: (holdId: string, extensionsLeft: number) => `checkout-extend:${holdId}:${extensionsLeft}`,
  pay: (holdId: string) => `checkout-pay:${holdId}`,
  /** Committing one payment result: a reload of the return page repeats it. */
  commit: ({ holdId, signature }: CommitRequest) => `checkout-commit:${holdId}:${signature}`,
  cancel: (holdId: string) => `checkout-cancel:${holdId}`,
};

/** Call 5: holds the cart; a reload while it is under way repeats it with the same key. */
export const placeHold = (set: Setter, level: HoldLevel) => runUnderIntent(set, holdWrite, checkoutIntents.hold(level), { level });

export const extendCheckoutHold = (set: Setter, hold: { holdId: string; extensionsLeft: number }) =>
  runUnderIntent(set, extendHoldWrite, checkoutIntents.extend(hold.holdId, hold.extensionsLeft), hold);

/** Call 6: the hosted payment page for the hold. */
export const requestPaymentUrl = (set: Setter, request: PaymentUrlRequest) =>
  runUnderIntent(set, paymentUrlWrite, checkoutIntents.pay(request.holdId), request);

/** Call 7: a double click, a reload of the return page or a second tab commit the same result with the same key. */
export const commitPayment = (set: Setter, request: CommitRequest) =>
  runUnderIntent(set, commitWrite, checkoutIntents.commit(request), request);

export const cancelHold = (set: Setter, holdId: string) => runUnderIntent(set, cancelHoldWrite, checkoutIntents.cancel(holdId), { holdId });
