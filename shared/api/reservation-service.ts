import type { CancellationFigures, ReturnedVoucher } from '../domain/booking/cancellation-refund';
import type { Reservation, ReservationAddon, ReservationGuest } from '../domain/booking/reservation';
import { count, flag, isCount, isRecord, text, type Json } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/**
 * The reservation calls of the confirmation (issue 16 contract calls 9 and 10; booking spec §7
 * statusReservation, reservation/sharewithfriend, reservation/print-confirmation), each answer
 * validated here, at the boundary. Guest e-mail and card data are never read from an answer.
 */

const amount = (record: Json, field: string): number => count(record, field) ?? 0;

/** `2026-04-01T00:00:00` and `2026-04-01` both give the calendar day. */
const isoDay = (record: Json, field: string): string => (text(record, field) ?? '').slice(0, 10);

function parseGuest(raw: unknown): ReservationGuest {
  const guest = isRecord(raw) ? raw : {};
  const numberOf = (field: string) => (isCount(guest[field]) ? (guest[field] as number) : undefined);
  return {
    salutation: text(guest, 'salutation') ?? '',
    firstName: text(guest, 'firstName') ?? '',
    lastName: text(guest, 'lastName') ?? '',
    numberOfAdult: numberOf('numberOfAdult'),
    numberOfChildren: numberOf('numberOfChildren'),
    // Ages as whole numbers (`[4, '7']` read as 4 and 7); anything else is dropped.
    childAges: Array.isArray(guest.childAges) ? guest.childAges.map(Number).filter((age) => Number.isInteger(age) && age >= 0) : [],
  };
}

function parseAddon(raw: unknown): ReservationAddon | undefined {
  if (!isRecord(raw)) return undefined;
  const code = text(raw, 'AddonCode');
  if (!code) return undefined;
  // Apartment numbers, as numbers or numeric strings (`[1, '2']`); anything else is dropped.
  const apartments = Array.isArray(raw.ListApartment)
    ? raw.ListApartment.map(Number).filter((number) => Number.isInteger(number) && number > 0)
    : [];
  return {
    AddonCode: code,
    AddonType: text(raw, 'AddonType') ?? '',
    ListApartment: apartments,
    title: text(raw, 'title') ?? text(raw, 'AddonName') ?? '',
    priceWithoutTax: count(raw, 'priceWithoutTax') ?? amount(raw, 'AddonPropertyRate'),
    tax: count(raw, 'tax') ?? amount(raw, 'AddonPropertyTax'),
    quantity: count(raw, 'quantity') ?? amount(raw, 'AddonQty'),
    // The booked persons when sent: the modify flow starts a per-person add-on from them (issue 18).
    ...(isCount(raw.numberOfAdult) ? { numberOfAdult: raw.numberOfAdult } : {}),
    ...(isCount(raw.numberOfChildren) ? { numberOfChildren: raw.numberOfChildren } : {}),
  };
}

/** The guest of the apartment: `guest`, or the first of `guests` / `apartments` (the spec says "per apartment"). */
function guestOf(raw: Json): unknown {
  if (isRecord(raw.guest)) return raw.guest;
  const list = Array.isArray(raw.guests) ? raw.guests : Array.isArray(raw.apartments) ? raw.apartments : [];
  return list.find(isRecord);
}

