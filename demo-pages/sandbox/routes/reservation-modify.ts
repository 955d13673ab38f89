/**
 * The modify-reservation flow's calls (issue 18, helper C; booking spec §4 "Modify flow", §7
 * POST /api/checkout/modify ?confirmNo; loyalty-and-account §3 "Modify-reservation record", §7
 * modify-reservation ?pointsReservedId, modify-reservation-cprv, modify-reservation-summary
 * ?email&number).
 *
 * A modification moves inventory in one step (DESIGN §8 "inventory as a ledger"): the old nights'
 * ledger reservation is taken out, the new nights are held and reserved, and only then is the
 * reservation record replaced; when the new nights are not there, the old reservation is put back
 * as it was, so a failure leaves the original booking intact (same confirmation number, dates,
 * units). A voucher reservation keeps promotion type 5 (booking spec §4): its voucher stays used
 * by the original hold, which the record keeps.
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { holdUnits, reserveUnits } from '../inventory-ledger.ts';
import { priceCart } from '../pricing/cart-price.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { roundForCurrency } from '../seed/index.ts';
import type { SandboxState } from '../state.ts';
import { answeredFirstResult, idempotencyKeyOf, keepFirstResult, optionalMemberId, bodyText } from '../checkout/checkout-common.ts';
import type { ModifiedStay, ReservationRecord } from '../checkout/checkout-state.ts';
import { readHoldBody } from '../checkout/hold-body.ts';
import { voucherStoreOf } from '../loyalty/vouchers.ts';
import { heldRoomOf } from './checkout-hold.ts';
import { refusedWithoutCprvToken } from './member.ts';
import { reservationView } from './reservation-view.ts';

/** The codes these calls answer, with their HTTP status (booking spec §8: E110 "modify"). */
const MODIFY_CODE_STATUS = { E107: 400, E91: 404, E118: 409, E110: 409, SABRE_322: 409 } as const;
type ModifyCode = keyof typeof MODIFY_CODE_STATUS;

function sendModifyError(context: RouteContext, code: ModifyCode, message: string): void {
  sendError(context.res, MODIFY_CODE_STATUS[code], code, message);
}

/** Booking spec §4: 5 for a reservation paid (in part) with a booking voucher, otherwise 0. */
export function promotionTypeOf(state: SandboxState, record: ReservationRecord, now: number): 0 | 5 {
  for (const voucher of voucherStoreOf(state, now).vouchers.values()) {
    if (voucher.reservation?.holdId === record.holdId) return 5;
  }
  return 0;
}

function today(context: RouteContext): string {
  return context.runtime.now().toISOString().slice(0, 10);
}

/** The reservation `confirmNo` names, if it can still be modified; else the error was sent. */
function modifiableReservation(context: RouteContext, confirmNo: string): ReservationRecord | undefined {
  const record = context.runtime.state.checkout.reservations.get(confirmNo.trim().toUpperCase());
  if (!record) {
    sendModifyError(context, 'E91', `No reservation ${confirmNo}.`);
    return undefined;
  }
  if (record.status === 'Cancelled') {
    sendModifyError(context, 'E118', `${record.confirmNo} is cancelled.`);
    return undefined;
  }
  if (record.room.startDate <= today(context)) {
    sendModifyError(context, 'E110', `${record.confirmNo} has started: it can no longer be modified.`);
    return undefined;
  }
  return record;
}

function modifyView(state: SandboxState, record: ReservationRecord, now: number) {
  return {
    ...reservationView(record),
    promotionType: promotionTypeOf(state, record, now),
    pointsReservedId: record.pointsReservedId ?? '',
    modifiedFrom: record.modifiedFrom ?? [],
  };
}

/**
 * POST /api/checkout/modify?confirmNo (Idempotency-Key) body = Hold level with one room (the new
 * stay, its add-ons and guest) → { confirmNo, reservation, previous, difference }.
 */
