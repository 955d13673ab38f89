import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signPaymentResult } from './checkout/payment-signature.ts';
import { holdUnits } from './inventory-ledger.ts';
import { createRuntime } from './runtime.ts';
import { inventoryOn } from './seed/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/**
 * The checkout's other calls (issue 16 contract items 1-4, 9-12; booking spec §3 "Payment types",
 * "Reservation", §7): pre-booking validate, card type and payment reads, the content lists and
 * downtime, reservation reads, share, print, MRP.
 */
const NOW = Date.parse('2026-11-25T08:00:00Z');
const runtime = createRuntime(() => new Date(NOW));
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ runtime });
});

afterAll(async () => {
  await sandbox.close();
});

beforeEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

type Answer<T> = { status: number; body: SuccessEnvelope<T> & ErrorEnvelope };
const post = <T>(path: string, body: unknown): Promise<Answer<T>> => sandbox.post(path, body);
const get = <T>(path: string): Promise<Answer<T>> => sandbox.json(path);

function cartItem(id: string, ratePlanCode = 'BAR', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    shoppingCartItemId: id,
    hotelCode: 'SGORCH',
    startDate: '2027-01-11',
    endDate: '2027-01-13',
    apartmentGuest: { numberOfAdult: 2, numberOfChildren: 0, childAges: [] },
    roomRate: { ratePlanCode, roomTypeCode: 'ONEB' },
    ...extra,
  };
}

describe('POST /api/pre-booking-validate', () => {
  const validate = (items: unknown[]) =>
    post<{ priceChanged: boolean; previousTotal: number; totals: { total: number }; unavailableItemIds: string[] }>(
      '/api/pre-booking-validate',
      {
        currencyCode: 'SGD',
        shoppingCartDeviceType: 'desktop',
        items,
      },
    );

  it('re-prices the cart; priceChanged when the items carried other amounts', async () => {
    const stale = await validate([cartItem('a', 'BAR', { price: 1, tax: 0 })]);
    expect(stale.body.content).toMatchObject({ priceChanged: true, previousTotal: 1, unavailableItemIds: [] });
    const priced = stale.body.content as unknown as { items: { price: number; tax: number }[] };
    const item = priced.items[0];
    const fresh = await validate([cartItem('a', 'BAR', { price: item?.price, tax: item?.tax })]);
    expect(fresh.body.content).toMatchObject({ priceChanged: false, previousTotal: stale.body.content.totals.total });
  });

  it('names the items the ledger can no longer give', async () => {
    const night = '2027-01-11';
    const units = inventoryOn('SGORCH', 'ONEB', night);
    holdUnits(runtime.state.inventory, NOW, { hotelCode: 'SGORCH', roomTypeCode: 'ONEB', nights: [night], units: units - 1 });
    const answer = await validate([
      cartItem('a'),
      cartItem('b'),
      cartItem('c', 'BAR', { roomRate: { ratePlanCode: 'BAR', roomTypeCode: 'STUD' } }),
    ]);
    expect(answer.body.content.unavailableItemIds).toEqual(['b']);
  });

  it.each([
    ['BAD_REQUEST', 400, { items: [] }],
    ['E52', 404, { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [cartItem('a', 'NOPE')] }],
    [
      'E82',
      400,
      {
        currencyCode: 'SGD',
        shoppingCartDeviceType: 'desktop',
        items: [cartItem('a', 'BARBB', { addons: [{ serviceInventoryCode: 'BRKF', numberOfAdult: 2 }] })],
      },
    ],
  ])('answers %s', async (code, status, body) => {
    const answer = await post('/api/pre-booking-validate', body);
    expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
  });
});

