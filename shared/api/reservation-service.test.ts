// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  fetchPrintConfirmation,
  fetchReservation,
  fetchReservationsById,
  lookupReservation,
  parseCancellationPreview,
  parseReservation,
  shareReservation,
} from './reservation-service';

function serviceAnswering(body: unknown, status = 200) {
  const sent: { url: URL; method: string; body: unknown }[] = [];
  const client = createApiClient({
    apiOrigin: 'https://api.test',
    contentBase: 'https://api.test/apis/stay',
    subscriptionKey: 'key',
    language: 'en',
    getAuthToken: () => undefined,
    sleep: async () => undefined,
    fetchImpl: async (input, init) => {
      sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, sent };
}

// What the sandbox's commit keeps per apartment (issue 16 contract call 9; booking spec §3 "Reservation").
const answer = {
  confirmNo: 'SR4100001',
  hotelCode: 'SGORCH',
  propertyName: 'Stay Orchard Singapore',
  startDate: '2026-04-01T00:00:00',
  endDate: '2026-04-04',
  status: 'Confirmed',
  roomTypeCode: 'STU',
  roomTypeName: 'Studio',
  ratePlanCode: 'BAR',
  ratePlanName: 'Best Available Rate',
  guest: { salutation: 'Ms', firstName: 'Aiko', lastName: 'Tanaka', email: 'aiko@example.com', cardNumber: '4111111111111111' },
  addons: [{ AddonCode: 'BRKF', AddonType: 'BREAKFAST', ListApartment: [1, 'x'] }, { AddonType: 'no code' }],
  paid: 654,
  due: 0,
  currencyCode: 'SGD',
  totals: { totalBeforeTax: 600, totalTax: 54, total: 654, currencyCode: 'SGD' },
};

describe('reservation service (issue 16 contract calls 9 and 10)', () => {
  it("reads the apartment's guest counts and child ages from the sandbox's `guests` (bad ages dropped)", async () => {
    const guests = [{ apartmentNumber: 1, firstName: 'Lin', numberOfAdult: 2, numberOfChildren: 2, childAges: [4, '7', -1, 'x'] }];
    const { client } = serviceAnswering({ status: 200, content: { ...answer, guest: undefined, guests } });
    const result = await fetchReservation(client, 'SR4100001');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.guest).toMatchObject({ firstName: 'Lin', numberOfAdult: 2, numberOfChildren: 2, childAges: [4, 7] });
  });

  it('reads a reservation by confirmation number (call 9), keeping no e-mail or card data', async () => {
    const { client, sent } = serviceAnswering({ status: 200, content: answer });
    const result = await fetchReservation(client, 'SR4100001');
    expect(sent[0]).toMatchObject({ method: 'POST', body: { confirmNo: 'SR4100001' } });
    expect(sent[0]?.url.pathname).toBe('/api/statusReservation');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data).toMatchObject({ startDate: '2026-04-01', endDate: '2026-04-04', paid: 654, due: 0, currencyCode: 'SGD' });
    expect(result.data.guest).toEqual({
      salutation: 'Ms',
      firstName: 'Aiko',
      lastName: 'Tanaka',
      numberOfAdult: undefined,
      numberOfChildren: undefined,
      childAges: [],
    });
    expect(result.data.addons).toEqual([
      { AddonCode: 'BRKF', AddonType: 'BREAKFAST', ListApartment: [1], title: '', priceWithoutTax: 0, tax: 0, quantity: 0 },
    ]);
    expect(JSON.stringify(result.data)).not.toContain('aiko@example.com');
    expect(JSON.stringify(result.data)).not.toContain('4111');
  });

  it('keeps the persons a per-person add-on was booked for, when sent (the modify flow starts from them, issue 18)', async () => {
    const line = { AddonCode: 'BRKF', AddonType: 'BREAKFAST', ListApartment: [1], quantity: 4, numberOfAdult: 2, numberOfChildren: 0 };
    const { client } = serviceAnswering({ status: 200, content: { ...answer, addons: [line] } });
    const result = await fetchReservation(client, 'SR4100001');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.addons[0]).toMatchObject({ quantity: 4, numberOfAdult: 2, numberOfChildren: 0 });
  });

  it('says E91 for a reservation that does not exist', async () => {
    const { client } = serviceAnswering({ status: 404, errorCode: 'E91', message: 'not found' }, 404);
    const result = await fetchReservation(client, 'SR9999999');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('E91');
  });

  it.each([
    { name: 'no confirmation number', raw: { ...answer, confirmNo: undefined } },
    { name: 'no currency', raw: { ...answer, currencyCode: undefined, totals: {} } },
    { name: 'not an object', raw: 'SR4100001' },
  ])('refuses an answer with $name', ({ raw }) => {
    expect(parseReservation(raw)).toBeUndefined();
  });

  it('shares with a friend through the share template (call 10)', async () => {
    const { client, sent } = serviceAnswering({ status: 200, content: { sent: true } });
    const result = await shareReservation(client, 'SR4100001', 'friend@example.com');
    expect(result).toEqual({ ok: true, data: true });
    expect(`${sent[0]?.url.pathname}${sent[0]?.url.search}`).toBe('/api/reservation/sharewithfriend?template=share');
    expect(sent[0]?.body).toEqual({ confirmNo: 'SR4100001', email: 'friend@example.com' });
  });

  it('reads the printable confirmation HTML (call 10) as a string, for the sanitiser', async () => {
    const { client, sent } = serviceAnswering({ status: 200, content: { html: '<h1>SR4100001</h1>' } });
    const result = await fetchPrintConfirmation(client, 'SR4100001');
    expect(result).toEqual({ ok: true, data: '<h1>SR4100001</h1>' });
    expect(sent[0]?.url.pathname).toBe('/api/reservation/print-confirmation');
  });
});