/** Call 9's answer; undefined (an invalid answer) without a confirmation number or a currency. */
export function parseReservation(raw: unknown): Reservation | undefined {
  if (!isRecord(raw)) return undefined;
  const confirmNo = text(raw, 'confirmNo');
  const totals = isRecord(raw.totals) ? raw.totals : {};
  const currencyCode = text(raw, 'currencyCode') ?? text(totals, 'currencyCode');
  if (!confirmNo || !currencyCode) return undefined;
  const addons = Array.isArray(raw.addons) ? raw.addons.map(parseAddon).filter((addon) => addon !== undefined) : [];
  return {
    confirmNo,
    hotelCode: text(raw, 'hotelCode') ?? '',
    propertyName: text(raw, 'propertyName') ?? '',
    startDate: isoDay(raw, 'startDate'),
    endDate: isoDay(raw, 'endDate'),
    status: text(raw, 'status') ?? '',
    roomTypeCode: text(raw, 'roomTypeCode') ?? '',
    roomTypeName: text(raw, 'roomTypeName') ?? '',
    ratePlanCode: text(raw, 'ratePlanCode') ?? '',
    ratePlanName: text(raw, 'ratePlanName') ?? '',
    guest: parseGuest(guestOf(raw)),
    addons,
    paid: amount(raw, 'paid'),
    due: amount(raw, 'due'),
    currencyCode,
    totals: { totalBeforeTax: amount(totals, 'totalBeforeTax'), totalTax: amount(totals, 'totalTax'), total: amount(totals, 'total') },
    cancelPolicyCode: text(raw, 'cancelPolicyCode') ?? '',
    isNonRefundable: flag(raw, 'isNonRefundable') ?? false,
  };
}

/** Call 9: one reservation by its confirmation number (`E91` when there is none). A read: may be retried and shared. */
export function fetchReservation(client: ApiClient, confirmNo: string): Promise<ApiResult<Reservation>> {
  return client.post('/api/statusReservation', { confirmNo }, { parse: parseReservation, idempotent: true });
}

const parseSent = (raw: unknown): true | undefined => (isRecord(raw) && raw.sent === true ? true : undefined);

/** Call 10: e-mails the reservation to a friend (template `share`). A write: never retried by the client. */
export function shareReservation(client: ApiClient, confirmNo: string, email: string): Promise<ApiResult<true>> {
  return client.post('/api/reservation/sharewithfriend', { confirmNo, email }, { query: { template: 'share' }, parse: parseSent });
}

const parsePrintable = (raw: unknown): string | undefined => (isRecord(raw) ? text(raw, 'html') : undefined);

/**
 * Call 10: the printable confirmation as HTML from the service. Untrusted (DESIGN.md §3): the
 * caller shows it only through `sanitiseHtml` (`shared/ui/sanitise-html.ts`).
 */
export function fetchPrintConfirmation(client: ApiClient, confirmNo: string): Promise<ApiResult<string>> {
  return client.post('/api/reservation/print-confirmation', { confirmNo }, { parse: parsePrintable, idempotent: true });
}

/** Issue 18: the reservation opened by a lookup; every manage call sends both (the service checks the e-mail). */
export interface ReservationKey {
  readonly confirmNo: string;
  readonly email: string;
}

/**
 * The lookup (issue 18 item 1; booking spec §2 "reservation lookup", §7 statusReservation, §8):
 * by confirmation number and e-mail; `E91` not found (or another e-mail), `E118` cancelled,
 * `E164` made in the app. A read.
 */
export function lookupReservation(client: ApiClient, key: ReservationKey): Promise<ApiResult<Reservation>> {
  return client.post(
    '/api/statusReservation',
    { confirmNo: key.confirmNo, email: key.email },
    { parse: parseReservation, idempotent: true },
  );
}

/**
 * What a cancellation costs and gives back, as the service computed it (never recomputed here):
 * the figures `cancellationLines` words (`shared/domain/booking/cancellation-refund.ts`; issue 28
 * item 5), with the rate's policy.
 */
export interface CancellationPreview extends CancellationFigures {
  cancelPolicyCode: string;
  isNonRefundable: boolean;
}

/** A returned voucher; without a code it is dropped. Its value only with a currency code (ISO 4217) it can be shown in. */
function parseReturnedVoucher(raw: unknown): ReturnedVoucher[] {
  const voucherCode = isRecord(raw) ? text(raw, 'voucherCode') : undefined;
  if (!isRecord(raw) || !voucherCode) return [];
  const currencyCode = text(raw, 'currencyCode');
  return [
    {
      voucherCode,
      title: text(raw, 'title') ?? voucherCode,
      category: text(raw, 'category') ?? '',
      amount: count(raw, 'amount'),
      currencyCode: currencyCode && /^[A-Z]{3}$/.test(currencyCode) ? currencyCode : undefined,
    },
  ];
}