describe('payment reads', () => {
  it('GET get-card-type: reddot in Singapore, adyen elsewhere with the local cards; E52, BAD_REQUEST, E144 when the card provider is down', async () => {
    expect((await get('/api/property/get-card-type?hotelCode=SGORCH&promoCode=')).body.content).toEqual({
      provider: 'reddot',
      cardTypes: ['VISA', 'MASTERCARD', 'AMEX'],
    });
    expect((await get('/api/property/get-card-type?hotelCode=jpgnza')).body.content).toEqual({
      provider: 'adyen',
      cardTypes: ['VISA', 'MASTERCARD', 'AMEX', 'JCB'],
    });
    expect((await get('/api/property/get-card-type?hotelCode=NOPE')).body.errorCode).toBe('E52');
    expect((await get('/api/property/get-card-type')).body.errorCode).toBe('BAD_REQUEST');
    await post('/__sandbox/downtime', { card: true });
    const down = await get('/api/property/get-card-type?hotelCode=SGORCH');
    expect([down.status, down.body.errorCode]).toEqual([503, 'E144']);
  });

  it('GET payment-by-reddot: available for reddot properties while the payment provider is up', async () => {
    expect((await get('/api/property/payment-by-reddot?hotelCode=SGORCH')).body.content).toEqual({ hotelCode: 'SGORCH', available: true });
    expect((await get('/api/property/payment-by-reddot?hotelCode=JPGNZA')).body.content).toEqual({ hotelCode: 'JPGNZA', available: false });
    await post('/__sandbox/downtime', { payment: true });
    expect((await get('/api/property/payment-by-reddot?hotelCode=SGORCH')).body.content).toEqual({ hotelCode: 'SGORCH', available: false });
  });

  it('POST v2/get-payment-type: wallet too when every rate is prepaid (NRF)', async () => {
    expect((await post('/api/v2/get-payment-type', { hotelCode: 'SGORCH', ratePlanCodes: ['NRF'], promoCode: '' })).body.content).toEqual({
      methods: ['card', 'wallet'],
    });
    expect((await post('/api/v2/get-payment-type', { hotelCode: 'SGORCH', ratePlanCodes: ['NRF', 'BAR'] })).body.content).toEqual({
      methods: ['card'],
    });
    expect((await post('/api/v2/get-payment-type', { hotelCode: 'SGORCH', ratePlanCodes: ['NOPE'] })).body.errorCode).toBe('E52');
    expect((await post('/api/v2/get-payment-type', { hotelCode: 'SGORCH' })).body.errorCode).toBe('BAD_REQUEST');
  });

  it('create-token-url answers E145 while the payment provider is down', async () => {
    await post('/__sandbox/downtime', { payment: true });
    const answer = await post('/api/checkout/create-token-url?mechantId=SGORCH', { holdId: 'x', returnUrl: '/' });
    expect([answer.status, answer.body.errorCode]).toEqual([503, 'E145']);
  });
});

describe('content reads of the checkout', () => {
  it('suppress-card and optional-card lists: the requested codes that are listed', async () => {
    expect((await get('/apis/stay/properties/suppressCC/p_lang/eq/en/p_propertyCodes/eq/SGORCH,SGMARB.json')).body.content).toEqual([
      'SGMARB',
    ]);
    expect((await get('/apis/stay/properties/optionalCC/p_lang/eq/en/p_propertyCodes/eq/sgorch,jpgnza.json')).body.content).toEqual([
      'JPGNZA',
    ]);
    expect((await get('/apis/stay/properties/optionalcc/p_lang/eq/en.json')).body.content).toEqual(['JPGNZA']);
  });

  it('downtime reads follow POST /__sandbox/downtime, on the contract paths and the spec ones', async () => {
    expect((await get('/apis/stay/masterdata/downtime/card.json')).body.content).toEqual({ down: false, message: '', until: null });
    expect((await post('/__sandbox/downtime', { card: true, rate: true })).body.content).toEqual({
      card: true,
      payment: false,
      rate: true,
    });
    expect((await get('/apis/stay/masterdata/downtime/card.json')).body.content).toMatchObject({
      down: true,
      until: new Date(NOW + 3_600_000).toISOString(),
    });
    expect((await get('/apis/stay/miscellaneous/sabre/en.json')).body.content).toMatchObject({ down: true });
    expect((await get('/apis/stay/miscellaneous/cprv/en.json')).body.content).toMatchObject({ down: false });
    expect((await post('/__sandbox/downtime', { card: 'yes' })).status).toBe(400);
    await post('/__sandbox/downtime', { card: false });
    expect((await get('/apis/stay/masterdata/downtime/card.json')).body.content).toMatchObject({ down: false });
  });
});

