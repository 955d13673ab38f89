// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sampleCartItem } from '../../testing/cart-fixtures';
import type { HoldLevel } from '../domain/booking/hold-request';
import { createApiClient } from './client';
import {
  calculateMaxRedeemablePoints,
  cancelReservedReservation,
  commitCheckout,
  createPaymentUrl,
  extendHold,
  fetchCardList,
  fetchCardTypes,
  fetchDowntime,
  fetchPaymentMethods,
  fetchReddotAvailability,
  holdCheckout,
  parseHoldAnswer,
  parseHoldPayment,
  preBookingValidate,
} from './checkout-service';
import { fetchPrintConfirmation, fetchReservation, shareReservation } from './reservation-service';

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A stubbed service answering every request with `answer` (HTTP status and envelope as the sandbox sends them). */
function serviceAnswering(content: unknown, status = 200, envelope: Record<string, unknown> = {}) {
  const sent: Sent[] = [];
  const client = createApiClient({
    apiOrigin: 'https://api.test',
    contentBase: 'https://api.test/apis/stay',
    subscriptionKey: 'key',
    language: 'en',
    getAuthToken: () => undefined,
    sleep: async () => undefined,
    fetchImpl: async (input, init) => {
      sent.push({
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const body = status === 200 ? { status: 200, content } : { status, ...envelope };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  const request = (index = 0) => {
    const entry = sent[index];
    return entry && `${entry.method} ${entry.url.pathname}${entry.url.search}`;
  };
  return { client, sent, request };
}

const totals = { totalBeforeTax: 300, totalTax: 27, total: 327, currencyCode: 'SGD' };
/** Issue 28: a mixed stay, one apartment prepaid (paid now), one guaranteed by card (due at the property). */
const payment = {
  payNow: 120.5,
  dueAtProperty: 206.5,
  currencyCode: 'SGD',
  guaranteeOnly: false,
  cardRequired: true,
  lines: [
    { shoppingCartItemId: 'item-1', mode: 'prepaid', payNow: 120.5, dueAtProperty: 0 },
    { shoppingCartItemId: 'item-2', mode: 'guarantee', payNow: 0, dueAtProperty: 206.5 },
  ],
};
const holdAnswer = {
  holdId: 'H1',
  expiresAt: '2026-04-01T10:15:00.000Z',
  extensionsLeft: 2,
  totals,
  rooms: [{ shoppingCartItemId: 'item-1', tempConfirmNo: 'T1' }],
  payment,
};
const level = { rooms: [], addons: [] } as unknown as HoldLevel;

// Issue 16 contract, service calls 1-11.
describe('checkout service', () => {
  it('call 1: pre-booking validate posts the cart and reads the re-priced items, totals and changes', async () => {
    const cart = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop' as const, items: [sampleCartItem()] };
    const { client, sent, request } = serviceAnswering({
      items: [sampleCartItem({ price: 330 })],
      totals: { ...totals, total: 357 },
      priceChanged: true,
      previousTotal: 327,
      unavailableItemIds: [],
    });
    const answer = await preBookingValidate(client, cart);
    expect(request()).toBe('POST /api/pre-booking-validate');
    expect(sent[0]?.body).toEqual(cart);
    expect(
      answer.ok && { price: answer.data.items[0]?.price, changed: answer.data.priceChanged, previous: answer.data.previousTotal },
    ).toEqual({
      price: 330,
      changed: true,
      previous: 327,
    });
  });

  it('call 1: an answer without its figures is a failure (used only when it is what was expected)', async () => {
    const { client } = serviceAnswering({ items: [] });
    const answer = await preBookingValidate(client, { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [] });
    expect(answer.ok ? 'ok' : answer.error.kind).toBe('invalid-response');
  });

  it('call 2: card types by provider and Red Dot availability per property', async () => {
    const cards = serviceAnswering({ provider: 'adyen', cardTypes: ['visa', 'mc'] });
    expect(await fetchCardTypes(cards.client, 'SGORCH', 'PROMO')).toEqual({
      ok: true,
      data: { provider: 'adyen', cardTypes: ['visa', 'mc'] },
    });
    expect(cards.request()).toBe('GET /api/property/get-card-type?hotelCode=SGORCH&promoCode=PROMO');
    const unknownProvider = serviceAnswering({ provider: 'other', cardTypes: [] });
    expect((await fetchCardTypes(unknownProvider.client, 'SGORCH', '')).ok).toBe(false);
    const reddot = serviceAnswering({ hotelCode: 'SGORCH', available: false });
    expect(await fetchReddotAvailability(reddot.client, 'SGORCH')).toEqual({ ok: true, data: { hotelCode: 'SGORCH', available: false } });
    expect(reddot.request()).toBe('GET /api/property/payment-by-reddot?hotelCode=SGORCH');
  });

  it('call 3: payment methods of the rates, unknown methods left out', async () => {
    const { client, sent, request } = serviceAnswering({ methods: ['card', 'crypto', 'wallet'] });
    const answer = await fetchPaymentMethods(client, { hotelCode: 'SGORCH', ratePlanCodes: ['BAR'], promoCode: '' });
    expect(answer).toEqual({ ok: true, data: ['card', 'wallet'] });
    expect(request()).toBe('POST /api/v2/get-payment-type');
    expect(sent[0]?.body).toEqual({ hotelCode: 'SGORCH', ratePlanCodes: ['BAR'], promoCode: '' });
  });

  it('call 4: suppress-card and optional-card lists and downtime from the content service', async () => {
    const lists = serviceAnswering(['SGORCH', 7, ' JPSHIN ']);
    expect(await fetchCardList(lists.client, 'suppressCC', 'en', ['SGORCH', 'JPSHIN'])).toEqual({ ok: true, data: ['SGORCH', 'JPSHIN'] });
    // The optional-card list is read whole (content spec §7) and kept to the cart's properties.
    expect(await fetchCardList(lists.client, 'optionalCC', 'zh', ['jpshin', 'MYKLCC'])).toEqual({ ok: true, data: ['JPSHIN'] });
    expect([lists.request(0), lists.request(1)]).toEqual([
      'GET /apis/stay/properties/suppressCC/p_lang/eq/en/p_propertyCodes/eq/SGORCH,JPSHIN.json',
      'GET /apis/stay/properties/optionalcc/p_lang/eq/zh.json',
    ]);
    const downtime = serviceAnswering({ down: true, message: 'Maintenance', until: '2026-04-01T12:00:00Z' });
    expect(await fetchDowntime(downtime.client, 'payment')).toEqual({
      ok: true,
      data: { down: true, message: 'Maintenance', until: '2026-04-01T12:00:00Z' },
    });
    expect(downtime.request()).toBe('GET /apis/stay/miscellaneous/cprv/en.json');
  });

  it('call 5: hold and extend carry the intent key and read the hold', async () => {
    const { client, sent, request } = serviceAnswering(holdAnswer);
    expect(await holdCheckout(client, level, 'key-hold')).toEqual({ ok: true, data: { ...holdAnswer, payment: { known: true, payment } } });
    await extendHold(client, 'H1', 'key-extend');
    expect([request(0), request(1)]).toEqual(['POST /api/v2/checkout/hold', 'POST /api/v2/checkout/hold']);
    expect(sent.map((entry) => [entry.headers.get('Idempotency-Key'), entry.body])).toEqual([
      ['key-hold', level],
      ['key-extend', { extendHoldId: 'H1' }],
    ]);
  });

  it('call 5: a write is sent once, never retried by the client', async () => {
    const { client, sent } = serviceAnswering(undefined, 503, { errorCode: 'E143', message: 'down' });
    const answer = await holdCheckout(client, level, 'key-hold');
    expect(sent).toHaveLength(1);
    expect(answer.ok ? undefined : answer.error.code).toBe('E143');
  });

  it('call 5: a price change arrives as E51 with the old and new totals', async () => {
    const { client } = serviceAnswering(undefined, 409, {
      errorCode: 'E51',
      message: 'Price changed',
      details: { previousTotal: 327, total: 357 },
    });
    const answer = await holdCheckout(client, level, 'key-hold');
    expect(answer.ok ? undefined : [answer.error.code, answer.error.details]).toEqual(['E51', { previousTotal: 327, total: 357 }]);
  });

  it('call 5: a hold without a readable expiry is refused', async () => {
    const { client } = serviceAnswering({ ...holdAnswer, expiresAt: 'soon' });
    expect((await holdCheckout(client, level, 'k')).ok).toBe(false);
  });

  it("call 5 (issue 28): the payment plan is read whole, with the hold's currency; a JPY plan keeps its whole yen", () => {
    expect(parseHoldAnswer(holdAnswer)?.payment).toEqual({ known: true, payment });
    const yen = {
      ...payment,
      payNow: 0,
      dueAtProperty: 48210,
      currencyCode: 'jpy',
      guaranteeOnly: true,
      lines: [{ shoppingCartItemId: 'item-1', mode: 'guarantee', payNow: 0, dueAtProperty: 48210 }],
    };
    expect(parseHoldPayment(yen, 'JPY')).toEqual({ ...yen, currencyCode: 'JPY' });
  });

  it('call 5 (issue 28): a hold without a plan, or with one that cannot be trusted, is still a hold whose plan is unknown', () => {
    const withPayment = (value: unknown) => parseHoldAnswer({ ...holdAnswer, payment: value });
    expect(withPayment(undefined)?.payment).toEqual({ known: false, problem: 'missing' });
    expect(withPayment(null)?.payment).toEqual({ known: false, problem: 'missing' });
    const [prepaid, guaranteed] = payment.lines;
    const untrusted: Record<string, unknown> = {
      'not an object': 'SGD 120.50',
      'a negative amount to pay now': { ...payment, payNow: -1 },
      'an amount as text': { ...payment, dueAtProperty: '206.50' },
      'another currency than the hold': { ...payment, currencyCode: 'JPY' },
      'fractions of a cent': { ...payment, payNow: 120.504 },
      'no card flag': { ...payment, cardRequired: undefined },
      'no lines': { ...payment, lines: undefined },
      'a line of an unknown mode': { ...payment, lines: [prepaid, { ...guaranteed, mode: 'cash' }] },
      'a line without its apartment': { ...payment, lines: [prepaid, { ...guaranteed, shoppingCartItemId: undefined }] },
      'a line with an infinite amount': { ...payment, lines: [{ ...prepaid, payNow: Number.POSITIVE_INFINITY }, guaranteed] },
    };
    for (const [why, value] of Object.entries(untrusted)) {
      const answer = withPayment(value);
      expect([why, answer?.holdId, answer?.payment]).toEqual([why, 'H1', { known: false, problem: 'invalid' }]);
    }
  });

  it('call 6: the payment URL is created for the property (mechantId) and must be http(s) or relative', async () => {
    const request = { hotelCode: 'SGORCH', holdId: 'H1', returnUrl: '/en/booking/checkout/?step=2', amount: 327, currencyCode: 'SGD' };
    const safe = serviceAnswering({ paymentUrl: '/__sandbox/payment/S1' });
    expect(await createPaymentUrl(safe.client, request, 'key-pay')).toEqual({ ok: true, data: '/__sandbox/payment/S1' });
    expect(safe.request()).toBe('POST /api/checkout/create-token-url?mechantId=SGORCH');
    expect(safe.sent[0]?.body).toEqual({ holdId: 'H1', returnUrl: '/en/booking/checkout/?step=2', amount: 327, currencyCode: 'SGD' });
    expect(safe.sent[0]?.headers.get('Idempotency-Key')).toBe('key-pay');
    for (const paymentUrl of ['javascript:alert(1)', 'mailto:a@b.example', 'data:text/html,x']) {
      const unsafe = serviceAnswering({ paymentUrl });
      expect((await createPaymentUrl(unsafe.client, request, 'k')).ok).toBe(false);
    }
  });

  it("call 6 (issue 28): an amount the page does not know is left out, and the service charges the hold's own", async () => {
    const { client, sent } = serviceAnswering({ paymentUrl: '/__sandbox/payment/S2' });
    const request = {
      hotelCode: 'SGORCH',
      holdId: 'H1',
      returnUrl: '/en/booking/checkout/?step=2',
      amount: undefined,
      currencyCode: 'SGD',
    };
    await createPaymentUrl(client, request, 'key-pay');
    expect(sent[0]?.body).toEqual({ holdId: 'H1', returnUrl: '/en/booking/checkout/?step=2', currencyCode: 'SGD' });
    expect(Object.keys(sent[0]?.body as object)).not.toContain('amount');
  });

  it('call 7: commit sends the result and reads one confirmation number per room', async () => {
    const { client, sent, request } = serviceAnswering({ confirmNos: ['A1', 'A2'] });
    const commit = { holdId: 'H1', paymentResult: 'eyJ9', signature: 'ab12' };
    expect(await commitCheckout(client, commit, 'key-commit')).toEqual({ ok: true, data: ['A1', 'A2'] });
    expect(request()).toBe('POST /api/v2/checkout/commit');
    expect([sent[0]?.body, sent[0]?.headers.get('Idempotency-Key')]).toEqual([commit, 'key-commit']);
    const none = serviceAnswering({ confirmNos: [] });
    expect((await commitCheckout(none.client, commit, 'k')).ok).toBe(false);
  });

  it('call 8: cancel gives the hold back', async () => {
    const { client, sent, request } = serviceAnswering({ released: true });
    expect(await cancelReservedReservation(client, 'H1', 'key-cancel')).toEqual({ ok: true, data: true });
    expect([request(), sent[0]?.body, sent[0]?.headers.get('Idempotency-Key')]).toEqual([
      'POST /api/cancel-reserved-reservation',
      { holdId: 'H1' },
      'key-cancel',
    ]);
  });

  it('call 9: a reservation by confirmation number, add-ons as the analytics record names them', async () => {
    const { client, sent, request } = serviceAnswering({
      confirmNo: 'A1',
      hotelCode: 'SGORCH',
      propertyName: 'Orchard',
      startDate: '2026-04-01',
      endDate: '2026-04-04',
      status: 'Reserved',
      guests: [{ firstName: 'Aiko', lastName: 'Tanaka', cardNumber: '4111' }],
      roomTypeName: 'Studio',
      ratePlanName: 'Best available rate',
      addons: [{ AddonCode: 'BRKF', AddonType: 'BREAKFAST', ListApartment: [1, '2', 'x'] }],
      paid: 0,
      due: 327,
      currencyCode: 'SGD',
      totals,
    });
    const answer = await fetchReservation(client, 'A1');
    expect([request(), sent[0]?.body]).toEqual(['POST /api/statusReservation', { confirmNo: 'A1' }]);
    expect(answer.ok && answer.data.addons).toMatchObject([{ AddonCode: 'BRKF', AddonType: 'BREAKFAST', ListApartment: [1, 2] }]);
    expect(answer.ok && answer.data.guest).toMatchObject({ firstName: 'Aiko', lastName: 'Tanaka' });
    expect(answer.ok && 'cardNumber' in answer.data.guest).toBe(false);
  });

  it('call 9: E91 when the reservation is not found', async () => {
    const { client } = serviceAnswering(undefined, 404, { errorCode: 'E91', message: 'not found' });
    const answer = await fetchReservation(client, 'NOPE');
    expect(answer.ok ? undefined : answer.error.code).toBe('E91');
  });

  it('call 10: share with a friend and the printable confirmation', async () => {
    const share = serviceAnswering({ sent: true });
    expect(await shareReservation(share.client, 'A1', 'friend@stay.example')).toEqual({ ok: true, data: true });
    expect([share.request(), share.sent[0]?.body]).toEqual([
      'POST /api/reservation/sharewithfriend?template=share',
      { confirmNo: 'A1', email: 'friend@stay.example' },
    ]);
    const print = serviceAnswering({ html: '<h1>A1</h1>' });
    expect(await fetchPrintConfirmation(print.client, 'A1')).toEqual({ ok: true, data: '<h1>A1</h1>' });
    expect(print.request()).toBe('POST /api/reservation/print-confirmation');
  });

  it('call 11: the most points the cart can redeem', async () => {
    const { client, request } = serviceAnswering({ maxRedeemablePoints: 12000 });
    expect(await calculateMaxRedeemablePoints(client, { hotelCode: 'SGORCH', items: [] })).toEqual({ ok: true, data: 12000 });
    expect(request()).toBe('POST /api/v2/calculate/MRP');
  });
});
