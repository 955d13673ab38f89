/**
 * Managing a committed reservation (issue 18 items 1, 2, 6; booking spec §2 "reservation lookup",
 * "manage reservation", §3 "Reservation", §7, §8 E91 / E118 / E164; loyalty spec §4, §7
 * send-booking-confirmation, emailinvoices, reverse-point):
 * - lookup by confirmNo + e-mail (statusReservation with `email`): E91 when the number is unknown
 *   OR the e-mail is not the guest's (never say which: the number alone must not confirm a booking),
 *   E118 cancelled, E164 made in the app;
 * - statuses by the sandbox clock: Reserved before arrival day, Arrived from it, Departed from the
 *   departure day; NoShow only when set (the sandbox cannot know a guest did not come);
 * - the cancellation preview and the cancellation of a committed reservation: inventory back to
 *   the ledger, the hold's redeemed points reversed and its vouchers released to the member;
 * - resend the booking confirmation, e-mail invoices (Departed only): recorded, never sent;
 * - `POST /__sandbox/reservation` sets a reservation's status or source for tests.
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { cancelReservation } from '../inventory-ledger.ts';
import { reverseRedemption } from '../points-ledger.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { findRatePlanSeed, roundForCurrency } from '../seed/index.ts';
import { bodyText } from '../checkout/checkout-common.ts';
import type { CheckoutHold, ReservationRecord, ReservationStatus } from '../checkout/checkout-state.ts';
import { voucherStoreOf } from '../loyalty/vouchers.ts';
import type { SandboxState } from '../state.ts';
import { reservationView } from './reservation-view.ts';
import { signedInMember } from './member-session.ts';

const DAY_MS = 864e5;
const STATUSES: readonly ReservationStatus[] = ['Reserved', 'Arrived', 'NoShow', 'Departed', 'Cancelled'];

/** The status as the sandbox clock sees it (dates are the property's days; the sandbox reads them as UTC days). */
export function statusOf(record: ReservationRecord, now: number): ReservationStatus {
  if (record.status === 'Cancelled') return 'Cancelled';
  if (record.setStatus) return record.setStatus;
  const today = new Date(now).toISOString().slice(0, 10);
  if (today >= record.room.endDate) return 'Departed';
  if (today >= record.room.startDate) return 'Arrived';
  return 'Reserved';
}

/** The Reservation answer with the status of now. */
export function reservationAnswer(record: ReservationRecord, now: number) {
  return { ...reservationView(record), status: statusOf(record, now), source: record.source ?? 'web' };
}

const sameEmail = (record: ReservationRecord, email: string): boolean =>
  (record.room.guest['email'] ?? '').trim().toLowerCase() === email.trim().toLowerCase();

function sendCode(context: RouteContext, status: number, code: string, message: string): void {
  sendError(context.res, status, code, message);
}

/**
 * The reservation of `{ confirmNo, email }`, or undefined after the answer (400; 404 E91 for an
 * unknown number or another e-mail). `forLookup` adds E164 (made in the app) and E118 (cancelled).
 */
export function reservationOfAccess(context: RouteContext, forLookup: boolean): ReservationRecord | undefined {
  const confirmNo = bodyText(context.body, 'confirmNo').toUpperCase();
  const email = bodyText(context.body, 'email');
  if (!confirmNo || !email) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send { confirmNo, email }.');
    return undefined;
  }
  const record = context.runtime.state.checkout.reservations.get(confirmNo);
  if (!record || !sameEmail(record, email)) {
    sendCode(context, 404, 'E91', 'No reservation of that number and e-mail.');
    return undefined;
  }
  if (forLookup && record.source === 'app') {
    sendCode(context, 409, 'E164', 'This reservation was made in the app: manage it there.');
    return undefined;
  }
  if (forLookup && record.status === 'Cancelled') {
    sendCode(context, 409, 'E118', 'This reservation is cancelled.');
    return undefined;
  }
  return record;
}

/** POST /api/statusReservation { confirmNo, email } (the lookup): the Reservation, or E91 / E164 / E118. */
export function lookupReservation(context: RouteContext): void {
  const record = reservationOfAccess(context, true);
  if (record) sendContent(context.res, reservationAnswer(record, context.runtime.now().getTime()));
}

/** Hours before arrival (00:00 UTC of the arrival day) until which cancelling is free, by CancelPenalty code; NONREF: never. */
const FREE_UNTIL_HOURS: Readonly<Record<string, number>> = { CXL24: 24, CXL48: 48, LEASE30: 30 * 24 };

/** The other reservations of the same hold still standing: points and vouchers go back with the last one. */
function lastOfHold(state: SandboxState, record: ReservationRecord): boolean {
  const hold = state.checkout.holds.get(record.holdId);
  return (hold?.confirmNos ?? []).every(
    (number) => number === record.confirmNo || state.checkout.reservations.get(number)?.status === 'Cancelled',
  );
}

