import { parseReservation } from './reservation-service';
import type { Reservation } from '../domain/booking/reservation';
import type { RegistrationField, RegistrationFieldKind } from '../domain/checkin/registration-rules';
import type { RegistrationValues } from '../domain/checkin/checkin-form';
import { count, flag, isRecord, listOf, text, texts, type Json } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/**
 * Web check-in (loyalty spec §7 "Web check-in and reservation", all POST under
 * /api/loyalty/webcheckin/, plus odx/abw/reservationcheckout). The spec shows no bodies: the
 * shapes are the sandbox's (demo-pages/sandbox/README.md "Web check-in"). Every call names the
 * stay by confirmation number and last name; answers are validated here, at the boundary.
 */
const WEBCHECKIN = '/api/loyalty/webcheckin';

export interface StayKey {
  readonly confirmNo: string;
  readonly lastName: string;
}

export interface CheckinStatus {
  /** Decision of the sandbox (the spec is silent): open the day before arrival and on the arrival day. */
  readonly window: 'open' | 'too-early' | 'too-late';
  readonly opensOn: string;
  readonly registered: boolean;
  readonly goGreen: boolean;
  readonly checkedIn: boolean;
  readonly checkedOut: boolean;
}

export interface CheckinStay {
  readonly reservation: Reservation;
  readonly checkIn: CheckinStatus;
}

const WINDOWS = ['open', 'too-early', 'too-late'] as const;

function parseStatus(raw: unknown): CheckinStatus | undefined {
  if (!isRecord(raw)) return undefined;
  const window = WINDOWS.find((name) => name === raw.window);
  if (!window) return undefined;
  return {
    window,
    opensOn: text(raw, 'opensOn') ?? '',
    registered: flag(raw, 'registered') ?? false,
    goGreen: flag(raw, 'goGreen') ?? false,
    checkedIn: flag(raw, 'checkedIn') ?? false,
    checkedOut: flag(raw, 'checkedOut') ?? false,
  };
}

function parseStay(raw: unknown): CheckinStay | undefined {
  if (!isRecord(raw)) return undefined;
  const reservation = parseReservation(raw.reservation);
  const checkIn = parseStatus(raw.checkIn);
  return reservation && checkIn ? { reservation, checkIn } : undefined;
}

/** webcheckin/getReservation: the stay and its check-in status (E91 unknown pair, E118 cancelled). */
export function fetchCheckinStay(client: ApiClient, stay: StayKey): Promise<ApiResult<CheckinStay>> {
  return client.post(`${WEBCHECKIN}/getReservation`, stay, { parse: parseStay, idempotent: true });
}

export interface PropertyCheckinInfo {
  readonly propertyName: string;
  readonly checkInTime: string;
  readonly checkOutTime: string;
  readonly goGreenOffered: boolean;
  readonly pointConversionOffered: boolean;
  readonly vouchersOffered: boolean;
}

function parsePropertyInfo(raw: unknown): PropertyCheckinInfo | undefined {
  if (!isRecord(raw)) return undefined;
  return {
    propertyName: text(raw, 'propertyName') ?? '',
    checkInTime: text(raw, 'checkInTime') ?? '',
    checkOutTime: text(raw, 'checkOutTime') ?? '',
    goGreenOffered: flag(raw, 'goGreenOffered') ?? false,
    pointConversionOffered: flag(raw, 'pointConversionOffered') ?? false,
    vouchersOffered: flag(raw, 'vouchersOffered') ?? false,
  };
}

/** get-property-info: adds isLoggedIn (loyalty §7), which decides whether points and vouchers are offered. */
export function fetchPropertyCheckinInfo(
  client: ApiClient,
  hotelCode: string,
  isLoggedIn: boolean,
): Promise<ApiResult<PropertyCheckinInfo>> {
  return client.post(`${WEBCHECKIN}/get-property-info`, { hotelCode, isLoggedIn }, { parse: parsePropertyInfo, idempotent: true });
}

export interface BillLine {
  readonly code: string;
  readonly description: string;
  readonly amount: number;
}

export interface Bill {
  readonly currencyCode: string;
  readonly lines: readonly BillLine[];
  readonly total: number;
  readonly paid: number;
  readonly paidWithPoints: number;
  readonly balance: number;
  /** Only after check-out. */
  readonly checkedOutAt?: string;
}

function parseLine(raw: unknown): BillLine | undefined {
  if (!isRecord(raw)) return undefined;
  const amount = count(raw, 'amount');
  return amount === undefined ? undefined : { code: text(raw, 'code') ?? '', description: text(raw, 'description') ?? '', amount };
}

function parseBill(raw: unknown): Bill | undefined {
  if (!isRecord(raw)) return undefined;
  const currencyCode = text(raw, 'currencyCode');
  const total = count(raw, 'total');
  if (!currencyCode || total === undefined) return undefined;
  const checkedOutAt = text(raw, 'checkedOutAt');
  return {
    currencyCode,
    lines: listOf(raw.lines, parseLine) ?? [],
    total,
    paid: count(raw, 'paid') ?? 0,
    paidWithPoints: count(raw, 'paidWithPoints') ?? 0,
    balance: count(raw, 'balance') ?? 0,
    ...(checkedOutAt ? { checkedOutAt } : {}),
  };
}

/** getreservationcharges: the bill so far. */
export function fetchReservationCharges(client: ApiClient, stay: StayKey): Promise<ApiResult<Bill>> {
  return client.post(`${WEBCHECKIN}/getreservationcharges`, stay, { parse: parseBill, idempotent: true });
}