// Issue 18: the lookup, the cancellation preview and the reservations by id (content service).
describe('manage calls', () => {
  it('the lookup sends the number and the e-mail to statusReservation', async () => {
    const { client, sent } = serviceAnswering({ status: 200, content: answer });
    const result = await lookupReservation(client, { confirmNo: 'SR4100001', email: 'aiko@example.com' });
    expect(result.ok).toBe(true);
    expect([sent[0]?.url.pathname, sent[0]?.body]).toEqual([
      '/api/statusReservation',
      { confirmNo: 'SR4100001', email: 'aiko@example.com' },
    ]);
  });

  it('reads the preview as the service says it: each return apart; vouchers without a code dropped; no currency is invalid', () => {
    expect(
      parseCancellationPreview({
        currencyCode: 'SGD',
        paid: 0,
        penalty: 100,
        refund: 50,
        points: 500,
        vouchers: [
          { voucherCode: 'V1', title: 'Night', category: 'free-stay', amount: 212.5, currencyCode: 'SGD' },
          { voucherCode: 'V2', amount: 80, currencyCode: 'dollars' },
          { title: 'x' },
        ],
      }),
    ).toEqual({
      cancelPolicyCode: '',
      isNonRefundable: false,
      currencyCode: 'SGD',
      paid: 0,
      penalty: 100,
      refund: 50,
      points: 500,
      vouchers: [
        { voucherCode: 'V1', title: 'Night', category: 'free-stay', amount: 212.5, currencyCode: 'SGD' },
        { voucherCode: 'V2', title: 'V2', category: '', amount: 80, currencyCode: undefined },
      ],
    });
    expect(parseCancellationPreview({ penalty: 1 })).toBeUndefined();
  });

  it('a preview that does not say what was paid leaves it unknown (issue 28: never read as "nothing charged")', () => {
    expect(parseCancellationPreview({ currencyCode: 'SGD', refund: 10 })?.paid).toBeUndefined();
  });

  it('reservations by id: a POST to the content service with the ids; none asked, none sent', async () => {
    const { client, sent } = serviceAnswering({ status: 200, content: [answer, { nope: true }] });
    const result = await fetchReservationsById(client, ['SR4100001']);
    expect(result.ok && result.data.map((reservation) => reservation.confirmNo)).toEqual(['SR4100001']);
    expect([sent[0]?.method, sent[0]?.url.pathname, sent[0]?.body]).toEqual([
      'POST',
      '/apis/stay/member/reservations.getreservationsbyresid.json',
      { reservationIds: ['SR4100001'] },
    ]);
    expect(await fetchReservationsById(client, [])).toEqual({ ok: true, data: [] });
    expect(sent).toHaveLength(1);
  });
});
