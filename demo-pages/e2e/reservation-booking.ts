import type { Language } from '../../shared/domain/languages';
import { expect, type APIRequestContext } from './test';

/** Bookings made through the sandbox's API for the reservation specs (issue 18): hold, hosted payment page, commit. */
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
const DAY = 86_400_000;
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

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
  /** The hold's rooms for a stay starting `offset` days from today. */
  rooms: (offset: number) => Record<string, unknown>[];
  /** More hold-level fields (a voucher). */
  hold?: Record<string, unknown>;
  /** More headers for the hold (a member's Authorization). */
  headers?: Record<string, string>;
  /** The first day tried and how many after it: e2e workers share the sandbox's inventory, so each try picks a random day. */
  offsets?: { from: number; span: number };
  language?: Language;
}

/**
 * Hold -> the hosted payment page's Approve -> commit: one reservation on a stay that has a unit
 * left (a full day refuses the hold, and another day is tried).
 */
export async function bookThroughApi(request: APIRequestContext, booking: ApiBooking): Promise<{ confirmNo: string; offset: number }> {
  const { intent, offsets = { from: 40, span: 250 } } = booking;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const offset = offsets.from + Math.floor(Math.random() * offsets.span);
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
        amount: hold.totals.total,
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
  const intent = `e2e-manage-${language}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const email = `${intent}@example.com`;
  const { confirmNo, offset } = await bookThroughApi(request, {
    intent,
    language,
    headers: authorization ? { Authorization: authorization } : {},
    rooms: (start) => [
      {
        shoppingCartItemId: `${intent}-1`,
        hotelCode: 'SGORCH',
        startDate: isoDay(start),
        endDate: isoDay(start + 2),
        roomTypeCode: 'STUD',
        ratePlanCode: 'BAR',
        numberOfAdult: 2,
        acceptCondition: true,
        guestDetails: { salutation: 'Ms', firstName: 'Aiko', lastName: 'Tanaka', email },
      },
    ],
  });
  return { confirmNo, email, startDate: isoDay(offset) };
}