describe('the stay-sandbox-downtime cookie', () => {
  it('puts providers down for one browser context only', async () => {
    const cookie = { ...KEY_HEADERS, Cookie: 'stay-sandbox-downtime=card,rate' };
    const card = await sandbox.json<ErrorEnvelope>('/api/property/get-card-type?hotelCode=SGORCH', { headers: cookie });
    expect([card.status, card.body.errorCode]).toEqual([503, 'E144']);
    expect(
      (await sandbox.json<SuccessEnvelope<unknown>>('/apis/stay/masterdata/downtime/rate.json', { headers: cookie })).body.content,
    ).toMatchObject({ down: true });
    expect(
      (await sandbox.json<SuccessEnvelope<unknown>>('/apis/stay/masterdata/downtime/payment.json', { headers: cookie })).body.content,
    ).toMatchObject({ down: false });
    expect((await get('/api/property/get-card-type?hotelCode=SGORCH')).status).toBe(200);
    expect((await get('/apis/stay/masterdata/downtime/rate.json')).body.content).toMatchObject({ down: false });
  });
});

describe('reservation reads', () => {
  /**
   * create-token-url without an amount (the hold decides it, issue 28), the page's Approve as its
   * signed result for the session's amount, and commit.
   */
  async function commitApproved(holdId: string) {
    const token = await post<{ paymentUrl: string; amount: number }>('/api/checkout/create-token-url?mechantId=SGORCH', {
      holdId,
      returnUrl: '/',
    });
    const session = token.body.content.paymentUrl.split('/').pop() ?? '';
    runtime.state.checkout.paymentSessions.get(session)!.outcome = 'approved';
    return post<{ confirmNos: string[] }>('/api/v2/checkout/commit', {
      holdId,
      ...signPaymentResult({ session, holdId, outcome: 'approved', amount: token.body.content.amount }),
    });
  }

  /** A committed NRF room (paid at booking) with breakfast for its two adults. */
  async function reservation(): Promise<string> {
    const hold = await post<{ holdId: string }>('/api/v2/checkout/hold', {
      rooms: [
        {
          shoppingCartItemId: 'item-1',
          hotelCode: 'SGORCH',
          startDate: '2027-01-11',
          endDate: '2027-01-13',
          roomTypeCode: 'ONEB',
          ratePlanCode: 'NRF',
          acceptCondition: true,
          guestDetails: { salutation: 'Mr', firstName: 'Ken', lastName: 'Ito', email: 'ken@example.com', cardNumber: '4111111111111111' },
        },
      ],
      addons: [{ serviceInventoryCode: 'BRKF', numberOfAdult: 2, numberOfChildren: 0, shoppingCartItemId: 'item-1' }],
    });
    const { holdId } = hold.body.content;
    const commit = await commitApproved(holdId);
    return commit.body.content.confirmNos[0] ?? '';
  }

  it('statusReservation answers the Reservation without card data; E91 for an unknown number', async () => {
    const confirmNo = await reservation();
    const answer = await post<Record<string, unknown>>('/api/statusReservation', { confirmNo });
    expect(answer.body.content).toMatchObject({
      confirmNo,
      hotelCode: 'SGORCH',
      startDate: '2027-01-11',
      endDate: '2027-01-13',
      status: 'Reserved',
      ratePlanCode: 'NRF',
      // The rate's cancellation terms, for the confirmation's words (booking spec §5).
      cancelPolicyCode: 'NONREF',
      isNonRefundable: true,
      roomTypeName: 'One-Bedroom Executive',
      guests: [{ firstName: 'Ken', lastName: 'Ito', email: 'ken@example.com' }],
      addons: [{ AddonCode: 'BRKF', AddonType: 'BREAKFAST', ListApartment: [1] }],
      due: 0,
      currencyCode: 'SGD',
    });
    const content = answer.body.content as { paid: number; totals: { total: number } };
    expect(content.paid).toBe(content.totals.total);
    expect(JSON.stringify(content)).not.toContain('4111');
    const unknown = await post('/api/statusReservation', { confirmNo: 'SR1' });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'E91']);
  });

  it('reads the Hold level as shared/domain/booking/hold-request.ts builds it; each room its own reservation and apartment number', async () => {
    const guestDetails = (firstName: string) => ({
      salutation: 'Ms',
      firstName,
      lastName: 'Tan',
      email: `${firstName.toLowerCase()}@example.com`,
      phoneCountryCode: '+65',
      phone: '81234567',
      countryOfResidence: 'SG',
      arrivalTime: '15:00',
      requests: '',
    });
    const roomOf = (apartmentNumber: number, firstName: string, childAges: number[]) => ({
      shoppingCartItemId: `item-${apartmentNumber}`,
      apartmentNumber,
      guestDetails: guestDetails(firstName),
      hotelCode: 'SGORCH',
      startDate: '2027-01-11',
      endDate: '2027-01-13',
      numberOfAdult: 2,
      numberOfChildren: childAges.length,
      childAges,
      childAgeText: childAges.length ? `${childAges.length} children: ${childAges.join(', ')}` : '',
      roomTypeCode: 'TWOB',
      ratePlanCode: 'BAR',
      promotionCode: '',
      promotionCodeType: 0,
      acceptCondition: true,
      paymentMethod: 'card',
      rateBreakDown: [{ date: '2027-01-11', night: '11-01-2027', price: 1 }],
      rateDescription: 'Best Available Rate',
      isOpg: false,
      isCc_guarantee: true,
      isCc_suppress: false,
      isCc_optional: false,
      optionalCC: false,
      suppressCC: false,
      bookingSourceCode: 'IBE',
    });
    const hold = await post<{ holdId: string; rooms: { shoppingCartItemId: string }[] }>('/api/v2/checkout/hold', {
      rooms: [roomOf(1, 'Mei', []), roomOf(2, 'Lin', [4, 7])],
      addons: [
        {
          serviceInventoryCode: 'BRKF',
          numberOfAdult: 2,
          numberOfChildren: 2,
          quantity: 0,
          shoppingCartItemId: 'item-2',
          apartmentNumber: 2,
        },
      ],
      noEarnIdentifiers: ['NE', 'NP'],
      noRedemptionIdentifiers: ['NB', 'NP'],
      ratePlanSuppressesPointRedemptions: 'SGORCH,NRF',
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    const { holdId } = hold.body.content;
    const commit = await commitApproved(holdId);
    const second = await post<{ guests: { apartmentNumber: number; firstName: string }[]; addons: unknown[] }>('/api/statusReservation', {
      confirmNo: commit.body.content.confirmNos[1],
    });
    expect(second.body.content.guests).toMatchObject([{ apartmentNumber: 2, firstName: 'Lin' }]);
    expect(second.body.content.addons).toMatchObject([{ AddonCode: 'BRKF', AddonType: 'BREAKFAST', ListApartment: [2] }]);
  });

  it("each reservation carries its guest counts and the add-on lines of the held cart (title, quantity, price and tax), equal to the cart's", async () => {
    const item = cartItem('item-2', 'NRF', {
      roomRate: { ratePlanCode: 'NRF', roomTypeCode: 'TWOB' },
      apartmentGuest: { numberOfAdult: 2, numberOfChildren: 2, childAges: [4, 7] },
      addons: [
        { serviceInventoryCode: 'BRKF', numberOfAdult: 2, numberOfChildren: 2, quantity: 0 },
        { serviceInventoryCode: 'APT1W', numberOfAdult: 0, numberOfChildren: 0, quantity: 1 },
      ],
    });
    // The cart as the sandbox prices it (what the visitor saw on the cart and summary).
    const cart = await post<{ items: { addons: Record<string, unknown>[] }[] }>('/api/pre-booking-validate', {
      currencyCode: 'SGD',
      shoppingCartDeviceType: 'desktop',
      items: [cartItem('item-1', 'BAR', { roomRate: { ratePlanCode: 'BAR', roomTypeCode: 'TWOB' } }), item],
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const cartAddons = cart.body.content.items[1]!.addons;
    expect(cartAddons).toHaveLength(2);
    const guestDetails = { firstName: 'Lin', lastName: 'Tan', email: 'lin@example.com' };
    const roomOf = (source: Record<string, unknown>, apartmentNumber: number) => {
      const guest = source.apartmentGuest as { numberOfAdult: number; childAges: number[] };
      return {
        shoppingCartItemId: source.shoppingCartItemId,
        apartmentNumber,
        hotelCode: 'SGORCH',
        startDate: '2027-01-11',
        endDate: '2027-01-13',
        numberOfAdult: guest.numberOfAdult,
        numberOfChildren: guest.childAges.length,
        childAges: guest.childAges,
        roomTypeCode: 'TWOB',
        ratePlanCode: (source.roomRate as { ratePlanCode: string }).ratePlanCode,
        acceptCondition: true,
        guestDetails,
      };
    };
    const hold = await post<{ holdId: string }>('/api/v2/checkout/hold', {
      rooms: [roomOf(cartItem('item-1'), 1), roomOf(item, 2)],
      addons: (item.addons as Record<string, unknown>[]).map((addon) => ({ ...addon, shoppingCartItemId: 'item-2' })),
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    const { holdId } = hold.body.content;
    const commit = await commitApproved(holdId);
    type Status = {
      guests: Record<string, unknown>[];
      addons: Record<string, unknown>[];
      paid: number;
      due: number;
      totals: { total: number; totalBeforeTax: number; totalTax: number };
    };
    const [first, second] = await Promise.all(
      commit.body.content.confirmNos.map((confirmNo) => post<Status>('/api/statusReservation', { confirmNo })),
    );
    expect(first!.body.content.guests[0]).toMatchObject({ numberOfAdult: 2, numberOfChildren: 0, childAges: [] });
    expect(first!.body.content.addons).toEqual([]);
    const reservation = second!.body.content;
    expect(reservation.guests[0]).toMatchObject({ firstName: 'Lin', numberOfAdult: 2, numberOfChildren: 2, childAges: [4, 7] });
    // Breakfast: 2 adults and 2 children for 2 nights = 8 units; a pick-up once = 1.
    expect(reservation.addons).toEqual(
      cartAddons.map((line) => ({
        AddonCode: line.serviceInventoryCode,
        AddonType: line.addonDisplayType,
        ListApartment: [2],
        title: line.title,
        quantity: line.serviceInventoryCode === 'BRKF' ? 8 : 1,
        numberOfAdult: line.numberOfAdult,
        numberOfChildren: line.numberOfChildren,
        priceWithoutTax: line.priceWithoutTax,
        tax: line.tax,
      })),
    );
    expect(reservation.addons.every((line) => (line.priceWithoutTax as number) > 0 && typeof line.title === 'string' && line.title)).toBe(
      true,
    );
    // Paid at booking (NRF): the stay and its add-on lines, nothing due.
    expect([reservation.paid, reservation.due]).toEqual([reservation.totals.total, 0]);
  });

  it('share with a friend and print confirmation', async () => {
    const confirmNo = await reservation();
    expect(
      (await post('/api/reservation/sharewithfriend?template=share', { confirmNo, email: 'friend@example.com' })).body.content,
    ).toEqual({ sent: true });
    expect((await post('/api/reservation/sharewithfriend?template=share', { confirmNo, email: 'nope' })).body.errorCode).toBe(
      'BAD_REQUEST',
    );
    expect((await post('/api/reservation/sharewithfriend?template=share', { confirmNo: 'SR1', email: 'a@b.co' })).body.errorCode).toBe(
      'E91',
    );
    const print = await post<{ html: string }>('/api/reservation/print-confirmation', { confirmNo });
    expect(print.body.content.html).toContain(`Reservation ${confirmNo}`);
    expect((await post('/api/reservation/print-confirmation', { confirmNo: 'SR1' })).body.errorCode).toBe('E91');
  });
});

describe('POST /api/v2/calculate/MRP', () => {
  it('the redeemable part of the stay in points: NB rates and rates the property suppresses count nothing', async () => {
    const bar = await post<{ maxRedeemablePoints: number }>('/api/v2/calculate/MRP', { hotelCode: 'SGORCH', items: [cartItem('a')] });
    expect(bar.body.content.maxRedeemablePoints).toBeGreaterThan(0);
    const both = await post<{ maxRedeemablePoints: number }>('/api/v2/calculate/MRP', {
      hotelCode: 'SGORCH',
      items: [cartItem('a'), cartItem('b', 'NRF')],
    });
    expect(both.body.content.maxRedeemablePoints).toBe(bar.body.content.maxRedeemablePoints);
    expect((await post('/api/v2/calculate/MRP', { hotelCode: 'NOPE', items: [] })).body.errorCode).toBe('E52');
    expect((await post('/api/v2/calculate/MRP', { items: [] })).body.errorCode).toBe('BAD_REQUEST');
  });
});
