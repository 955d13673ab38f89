/**
 * Web check-in (loyalty spec §7 "Web check-in and reservation", §3 "Web check-in"; issue 18 helper
 * B). Request and response bodies are not shown in the spec: the shapes here are the sandbox's
 * decision, documented in the sandbox README. Every call names the stay by `{ confirmNo, lastName }`
 * (the guest's last name, any case): an unknown pair is `E91` whichever half is wrong, a cancelled
 * stay `E118`. Writes need the check-in window open (`checkin-state.ts`: the day before arrival and
 * the arrival day, sandbox clock), else `CHECKIN_CLOSED` with the day it opens.
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { answeredFirstResult, bodyText, idempotencyKeyOf, keepFirstResult, optionalMemberId } from '../checkout/checkout-common.ts';
import type { ReservationRecord } from '../checkout/checkout-state.ts';
import {
  billOf,
  checkinOpensOn,
  checkinRecordOf,
  checkinWindow,
  REGISTRATION_FIELDS,
  SECRET_FIELDS,
  type CheckinRecord,
} from '../checkin/checkin-state.ts';
import { movePoints, availablePoints } from '../points-ledger.ts';
import { voucherStoreOf, voucherStatusOf, voucherView } from '../loyalty/vouchers.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { findPropertySeed } from '../seed/index.ts';
import { memberById } from './member-session.ts';
import { pointRateIn } from './points-redemption.ts';
import { reservationView } from './reservation-view.ts';

const CODE_STATUS = { E91: 404, E118: 409, CHECKIN_CLOSED: 409, CHECKIN_INCOMPLETE: 409, NOT_CHECKED_IN: 409, E150: 400 } as const;
type CheckinCode = keyof typeof CODE_STATUS;

function sendCheckinError(context: RouteContext, code: CheckinCode, message: string, details?: unknown): void {
  sendError(context.res, CODE_STATUS[code], code, message, details);
}

interface Stay {
  readonly record: ReservationRecord;
  readonly checkin: CheckinRecord;
}

/** The reservation of `{ confirmNo, lastName }`, or undefined after answering 400 / E91 / E118. */
function stayOfBody(context: RouteContext): Stay | undefined {
  const confirmNo = bodyText(context.body, 'confirmNo').toUpperCase();
  const lastName = bodyText(context.body, 'lastName').toLowerCase();
  if (!confirmNo || !lastName) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send { confirmNo, lastName }.');
    return undefined;
  }
  const record = context.runtime.state.checkout.reservations.get(confirmNo);
  if (!record || (record.room.guest.lastName ?? '').trim().toLowerCase() !== lastName) {
    sendCheckinError(context, 'E91', `No reservation ${confirmNo} for that last name.`);
    return undefined;
  }
  if (record.status === 'Cancelled') {
    sendCheckinError(context, 'E118', `${confirmNo} is cancelled.`);
    return undefined;
  }
  return { record, checkin: checkinRecordOf(context.runtime.state.checkout, confirmNo) };
}

/** The property's time zone from its seed: the window goes by the property's date (undefined: UTC, the rule's default). */
function propertyTimeZone(record: ReservationRecord): string | undefined {
  return findPropertySeed(record.room.hotelCode)?.timeZone;
}

/** The stay, when its check-in window is open (writes); else undefined after answering. */
function openStayOfBody(context: RouteContext): Stay | undefined {
  const stay = stayOfBody(context);
  if (!stay) return undefined;
  const window = checkinWindow(stay.record.room.startDate, context.runtime.now().getTime(), propertyTimeZone(stay.record));
  if (window === 'open' || stay.checkin.checkedInAt !== undefined) return stay;
  sendCheckinError(context, 'CHECKIN_CLOSED', `Online check-in is ${window} for ${stay.record.confirmNo}.`, {
    window,
    opensOn: checkinOpensOn(stay.record.room.startDate),
  });
  return undefined;
}

function checkinStatusOf(stay: Stay, now: number) {
  const { checkin, record } = stay;
  return {
    window: checkinWindow(record.room.startDate, now, propertyTimeZone(record)),
    opensOn: checkinOpensOn(record.room.startDate),
    registered: checkin.registration !== undefined,
    goGreen: checkin.goGreen,
    checkedIn: checkin.checkedInAt !== undefined,
    checkedInAt: checkin.checkedInAt === undefined ? null : new Date(checkin.checkedInAt).toISOString(),
    checkedOut: checkin.checkedOutAt !== undefined,
  };
}

/** webcheckin/getReservation → { reservation, checkIn }: the Reservation (no e-mail, no card data) and its check-in status. */
function getReservation(context: RouteContext): void {
  const stay = stayOfBody(context);
  if (!stay) return;
  const { email: _email, ...guestWithoutEmail } = stay.record.room.guest;
  const view = reservationView(stay.record);
  sendContent(context.res, {
    reservation: { ...view, guests: view.guests.map((guest) => ({ ...guest, ...guestWithoutEmail, email: undefined })) },
    checkIn: checkinStatusOf(stay, context.runtime.now().getTime()),
  });
}