export function parseCancellationPreview(raw: unknown): CancellationPreview | undefined {
  if (!isRecord(raw)) return undefined;
  const currencyCode = text(raw, 'currencyCode');
  if (!currencyCode) return undefined;
  return {
    cancelPolicyCode: text(raw, 'cancelPolicyCode') ?? '',
    isNonRefundable: flag(raw, 'isNonRefundable') ?? false,
    currencyCode,
    // Undefined when not sent: "nothing was charged" is said only when the service says so.
    paid: count(raw, 'paid'),
    penalty: amount(raw, 'penalty'),
    refund: amount(raw, 'refund'),
    points: amount(raw, 'points'),
    vouchers: Array.isArray(raw.vouchers) ? raw.vouchers.flatMap(parseReturnedVoucher) : [],
  };
}

/** The cancellation preview (sandbox call `reservation/cancellation-preview`; the spec shows no body): a read. */
export function fetchCancellationPreview(client: ApiClient, key: ReservationKey): Promise<ApiResult<CancellationPreview>> {
  return client.post('/api/reservation/cancellation-preview', { ...key }, { parse: parseCancellationPreview, idempotent: true });
}

/** Cancels a committed reservation (booking spec §7 cancel-reserved-reservation); answers what was given back. A write. */
export function cancelReservation(client: ApiClient, key: ReservationKey): Promise<ApiResult<CancellationPreview>> {
  return client.post('/api/cancel-reserved-reservation', { ...key }, { parse: parseCancellationPreview });
}

/** Loyalty spec §7 send-booking-confirmation ?propertyName: the confirmation e-mailed again to the guest. A write. */
export function resendConfirmation(client: ApiClient, key: ReservationKey, propertyName: string): Promise<ApiResult<true>> {
  return client.post('/api/loyalty/send-booking-confirmation', { ...key }, { query: { propertyName }, parse: parseSent });
}

/** Loyalty spec §7 odx/abw/emailinvoices: a departed stay's invoices e-mailed to the guest. A write. */
export function emailInvoices(client: ApiClient, key: ReservationKey): Promise<ApiResult<true>> {
  return client.post('/api/loyalty/odx/abw/emailinvoices', { ...key }, { parse: parseSent });
}

const parseIds = (raw: unknown): string[] | undefined => {
  if (!isRecord(raw) || !Array.isArray(raw.reservations)) return undefined;
  return raw.reservations.flatMap((entry) => {
    const id = isRecord(entry) ? text(entry, 'confirmNo') : undefined;
    return id ? [id] : [];
  });
};

/** Loyalty spec §7 webcheckin/getreservationsbyresid (member): the signed-in member's reservation ids. A read. */
export function fetchMemberReservationIds(client: ApiClient): Promise<ApiResult<string[]>> {
  return client.post('/api/loyalty/webcheckin/getreservationsbyresid', {}, { parse: parseIds, idempotent: true });
}

const parseReservations = (raw: unknown): Reservation[] | undefined =>
  Array.isArray(raw) ? raw.map(parseReservation).filter((reservation) => reservation !== undefined) : undefined;

/** Booking spec §7 / content spec "Reservations by id": `{path}.getreservationsbyresid.json` with the ids; invalid entries dropped. */
export function fetchReservationsById(client: ApiClient, reservationIds: readonly string[]): Promise<ApiResult<Reservation[]>> {
  if (reservationIds.length === 0) return Promise.resolve({ ok: true, data: [] });
  return client.contentPost('member/reservations.getreservationsbyresid.json', { reservationIds }, { parse: parseReservations });
}
