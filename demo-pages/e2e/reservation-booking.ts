import type { Language } from '../../shared/domain/languages';
import type { RoomRequest } from '../sandbox/stay-check.ts';
import { testDay, uniqueSuffix } from '../../testing/clock';
import { isSellable } from '../../testing/sellable-stays';
import { expect, type APIRequestContext } from './test';

/** Bookings made through the sandbox's API for the reservation specs (issue 18): hold, hosted payment page, commit. */
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };

/** What a hold's rooms ask of the seed (testing/sellable-stays.ts): the property, the apartment type, the nights, one request per room. */
export interface SeededStay {
  hotelCode: string;
  apartmentTypeCode: string;
  nights: number;
  rooms?: readonly RoomRequest[];
}

/** Days ahead: the first and how many from it. */
export interface OffsetRange {
  from: number;
  span: number;
}

/** The days ahead in the range on which the seed sells `stay`, earliest first. */
export function sellableOffsets(stay: SeededStay, { from, span }: OffsetRange): number[] {
  return Array.from({ length: span }, (_, index) => from + index).filter((offset) =>
    isSellable(stay.hotelCode, testDay(offset), stay.nights, stay),
  );
}

/** One of those days, drawn at random: e2e workers share the sandbox's inventory, so tests spread their holds over the days. */
export function sellableOffset(stay: SeededStay, range: OffsetRange): number {
  const offsets = sellableOffsets(stay, range);
  if (offsets.length === 0)
    throw new Error(`the seed sells no ${stay.nights}-night stay at ${stay.hotelCode} ${range.from}-${range.from + range.span} days ahead`);
  return offsets[Math.floor(Math.random() * offsets.length)]!;
}

export async function post<T>(request: APIRequestContext, path: string, data: unknown, idempotencyKey?: string): Promise<T> {
  const response = await request.post(path, {
    headers: { ...API_HEADERS, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
    data,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { content: T }).content;
}

export interface ApiBooking {
  /** Unique per test: the idempotency keys and cart item ids are made from it. */
  intent: string;
  /** What the rooms need of the seed: only days that sell it are tried. */
  stay: SeededStay;
  /** The hold's rooms for a stay starting `offset` days from today. */
  rooms: (offset: number) => Record<string, unknown>[];
  /** More hold-level fields (a voucher). */
  hold?: Record<string, unknown>;
  /** More headers for the hold (a member's Authorization). */
  headers?: Record<string, string>;
  /** The first day tried and how many after it: e2e workers share the sandbox's inventory, so each try picks a random sellable day. */
  offsets?: OffsetRange;
  language?: Language;
}

/**
 * Hold -> the hosted payment page's Approve -> commit: one reservation on a stay the seed sells and
 * that still has a unit left (other tests' holds can take the last one: another day is tried).
 */
export async function bookThroughApi(request: APIRequestContext, booking: ApiBooking): Promise<{ confirmNo: string; offset: number }> {
  const { intent, offsets = { from: 40, span: 250 } } = booking;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const offset = sellableOffset(booking.stay, offsets);
    const response = await request.post('/api/v2/checkout/hold', {
      headers: { ...API_HEADERS, ...booking.headers, 'Idempotency-Key': `${intent}-hold-${attempt}` },
      data: { currencyCode: 'SGD', rooms: booking.rooms(offset), ...booking.hold },
    });
    if (!response.ok()) continue;
    const hold = ((await response.json()) as { content: { holdId: string; totals: { total: number } } }).content;
    const { paymentUrl } = await post<{ paymentUrl: string }>(
      request,
      '/api/checkout/create-token-url?mechantId=SGORCH',
      {
        holdId: hold.holdId,
        returnUrl: `/${booking.language ?? 'en'}/booking/checkout/?step=2`,
        // No amount: the server charges the hold's pay-now amount (issue 28; sandbox README "Payment contract").
        currencyCode: 'SGD',
      },
      `${intent}-token`,
    );
    const approved = await request.get(`${paymentUrl}/decide?outcome=approved`, { maxRedirects: 0 });
    const returned = new URL(approved.headers().location!, 'http://sandbox.invalid');
    const { confirmNos } = await post<{ confirmNos: string[] }>(
      request,
      '/api/v2/checkout/commit',
      { holdId: hold.holdId, paymentResult: returned.searchParams.get('paymentResult'), signature: returned.searchParams.get('signature') },
      `${intent}-commit`,
    );
    return { confirmNo: confirmNos[0]!, offset };
  }
  throw new Error(`${intent}: no stay with a unit left`);
}

export interface Booked {
  confirmNo: string;
  email: string;
  startDate: string;
}

/** One Studio (a member's when `authorization` carries their token) (BAR: free cancellation until 48 hours before arrival) on a stay that has one, booked and paid through the sandbox. */
export async function book(request: APIRequestContext, language: Language, authorization?: string): Promise<Booked> {
  const intent = `e2e-manage-${language}-${uniqueSuffix()}`;
  const email = `${intent}@example.com`;
  const { confirmNo, offset } = await bookThroughApi(request, {
    intent,
    language,
    headers: authorization ? { Authorization: authorization } : {},
    stay: { hotelCode: 'SGORCH', apartmentTypeCode: 'STUD', nights: 2 },
    rooms: (start) => [
      {
        shoppingCartItemId: `${intent}-1`,
        hotelCode: 'SGORCH',
        startDate: testDay(start),
        endDate: testDay(start + 2),
        roomTypeCode: 'STUD',
        ratePlanCode: 'BAR',
        numberOfAdult: 2,
        acceptCondition: true,
        guestDetails: { salutation: 'Ms', firstName: 'Aiko', lastName: 'Tanaka', email },
      },
    ],
  });
  return { confirmNo, email, startDate: testDay(offset) };
}