/** get-property-info { hotelCode, isLoggedIn } → the property's check-in facts; offers for members only. */
function getPropertyInfo(context: RouteContext): void {
  const hotelCode = bodyText(context.body, 'hotelCode').toUpperCase();
  const property = findPropertySeed(hotelCode);
  if (!property) return sendCheckinError(context, 'E91', `No property ${hotelCode}.`);
  const isLoggedIn = (context.body as { isLoggedIn?: unknown } | undefined)?.isLoggedIn === true;
  sendContent(context.res, {
    hotelCode,
    propertyName: property.names.en,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    goGreenOffered: true,
    // Point conversion and vouchers need a member (loyalty §6): offered only when the visitor is signed in.
    pointConversionOffered: isLoggedIn,
    vouchersOffered: isLoggedIn,
  });
}

/** getreservationcharges → the bill so far (room, add-ons, paid, paid with points, balance). */
function getReservationCharges(context: RouteContext): void {
  const stay = stayOfBody(context);
  if (stay) sendContent(context.res, billOf(stay.record, stay.checkin));
}

/** getRegistration → { fields, values, goGreen }: which fields the property asks, and what was submitted (never document numbers). */
function getRegistration(context: RouteContext): void {
  const stay = stayOfBody(context);
  if (!stay) return;
  const guest = stay.record.room.guest;
  const saved = stay.checkin.registration?.values ?? { firstName: guest.firstName ?? '', lastName: guest.lastName ?? '' };
  const values = Object.fromEntries(Object.entries(saved).filter(([name]) => !SECRET_FIELDS.includes(name)));
  sendContent(context.res, { fields: REGISTRATION_FIELDS, values, goGreen: stay.checkin.goGreen });
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** submitRegistration { guest } → { registered: true }; 400 with `details.fields` naming each missing or invalid field. */
function submitRegistration(context: RouteContext): void {
  const stay = openStayOfBody(context);
  if (!stay) return;
  const raw = (context.body as { guest?: unknown }).guest;
  const guest = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const values: Record<string, string> = {};
  const invalid: string[] = [];
  for (const field of REGISTRATION_FIELDS) {
    const value = typeof guest[field.name] === 'string' ? (guest[field.name] as string).trim() : '';
    if (field.required && !value) invalid.push(field.name);
    else if (field.kind === 'date' && value && !ISO_DAY.test(value)) invalid.push(field.name);
    else if (field.kind === 'choice' && value && !(field.options as readonly string[]).includes(value)) invalid.push(field.name);
    values[field.name] = value;
  }
  if (invalid.length > 0) {
    return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Some registration fields are missing or invalid.', {
      fields: invalid,
    });
  }
  stay.checkin.registration = { values, submittedAt: context.runtime.now().getTime() };
  sendContent(context.res, { registered: true });
}

/** saveGoGreenFlag { goGreen } → { goGreen }: no daily housekeeping (a preference; allowed in or out of the window). */
function saveGoGreenFlag(context: RouteContext): void {
  const stay = stayOfBody(context);
  if (!stay) return;
  stay.checkin.goGreen = (context.body as { goGreen?: unknown }).goGreen === true;
  sendContent(context.res, { goGreen: stay.checkin.goGreen });
}

/** updatereservationguest { guest: { arrivalTime?, phone? } } → { updated: true }. */
function updateReservationGuest(context: RouteContext): void {
  const stay = openStayOfBody(context);
  if (!stay) return;
  const raw = (context.body as { guest?: unknown }).guest;
  const guest = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const pick = (name: string) => (typeof guest[name] === 'string' ? { [name]: (guest[name] as string).trim() } : {});
  stay.checkin.guestUpdate = { ...stay.checkin.guestUpdate, ...pick('arrivalTime'), ...pick('phone') };
  sendContent(context.res, { updated: true });
}

/** nonrdp-savecheckedin → the saved checked-in state; `CHECKIN_INCOMPLETE` before the registration. Repeats answer the first time. */
function saveCheckedIn(context: RouteContext): void {
  const stay = openStayOfBody(context);
  if (!stay) return;
  if (!stay.checkin.registration) return sendCheckinError(context, 'CHECKIN_INCOMPLETE', 'Submit the registration first.');
  stay.checkin.checkedInAt ??= context.runtime.now().getTime();
  sendContent(context.res, checkinStatusOf(stay, context.runtime.now().getTime()));
}