function modify(context: RouteContext): void {
  const key = idempotencyKeyOf(context, 'modify', optionalMemberId(context));
  if (answeredFirstResult(context, key)) return;
  const record = modifiableReservation(context, context.url.searchParams.get('confirmNo') ?? '');
  if (!record) return;
  const body = readHoldBody(context.body);
  if ('errorCode' in body) return sendModifyError(context, 'E107', body.message);
  const [room] = body.rooms;
  if (!room || body.rooms.length !== 1) return sendModifyError(context, 'E110', 'A modification changes one reservation: send one room.');
  if (room.item.property.propertyCode !== record.room.hotelCode)
    return sendModifyError(context, 'E110', 'A modification keeps the property; book the other property instead.');
  const { state } = context.runtime;
  const now = context.runtime.now().getTime();
  const priced = priceCart({ currencyCode: body.currencyCode, shoppingCartDeviceType: 'desktop', items: [room.item] });

  // One step: the old nights out, the new nights in; put back as it was when they are not there.
  const old = state.inventory.reservations.get(record.reservationId);
  if (old) state.inventory.reservations.delete(old.reservationId);
  const held = holdUnits(state.inventory, now, {
    hotelCode: room.item.property.propertyCode,
    roomTypeCode: room.item.roomTypeCode,
    nights: room.item.nights,
    units: 1,
  });
  const reserved = held.ok ? reserveUnits(state.inventory, now, held.hold.holdId) : undefined;
  if (!reserved?.ok) {
    if (old) state.inventory.reservations.set(old.reservationId, old);
    const night = held.ok ? room.item.nights[0] : held.date;
    return sendModifyError(context, 'SABRE_322', `No ${room.item.roomTypeCode} left on ${night}: the reservation is unchanged.`);
  }

  const newRoom = {
    ...heldRoomOf(room, priced.items[0] ?? {}, held.ok ? held.hold.holdId : '', body.currencyCode),
    apartmentNumber: record.room.apartmentNumber,
    tempConfirmNo: record.room.tempConfirmNo,
  };
  const previous: ModifiedStay = {
    startDate: record.room.startDate,
    endDate: record.room.endDate,
    roomTypeCode: record.room.roomTypeCode,
    ratePlanCode: record.room.ratePlanCode,
    total: record.room.totals.total,
    modifiedAt: context.runtime.now().toISOString(),
  };
  const total = newRoom.totals.total;
  const paid = Math.min(record.paid, total);
  const modified: ReservationRecord = {
    ...record,
    reservationId: reserved.reservation.reservationId,
    room: newRoom,
    currencyCode: body.currencyCode,
    paid: newRoom.isOpg ? total : paid,
    due: newRoom.isOpg ? 0 : roundForCurrency(total - paid, body.currencyCode),
    modifiedFrom: [...(record.modifiedFrom ?? []), previous],
  };
  state.checkout.reservations.set(record.confirmNo, modified);
  const answer = {
    confirmNo: record.confirmNo,
    reservation: modifyView(state, modified, now),
    previous,
    // Booking spec §9: each total rounded once; the difference of the two.
    difference: roundForCurrency(total - previous.total, body.currencyCode),
    // Decision (the spec is silent): a cheaper prepaid stay refunds what was paid beyond the new total.
    refund: roundForCurrency(Math.max(0, record.paid - total), body.currencyCode),
  };
  keepFirstResult(context, key, answer);
  context.note(`${record.confirmNo} modified: ${previous.startDate}..${previous.endDate} -> ${newRoom.startDate}..${newRoom.endDate}`);
  sendContent(context.res, answer);
}

/**
 * POST /api/loyalty/modify-reservation-cprv { confirmNo } → the modify-reservation record's facts
 * (loyalty §3): whether it can be modified, promotion type, points redeemed, return-voucher flag.
 */
function modifyCprv(context: RouteContext): void {
  const confirmNo = bodyText(context.body, 'confirmNo');
  if (!confirmNo) return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send { confirmNo }.');
  if (refusedWithoutCprvToken(context)) return;
  const record = modifiableReservation(context, confirmNo);
  if (!record) return;
  const now = context.runtime.now().getTime();
  const promotionType = promotionTypeOf(context.runtime.state, record, now);
  // Points already redeemed (loyalty §3): the points reservation the original hold redeemed.
  const redemption = [...context.runtime.state.points.reservations.values()].find(
    (reservation) => reservation.reference === record.holdId && reservation.state === 'redeemed',
  );
  sendContent(context.res, {
    confirmNo: record.confirmNo,
    modifiable: true,
    promotionType,
    pointsRedeemed: redemption?.points ?? 0,
    returnVoucher: promotionType === 5,
    hotelCode: record.room.hotelCode,
    startDate: record.room.startDate,
    endDate: record.room.endDate,
  });
}

/** POST /api/loyalty/modify-reservation?pointsReservedId { confirmNo } → the points reservation attached to the modification. */
function modifyReservationPoints(context: RouteContext): void {
  const pointsReservedId = context.url.searchParams.get('pointsReservedId') ?? '';
  const confirmNo = bodyText(context.body, 'confirmNo');
  if (!pointsReservedId || !confirmNo)
    return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send ?pointsReservedId and { confirmNo }.');
  const record = modifiableReservation(context, confirmNo);
  if (!record) return;
  context.runtime.state.checkout.reservations.set(record.confirmNo, { ...record, pointsReservedId });
  sendContent(context.res, { confirmNo: record.confirmNo, pointsReservedId, modified: true });
}

/** GET /api/loyalty/modify-reservation-summary?email&number → the reservation now and the stays it had. 404 E91 when the e-mail is not the guest's. */
function modifySummary(context: RouteContext): void {
  const email = (context.url.searchParams.get('email') ?? '').trim().toLowerCase();
  const number = (context.url.searchParams.get('number') ?? '').trim().toUpperCase();
  if (!email || !number) return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send ?email&number.');
  const record = context.runtime.state.checkout.reservations.get(number);
  if (!record || (record.room.guest.email ?? '').toLowerCase() !== email)
    return sendModifyError(context, 'E91', `No reservation ${number} for this e-mail.`);
  sendContent(context.res, modifyView(context.runtime.state, record, context.runtime.now().getTime()));
}

export function registerReservationModifyRoutes(router: Router): void {
  router
    .add('POST', '/api/checkout/modify', modify)
    .add('POST', '/api/loyalty/modify-reservation', modifyReservationPoints)
    .add('POST', '/api/loyalty/modify-reservation-cprv', modifyCprv)
    .add('GET', '/api/loyalty/modify-reservation-summary', modifySummary);
}
