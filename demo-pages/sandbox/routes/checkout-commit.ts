/**
 * Commit (booking spec §4 "Booking flow", §7; issue 16 contract item 7): the signed result of the
 * hosted payment page turns the hold's units into reservations (ledger `reserveUnits`), one
 * confirmation number per room. Checked in this order:
 * - body (E107), signature (E72: forged, or a result made for another hold: replayed);
 * - the hold already committed: the same confirmation numbers again (never two reservations);
 * - the hold expired or released: 409 CPRV_1502, its units released;
 * - the outcome: declined 402 SABRE_242 and abandoned 409 E61, both keeping the hold so the
 *   visitor can pay again;
 * - the amount (issue 28): a result for another amount than the hold's pay-now is 409 E99 (booking
 *   §8, the transaction is not valid for this booking), keeping the hold: pay again;
 * - approved commits: each reservation records its room's `paid` and `due` from the hold's payment
 *   plan, so the paid amounts add up to what the hosted page charged, to the cent.
 * An `Idempotency-Key` already answered repeats the first successful answer.
 */
import { randomUUID } from 'node:crypto';
import { sendContent } from '../envelope.ts';
import { reserveUnits } from '../inventory-ledger.ts';
import { roundForCurrency } from '../seed/index.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import {
  answeredFirstResult,
  bodyText,
  idempotencyKeyOf,
  isActive,
  keepFirstResult,
  optionalMemberId,
  sendCheckoutError,
} from '../checkout/checkout-common.ts';
import { nextConfirmNo } from '../checkout/checkout-state.ts';
import { verifyPaymentResult } from '../checkout/payment-signature.ts';
import { releaseCheckoutHold } from './checkout-hold.ts';
import { redeemHoldPoints } from './points-redemption.ts';

function commit(context: RouteContext): void {
  const key = idempotencyKeyOf(context, 'commit', optionalMemberId(context));
  if (answeredFirstResult(context, key)) return;
  const holdId = bodyText(context.body, 'holdId');
  const paymentResult = bodyText(context.body, 'paymentResult');
  const signature = bodyText(context.body, 'signature');
  if (!holdId || !paymentResult || !signature) return sendCheckoutError(context, 'E107', 'Send { holdId, paymentResult, signature }.');
  const result = verifyPaymentResult(paymentResult, signature);
  const { state } = context.runtime;
  const session = result && state.checkout.paymentSessions.get(result.session);
  if (!result || !session || session.holdId !== holdId || result.holdId !== holdId) {
    return sendCheckoutError(context, 'E72', 'The payment result is not valid for this hold.');
  }
  const held = state.checkout.holds.get(holdId);
  if (!held) return sendCheckoutError(context, 'E72', 'The payment result is not valid for this hold.');
  if (held.status === 'committed') {
    context.note(`hold ${holdId} committed already: the same confirmation numbers`);
    return sendContent(context.res, { confirmNos: held.confirmNos });
  }
  const now = context.runtime.now().getTime();
  if (!isActive(held, now)) {
    releaseCheckoutHold(state.inventory, held);
    return sendCheckoutError(context, 'CPRV_1502', 'The hold expired before the payment came back: nothing was booked.');
  }
  if (result.outcome === 'declined')
    return sendCheckoutError(context, 'SABRE_242', 'The card was declined. The apartments are still held: pay again.');
  if (result.outcome === 'abandoned')
    return sendCheckoutError(context, 'E61', 'The payment was not completed. The apartments are still held: pay again.');
  const { payNow, currencyCode, lines } = held.payment;
  if (roundForCurrency(result.amount, currencyCode) !== payNow) {
    return sendCheckoutError(
      context,
      'E99',
      `The payment was for ${currencyCode} ${result.amount}, the booking asks ${currencyCode} ${payNow} now. The apartments are still held: pay again.`,
      { payNow, paidAmount: result.amount, currencyCode },
    );
  }
  const createdAt = context.runtime.now().toISOString();
  const confirmNos = held.rooms.map((room, index) => {
    const line = lines[index];
    const reserved = reserveUnits(state.inventory, now, room.ledgerHoldId, randomUUID());
    const confirmNo = nextConfirmNo(state.checkout);
    state.checkout.reservations.set(confirmNo, {
      confirmNo,
      holdId,
      reservationId: reserved.ok ? reserved.reservation.reservationId : '',
      room,
      currencyCode: held.currencyCode,
      status: 'Reserved',
      paid: line?.payNow ?? 0,
      due: line?.dueAtProperty ?? room.totals.total,
      createdAt,
      sharedWith: [],
    });
    return confirmNo;
  });
  held.status = 'committed';
  held.confirmNos = confirmNos;
  redeemHoldPoints(state, holdId, now);
  const answer = { confirmNos };
  keepFirstResult(context, key, answer);
  context.note(`hold ${holdId} committed: ${confirmNos.join(', ')}`);
  sendContent(context.res, answer);
}

export function registerCheckoutCommitRoutes(router: Router): void {
  router.add('POST', '/api/v2/checkout/commit', commit);
}