/** The signed-in member who made the stay, or undefined after answering 555 / E91 (another member's stay is not theirs to pay). */
function memberOfStay(context: RouteContext, stay: Stay) {
  const memberId = optionalMemberId(context);
  const hold = context.runtime.state.checkout.holds.get(stay.record.holdId);
  const member = memberId ? memberById(context.runtime.state, memberId) : undefined;
  if (!member) {
    sendError(context.res, 401, '555', 'Sign in to use points or vouchers at check-in.');
    return undefined;
  }
  if (hold?.memberId !== member.memberId) {
    sendCheckinError(context, 'E91', `${stay.record.confirmNo} was not booked by this member.`);
    return undefined;
  }
  return member;
}

/** pointer-conversion { points } → { pointsConverted, amount, balance }: points pay the balance through the points ledger. */
function pointConversion(context: RouteContext): void {
  const stay = openStayOfBody(context);
  if (!stay) return;
  const member = memberOfStay(context, stay);
  if (!member) return;
  // A repeated Idempotency-Key answers the first conversion again: points are taken once.
  const key = idempotencyKeyOf(context, 'pointer-conversion', member.memberId);
  if (answeredFirstResult(context, key)) return;
  const points = (context.body as { points?: unknown }).points;
  const now = context.runtime.now().getTime();
  const rate = pointRateIn(stay.record.currencyCode);
  const balance = billOf(stay.record, stay.checkin).balance;
  const amount = typeof points === 'number' ? Math.round(points * rate * 100) / 100 : 0;
  if (typeof points !== 'number' || !Number.isInteger(points) || points <= 0 || amount > balance) {
    return sendCheckinError(context, 'E150', `Convert whole points worth at most the balance (${balance}).`);
  }
  const moved = movePoints(context.runtime.state.points, member.points, {
    memberId: member.memberId,
    kind: 'redeem',
    points: -points,
    reference: `checkin:${stay.record.confirmNo}`,
    now,
  });
  if (!moved.ok)
    return sendCheckinError(
      context,
      'E150',
      `Not enough points (${availablePoints(context.runtime.state.points, member.memberId, member.points, now)}).`,
    );
  stay.checkin.convertedPoints += points;
  stay.checkin.convertedAmount = Math.round((stay.checkin.convertedAmount + amount) * 100) / 100;
  const content = { pointsConverted: points, amount, balance: billOf(stay.record, stay.checkin).balance };
  keepFirstResult(context, key, content);
  sendContent(context.res, content);
}

/** listofredeemablevoucher → { vouchers }: the member's unused booking vouchers valid at the stay's property. */
function listRedeemableVouchers(context: RouteContext): void {
  const stay = stayOfBody(context);
  if (!stay) return;
  const member = memberOfStay(context, stay);
  if (!member) return;
  const now = context.runtime.now().getTime();
  const { state } = context.runtime;
  const vouchers = [...voucherStoreOf(state, now).vouchers.values()]
    .filter((voucher) => voucher.memberId === member.memberId && voucher.type === 'booking')
    .filter((voucher) => voucherStatusOf(state, voucher, now) === 'success')
    .filter((voucher) => voucher.hotelCodes.length === 0 || voucher.hotelCodes.includes(stay.record.room.hotelCode))
    .map((voucher) => voucherView(state, voucher, now));
  sendContent(context.res, { vouchers });
}

/** odx/abw/reservationcheckout → the final bill and `checkedOutAt`; `NOT_CHECKED_IN` before check-in. Repeats answer the same bill. */
function reservationCheckout(context: RouteContext): void {
  const stay = stayOfBody(context);
  if (!stay) return;
  if (stay.checkin.checkedInAt === undefined) return sendCheckinError(context, 'NOT_CHECKED_IN', 'Check in before checking out.');
  stay.checkin.checkedOutAt ??= context.runtime.now().getTime();
  sendContent(context.res, { ...billOf(stay.record, stay.checkin), checkedOutAt: new Date(stay.checkin.checkedOutAt).toISOString() });
}

const WEBCHECKIN = '/api/loyalty/webcheckin';

export function registerCheckinRoutes(router: Router): void {
  router
    .add('POST', `${WEBCHECKIN}/getReservation`, getReservation)
    .add('POST', `${WEBCHECKIN}/get-property-info`, getPropertyInfo)
    .add('POST', `${WEBCHECKIN}/getreservationcharges`, getReservationCharges)
    .add('POST', `${WEBCHECKIN}/getRegistration`, getRegistration)
    .add('POST', `${WEBCHECKIN}/submitRegistration`, submitRegistration)
    .add('POST', `${WEBCHECKIN}/saveGoGreenFlag`, saveGoGreenFlag)
    .add('POST', `${WEBCHECKIN}/updatereservationguest`, updateReservationGuest)
    .add('POST', `${WEBCHECKIN}/nonrdp-savecheckedin`, saveCheckedIn)
    .add('POST', `${WEBCHECKIN}/pointer-conversion`, pointConversion)
    .add('POST', `${WEBCHECKIN}/listofredeemablevoucher`, listRedeemableVouchers)
    .add('POST', '/api/loyalty/odx/abw/reservationcheckout', reservationCheckout);
}