export interface RegistrationForm {
  readonly fields: readonly RegistrationField[];
  /** Saved values (never a document number). */
  readonly values: RegistrationValues;
  readonly goGreen: boolean;
}

const FIELD_KINDS: readonly RegistrationFieldKind[] = ['text', 'country', 'date', 'time', 'choice', 'document'];

function parseField(raw: unknown): RegistrationField | undefined {
  if (!isRecord(raw)) return undefined;
  const name = text(raw, 'name');
  // An unknown kind is asked as text: the property decides its fields (loyalty §3).
  const kind = FIELD_KINDS.find((known) => known === raw.kind) ?? 'text';
  return name ? { name, kind, required: flag(raw, 'required') ?? false, options: texts(raw, 'options') ?? [] } : undefined;
}

function parseValues(raw: unknown): RegistrationValues {
  if (!isRecord(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function parseRegistration(raw: unknown): RegistrationForm | undefined {
  if (!isRecord(raw)) return undefined;
  const fields = listOf(raw.fields, parseField);
  return fields ? { fields, values: parseValues(raw.values), goGreen: flag(raw, 'goGreen') ?? false } : undefined;
}

/** getRegistration: the fields the property asks and the saved values. */
export function fetchRegistration(client: ApiClient, stay: StayKey): Promise<ApiResult<RegistrationForm>> {
  return client.post(`${WEBCHECKIN}/getRegistration`, stay, { parse: parseRegistration, idempotent: true });
}

const parseFlagAnswer =
  (field: string) =>
  (raw: unknown): true | undefined =>
    isRecord(raw) && raw[field] === true ? true : undefined;

/** submitRegistration: a write (never retried); 400 names the invalid fields in `details.fields`. */
export function submitRegistration(client: ApiClient, stay: StayKey, guest: RegistrationValues): Promise<ApiResult<true>> {
  return client.post(`${WEBCHECKIN}/submitRegistration`, { ...stay, guest }, { parse: parseFlagAnswer('registered') });
}

/** updatereservationguest: the estimated arrival time (and phone) of the stay's guest. */
export function updateReservationGuest(
  client: ApiClient,
  stay: StayKey,
  guest: { arrivalTime?: string; phone?: string },
): Promise<ApiResult<true>> {
  return client.post(`${WEBCHECKIN}/updatereservationguest`, { ...stay, guest }, { parse: parseFlagAnswer('updated') });
}

/** saveGoGreenFlag: no daily housekeeping for the stay. */
export function saveGoGreenFlag(client: ApiClient, stay: StayKey, goGreen: boolean): Promise<ApiResult<boolean>> {
  const parse = (raw: unknown) => (isRecord(raw) ? flag(raw, 'goGreen') : undefined);
  return client.post(`${WEBCHECKIN}/saveGoGreenFlag`, { ...stay, goGreen }, { parse });
}

/** nonrdp-savecheckedin: the saved checked-in state (CHECKIN_INCOMPLETE before the registration). */
export function saveCheckedIn(client: ApiClient, stay: StayKey): Promise<ApiResult<CheckinStatus>> {
  return client.post(`${WEBCHECKIN}/nonrdp-savecheckedin`, stay, { parse: parseStatus });
}

export interface PointConversion {
  readonly pointsConverted: number;
  readonly amount: number;
  readonly balance: number;
}

function parseConversion(raw: unknown): PointConversion | undefined {
  if (!isRecord(raw)) return undefined;
  const pointsConverted = count(raw, 'pointsConverted');
  const amount = count(raw, 'amount');
  const balance = count(raw, 'balance');
  return pointsConverted === undefined || amount === undefined || balance === undefined ? undefined : { pointsConverted, amount, balance };
}

/**
 * pointer-conversion: a member's points pay the balance (E150 too many; 555 signed out). The
 * Idempotency-Key names the intent (DESIGN.md §8 idempotent writes): the same points against the
 * same balance of the same stay, so a resubmit after a reload or a lost answer converts once; once
 * the balance has moved, the same amount is a new conversion.
 */
export function conversionKey(stay: StayKey, points: number, balance: number): string {
  return `checkin-points:${stay.confirmNo}:${points}:${balance}`;
}

export function convertPoints(client: ApiClient, stay: StayKey, points: number, balance: number): Promise<ApiResult<PointConversion>> {
  return client.post(
    `${WEBCHECKIN}/pointer-conversion`,
    { ...stay, points },
    {
      parse: parseConversion,
      headers: { 'Idempotency-Key': conversionKey(stay, points, balance) },
    },
  );
}

export interface RedeemableVoucher {
  readonly voucherCode: string;
  readonly title: string;
}

function parseVoucher(raw: unknown): RedeemableVoucher | undefined {
  if (!isRecord(raw)) return undefined;
  const voucherCode = text(raw, 'voucherCode');
  return voucherCode ? { voucherCode, title: text(raw, 'title') ?? text(raw, 'voucherName') ?? voucherCode } : undefined;
}

/** listofredeemablevoucher: the member's vouchers the stay can use. */
export function fetchRedeemableVouchers(client: ApiClient, stay: StayKey): Promise<ApiResult<RedeemableVoucher[]>> {
  const parse = (raw: unknown) => (isRecord(raw) ? listOf((raw as Json).vouchers, parseVoucher) : undefined);
  return client.post(`${WEBCHECKIN}/listofredeemablevoucher`, stay, { parse, idempotent: true });
}

/** odx/abw/reservationcheckout: check-out; answers the final bill (NOT_CHECKED_IN before check-in). */
export function checkOut(client: ApiClient, stay: StayKey): Promise<ApiResult<Bill>> {
  return client.post('/api/loyalty/odx/abw/reservationcheckout', stay, { parse: parseBill });
}