/**
 * What the hold's voucher took off the booking, in the hold's currency: the hold keeps its rooms'
 * totals and its own total less the voucher (routes/checkout-hold.ts `totalsLessVoucher`), so the
 * difference is the amount `voucherAmountRedeemed` answered (issue 28: the preview says it).
 */
function voucherAmountOfHold(hold: CheckoutHold): number {
  const rooms = hold.rooms.reduce((sum, room) => sum + room.totals.total, 0);
  return Math.max(0, roundForCurrency(rooms - hold.totals.total, hold.currencyCode));
}

/**
 * What cancelling now costs and gives back (the manage view shows exactly this before confirming;
 * decisions, the spec being silent): a non-refundable rate keeps everything paid; a CancelPenalty
 * rate inside its window charges the first night (total / nights); otherwise free. The card
 * refund is what was charged at booking (`paid`, the room's pay-now share: issue 28 "Payment
 * contract" 4) less the penalty, never below 0: a stay paid at the property (`paid` 0) refunds
 * nothing to the card, and the answer says `paid` and `due` so the client words it so. Points and
 * vouchers applied to the hold return with its last reservation (they were applied to the hold as
 * a whole); each voucher with what it took off the booking and in which currency (issue 28 item 5:
 * "vouchers with their value and currency"). Amounts are rounded at the booking currency (booking
 * spec §9: no decimals for JPY and the other no-decimal currencies).
 */
export function cancellationPreview(state: SandboxState, record: ReservationRecord, now: number) {
  const { currencyCode } = record;
  const code = findRatePlanSeed(record.room.ratePlanCode)?.cancelPolicyCode ?? '';
  const nights = Math.max(1, Math.round((Date.parse(record.room.endDate) - Date.parse(record.room.startDate)) / DAY_MS));
  const total = record.room.totals.total;
  const freeHours = FREE_UNTIL_HOURS[code];
  const hoursLeft = (Date.parse(`${record.room.startDate}T00:00:00Z`) - now) / 36e5;
  const penalty =
    code === 'NONREF' || findRatePlanSeed(record.room.ratePlanCode)?.isNonRefundable
      ? total
      : freeHours !== undefined && hoursLeft < freeHours
        ? roundForCurrency(total / nights, currencyCode)
        : 0;
  const hold = state.checkout.holds.get(record.holdId);
  const last = lastOfHold(state, record);
  const points =
    last && hold?.memberId
      ? -state.points.movements
          .filter((movement) => movement.memberId === hold.memberId && movement.reference === record.holdId)
          .reduce((sum, movement) => sum + (movement.kind === 'redeem' || movement.kind === 'reverse' ? movement.points : 0), 0)
      : 0;
  const vouchers =
    last && hold
      ? [...voucherStoreOf(state, now).vouchers.values()]
          .filter((voucher) => voucher.reservation?.holdId === record.holdId)
          .map((voucher) => ({
            voucherCode: voucher.voucherCode,
            title: voucher.title,
            category: voucher.category,
            amount: voucherAmountOfHold(hold),
            currencyCode: hold.currencyCode,
          }))
      : [];
  const charged = Math.min(penalty, total);
  return {
    confirmNo: record.confirmNo,
    cancelPolicyCode: code,
    isNonRefundable: code === 'NONREF',
    currencyCode,
    paid: record.paid,
    due: record.due,
    penalty: charged,
    refund: Math.max(0, roundForCurrency(record.paid - charged, currencyCode)),
    points: Math.max(0, points),
    vouchers,
  };
}

const CANCELLABLE: readonly ReservationStatus[] = ['Reserved'];

function cancellable(context: RouteContext): ReservationRecord | undefined {
  const record = reservationOfAccess(context, false);
  if (!record) return undefined;
  const status = statusOf(record, context.runtime.now().getTime());
  if (status === 'Cancelled') return void sendCode(context, 409, 'E118', 'This reservation is cancelled already.');
  if (!CANCELLABLE.includes(status)) return void sendCode(context, 409, 'NOT_CANCELLABLE', `A reservation ${status} cannot be cancelled.`);
  return record;
}

/** POST /api/reservation/cancellation-preview { confirmNo, email } → the preview (sandbox call: the spec shows none). */
function previewCancellation(context: RouteContext): void {
  const record = cancellable(context);
  if (record) sendContent(context.res, cancellationPreview(context.runtime.state, record, context.runtime.now().getTime()));
}

/**
 * POST /api/cancel-reserved-reservation { confirmNo, email } (routes/checkout-hold.ts sends bodies
 * with a confirmNo here; `{ holdId }` keeps cancelling holds): the preview's returns are carried out.
 */
export function cancelCommittedReservation(context: RouteContext): void {
  const record = cancellable(context);
  if (!record) return;
  const { state } = context.runtime;
  const now = context.runtime.now().getTime();
  const preview = cancellationPreview(state, record, now);
  if (record.reservationId) cancelReservation(state.inventory, record.reservationId);
  const hold = state.checkout.holds.get(record.holdId);
  if (preview.points > 0 && hold?.memberId) reverseRedemption(state.points, hold.memberId, record.holdId, now);
  for (const { voucherCode } of preview.vouchers) {
    const voucher = voucherStoreOf(state, now).vouchers.get(voucherCode);
    if (voucher) {
      voucher.used = false;
      voucher.reservation = undefined;
    }
  }
  record.status = 'Cancelled';
  context.note(`cancelled ${record.confirmNo}: refund ${preview.refund}, ${preview.points} points, ${preview.vouchers.length} vouchers`);
  sendContent(context.res, { ...preview, cancelled: true, status: 'Cancelled' });
}

