import type { Language } from '../../shared/domain/languages';
import { expect, type APIRequestContext } from './test';

/** Bookings made through the sandbox's API for the reservation specs (issue 18): hold, hosted payment page, commit. */
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

export async function post<T>(request: APIRequestContext, path: string, data: unknown, idempotencyKey?: string): Promise<T> {
  const response = await request.post(path, {
    headers: { ...API_HEADERS, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
    data,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { content: T }).content;
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
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const offset = 40 + Math.floor(Math.random() * 250);
    const room = {
      shoppingCartItemId: `${intent}-1`,
      hotelCode: 'SGORCH',
      startDate: isoDay(offset),
      endDate: isoDay(offset + 2),
      roomTypeCode: 'STUD',
      ratePlanCode: 'BAR',
      numberOfAdult: 2,
      acceptCondition: true,
      guestDetails: { salutation: 'Ms', firstName: 'Aiko', lastName: 'Tanaka', email },
    };
    const response = await request.post('/api/v2/checkout/hold', {
      headers: {
        ...API_HEADERS,
        'Idempotency-Key': `${intent}-hold-${attempt}`,
        ...(authorization ? { Authorization: authorization } : {}),
      },
      data: { currencyCode: 'SGD', rooms: [room] },
    });
    if (!response.ok()) continue;
    const hold = ((await response.json()) as { content: { holdId: string; totals: { total: number } } }).content;
    const { paymentUrl } = await post<{ paymentUrl: string }>(request, '/api/checkout/create-token-url?mechantId=SGORCH', {
      holdId: hold.holdId,
      returnUrl: `/${language}/booking/checkout/?step=2`,
      amount: hold.totals.total,
      currencyCode: 'SGD',
    });
    const approved = await request.get(`${paymentUrl}/decide?outcome=approved`, { maxRedirects: 0 });
    const returned = new URL(approved.headers().location!, 'http://sandbox.invalid');
    const { confirmNos } = await post<{ confirmNos: string[] }>(
      request,
      '/api/v2/checkout/commit',
      { holdId: hold.holdId, paymentResult: returned.searchParams.get('paymentResult'), signature: returned.searchParams.get('signature') },
      `${intent}-commit`,
    );
    return { confirmNo: confirmNos[0]!, email, startDate: room.startDate };
  }
  throw new Error('No stay with a Studio left');
}
