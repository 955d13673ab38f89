import type { HoldLevel } from '../domain/booking/hold-request';
import { parseReservation } from './reservation-service';
import type { Reservation } from '../domain/booking/reservation';
import { isRecord, text, type Json } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/**
 * The modify-reservation calls (issue 18, helper C; booking spec §7 POST /api/checkout/modify
 * ?confirmNo; loyalty §7 modify-reservation ?pointsReservedId, modify-reservation-cprv,
 * modify-reservation-summary ?email&number), validated here, at the boundary. The e-mail is sent
 * (the summary's key) but never read back.
 */

const number = (record: Json, field: string): number | undefined =>
  typeof record[field] === 'number' && Number.isFinite(record[field]) ? (record[field] as number) : undefined;

/** The stay a reservation had before a modification. */
export interface PreviousStay {
  startDate: string;
  endDate: string;
  roomTypeCode: string;
  total: number;
}

export interface ModifyAnswer {
  confirmNo: string;
  reservation: Reservation;
  promotionType: 0 | 5;
  previous: PreviousStay;
  /** New total less old, in the booking currency (positive: the guest pays more). */
  difference: number;
}

function parsePrevious(raw: unknown): PreviousStay | undefined {
  if (!isRecord(raw)) return undefined;
  const total = number(raw, 'total');
  const startDate = text(raw, 'startDate');
  const endDate = text(raw, 'endDate');
  if (total === undefined || !startDate || !endDate) return undefined;
  return { startDate: startDate.slice(0, 10), endDate: endDate.slice(0, 10), roomTypeCode: text(raw, 'roomTypeCode') ?? '', total };
}

const promotionTypeOf = (raw: Json): 0 | 5 => (raw.promotionType === 5 || raw.promotionType === '5' ? 5 : 0);

export function parseModifyAnswer(raw: unknown): ModifyAnswer | undefined {
  if (!isRecord(raw) || !isRecord(raw.reservation)) return undefined;
  const reservation = parseReservation(raw.reservation);
  const previous = parsePrevious(raw.previous);
  const difference = number(raw, 'difference');
  const confirmNo = text(raw, 'confirmNo');
  if (!reservation || !previous || difference === undefined || !confirmNo) return undefined;
  return { confirmNo, reservation, promotionType: promotionTypeOf(raw.reservation), previous, difference };
}

/** Commits a modification: the new stay as a hold level of one room. A write: never retried by the client. */
export function modifyReservation(
  client: ApiClient,
  confirmNo: string,
  level: HoldLevel,
  idempotencyKey: string,
): Promise<ApiResult<ModifyAnswer>> {
  return client.post('/api/checkout/modify', level, {
    query: { confirmNo },
    parse: parseModifyAnswer,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The modify-reservation record's facts (loyalty §3) as the loyalty service answers them. */
export interface ModifyCprv {
  confirmNo: string;
  modifiable: boolean;
  promotionType: 0 | 5;
  pointsRedeemed: number;
  returnVoucher: boolean;
  hotelCode: string;
  startDate: string;
  endDate: string;
}

export function parseModifyCprv(raw: unknown): ModifyCprv | undefined {
  if (!isRecord(raw)) return undefined;
  const confirmNo = text(raw, 'confirmNo');
  const hotelCode = text(raw, 'hotelCode');
  const startDate = text(raw, 'startDate');
  const endDate = text(raw, 'endDate');
  if (!confirmNo || !hotelCode || !startDate || !endDate) return undefined;
  return {
    confirmNo,
    modifiable: raw.modifiable === true,
    promotionType: promotionTypeOf(raw),
    pointsRedeemed: Math.max(0, number(raw, 'pointsRedeemed') ?? 0),
    returnVoucher: raw.returnVoucher === true,
    hotelCode,
    startDate: startDate.slice(0, 10),
    endDate: endDate.slice(0, 10),
  };
}

/**
 * Loyalty §7 GET /api/authen/get-cprv-token ("returns content"): the token that authorises a
 * signed-in member's CPRV call. The spec names the token, not its use; decided here (and in the
 * sandbox README): modify-reservation-cprv, the one CPRV call of the widgets, sends it as
 * `X-Cprv-Token`. A guest's call, authorised by the lookup of the reservation, sends none.
 */
export function fetchCprvToken(client: ApiClient): Promise<ApiResult<string>> {
  return client.get('/api/authen/get-cprv-token', { parse: (raw) => (isRecord(raw) ? text(raw, 'cprvToken') : undefined) });
}

/** modify-reservation-cprv; `cprvToken` for a signed-in member (fetchCprvToken). */
export function fetchModifyCprv(client: ApiClient, confirmNo: string, cprvToken?: string): Promise<ApiResult<ModifyCprv>> {
  const headers = cprvToken ? { 'X-Cprv-Token': cprvToken } : undefined;
  return client.post('/api/loyalty/modify-reservation-cprv', { confirmNo }, { parse: parseModifyCprv, idempotent: true, headers });
}

/** A signed-in member's modify-reservation-cprv: the member's CPRV token first. */
export async function fetchMemberModifyCprv(client: ApiClient, confirmNo: string): Promise<ApiResult<ModifyCprv>> {
  const token = await fetchCprvToken(client);
  return token.ok ? fetchModifyCprv(client, confirmNo, token.data) : token;
}

/** Attaches a points reservation to the modification (loyalty §7 modify-reservation ?pointsReservedId). */
export function attachModifyPoints(client: ApiClient, confirmNo: string, pointsReservedId: string): Promise<ApiResult<true>> {
  return client.post(
    '/api/loyalty/modify-reservation',
    { confirmNo },
    {
      query: { pointsReservedId },
      parse: (raw) => (isRecord(raw) && raw.modified === true ? true : undefined),
    },
  );
}

/** The reservation now, for the summary after a modification (loyalty §7 ?email&number). */
export function fetchModifySummary(client: ApiClient, email: string, confirmNo: string): Promise<ApiResult<Reservation>> {
  return client.get('/api/loyalty/modify-reservation-summary', { query: { email, number: confirmNo }, parse: parseReservation });
}