/** POST /api/loyalty/send-booking-confirmation?propertyName { confirmNo, email } → { sent: true } (recorded). */
function sendBookingConfirmation(context: RouteContext): void {
  const record = reservationOfAccess(context, false);
  if (!record) return;
  (record.mailed ??= []).push(`confirmation:${record.room.guest['email'] ?? ''}`);
  context.note(`confirmation of ${record.confirmNo} sent again (${context.url.searchParams.get('propertyName') ?? ''})`);
  sendContent(context.res, { sent: true });
}

/** POST /api/loyalty/odx/abw/emailinvoices { confirmNo, email } → { sent: true }; 409 INVOICE_NOT_READY unless Departed. */
function emailInvoices(context: RouteContext): void {
  const record = reservationOfAccess(context, false);
  if (!record) return;
  const status = statusOf(record, context.runtime.now().getTime());
  if (status !== 'Departed') return sendCode(context, 409, 'INVOICE_NOT_READY', `Invoices are e-mailed after departure (now ${status}).`);
  (record.mailed ??= []).push(`invoice:${record.room.guest['email'] ?? ''}`);
  context.note(`invoices of ${record.confirmNo} e-mailed`);
  sendContent(context.res, { sent: true });
}

/** POST /__sandbox/reservation { confirmNo, status?, source? } → the reservation's status, source and mails (tests). */
function setReservation(context: RouteContext): void {
  const record = context.runtime.state.checkout.reservations.get(bodyText(context.body, 'confirmNo').toUpperCase());
  const body = (context.body ?? {}) as { status?: unknown; source?: unknown };
  const status = STATUSES.find((value) => value === body.status);
  const source = body.source === 'app' || body.source === 'web' ? body.source : undefined;
  if (!record || (body.status !== undefined && !status) || (body.source !== undefined && !source))
    return sendError(
      context.res,
      400,
      SANDBOX_ERROR_CODES.badRequest,
      `Send { confirmNo, status?: ${STATUSES.join('|')}, source?: web|app }.`,
    );
  if (status === 'Cancelled') record.status = 'Cancelled';
  else if (status) record.setStatus = status === 'Reserved' ? undefined : status;
  if (source) record.source = source;
  sendContent(context.res, {
    status: statusOf(record, context.runtime.now().getTime()),
    source: record.source ?? 'web',
    mailed: record.mailed ?? [],
  });
}

/**
 * POST /api/loyalty/webcheckin/getreservationsbyresid (member) → `{ reservations: [{ confirmNo,
 * reservationId }] }`: the signed-in member's reservations, newest first (loyalty spec §7; the
 * spec shows no body: decision, the member's own ids, for the content call below).
 */
function memberReservationIds(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const { state } = context.runtime;
  const reservations = [...state.checkout.reservations.values()]
    .filter((record) => state.checkout.holds.get(record.holdId)?.memberId === signedIn.member.memberId)
    .reverse()
    .map((record) => ({ confirmNo: record.confirmNo, reservationId: record.reservationId }));
  sendContent(context.res, { reservations });
}

/**
 * POST /apis/:product/member/reservations.getreservationsbyresid.json { reservationIds } (content
 * service, content spec §… "Reservations by id") → the Reservations of those ids (confirmation
 * numbers or ledger reservation ids), each with its status of now; unknown ids are left out.
 */
function reservationsById(context: RouteContext): void {
  const ids = (context.body as { reservationIds?: unknown } | undefined)?.reservationIds;
  if (!Array.isArray(ids) || ids.length > 50 || !ids.every((id) => typeof id === 'string'))
    return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send { reservationIds: [up to 50 ids] }.');
  const now = context.runtime.now().getTime();
  const records = [...context.runtime.state.checkout.reservations.values()];
  const found = ids.flatMap((id) => records.filter((record) => record.confirmNo === id.toUpperCase() || record.reservationId === id));
  sendContent(
    context.res,
    found.map((record) => reservationAnswer(record, now)),
  );
}

export function registerReservationManageRoutes(router: Router): void {
  router
    .add('POST', '/api/loyalty/webcheckin/getreservationsbyresid', memberReservationIds)
    .add('POST', '/apis/:product/member/reservations.getreservationsbyresid.json', reservationsById)
    .add('POST', '/api/reservation/cancellation-preview', previewCancellation)
    .add('POST', '/api/loyalty/send-booking-confirmation', sendBookingConfirmation)
    .add('POST', '/api/loyalty/odx/abw/emailinvoices', emailInvoices)
    .add('POST', '/__sandbox/reservation', setReservation);
}
