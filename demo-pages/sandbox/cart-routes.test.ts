import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PricedCart } from './pricing/cart-price.ts';
import { convertExact, ratePlanRateOn, convertAmount, roundForCurrency } from './seed/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/**
 * The cart calls of the issue 15 contract (items 5 and 6; booking spec §3 "Cart item", §7): the
 * guest cart re-priced, member carts per member, currency and device type, idempotent saves.
 */
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => new Date('2026-11-25T08:00:00Z') });
});

afterAll(async () => {
  await sandbox.close();
});

beforeEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

type Answer<T> = { status: number; body: SuccessEnvelope<T> & ErrorEnvelope };

const NIGHTS = ['2027-01-11', '2027-01-12', '2027-01-13'];

/** An SGORCH one-bedroom for 2 adults over 3 nights, with breakfast for both (6 adult-nights) unless told otherwise. */
function cartItem(overrides: Record<string, unknown> = {}, ratePlanCode = 'BAR'): Record<string, unknown> {
  return {
    shoppingCartItemId: 'item-1',
    hotelCode: 'SGORCH',
    startDate: '2027-01-11',
    endDate: '2027-01-14',
    apartmentGuest: {
      numberOfAdult: 2,
      numberOfChildren: 0,
      childAges: [],
      actualNumberOfAdult: 2,
      actualNumberOfChildren: 0,
      numberOfGuest: 2,
    },
    promotionCode: '',
    promotionCodeType: 0,
    roomRate: { ratePlanCode, roomTypeCode: 'ONEB', ratePlanName: 'stale name', rateBreakDown: [], requiresLogin: false },
    price: 1,
    tax: 1,
    currencyCode: 'SGD',
    addons: [
      { serviceInventoryCode: 'BRKF', numberOfAdult: 2, numberOfChildren: 0, quantity: 0, numberOfNight: 3, priceWithoutTax: 0, tax: 0 },
    ],
    ...overrides,
  };
}

const guestCart = (body: unknown): Promise<Answer<PricedCart>> => sandbox.post('/api/getShoppingCartWhenNonLogin', body);

const sumRounded = (amounts: number[], currency: string): number =>
  roundForCurrency(
    amounts.reduce((sum, amount) => sum + amount, 0),
    currency,
  );

describe('POST /api/getShoppingCartWhenNonLogin', () => {
  it('re-prices the stay from the calendar: one apartment, each night converted and rounded, tax at the property rate', async () => {
    const { status, body } = await guestCart({ currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [cartItem()] });
    expect(status).toBe(200);
    const item = body.content.items[0] as Record<string, any>;
    const nights = NIGHTS.map((date) => ratePlanRateOn('SGORCH', 'ONEB', 'BAR', date));
    expect(item.roomRate.rateBreakDown).toEqual(NIGHTS.map((date, index) => ({ date, price: nights[index] })));
    expect(item.price).toBe(sumRounded(nights, 'SGD'));
    expect(item.tax).toBe(roundForCurrency(item.price * 0.19, 'SGD'));
    expect(item).toMatchObject({
      apartmentNumber: 1,
      shoppingCartItemId: 'item-1',
      currencyCode: 'SGD',
      shoppingCartDeviceType: 'desktop',
    });
    expect(item.roomRate).toMatchObject({
      ratePlanName: 'Best Available Rate',
      roomTypeName: 'One-Bedroom Executive',
      templates: ['IBE'],
      bookingSourceCode: 'IBE',
      isOpg: false,
      cancelPenalty: false,
    });
  });

  it('prices breakfast for 2 adults over 3 nights as 6 adult-nights, rounded once', async () => {
    const { body } = await guestCart({ currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [cartItem()] });
    const addon = (body.content.items[0] as Record<string, any>).addons[0];
    expect(addon).toMatchObject({ serviceInventoryCode: 'BRKF', numberOfAdult: 2, numberOfNight: 3, priceWithoutTax: 168, tax: 15.12 });
  });

  it.each([
    { currency: 'SGD', item: cartItem() },
    { currency: 'JPY', item: cartItem() },
    // SGD to USD repeats (1 / 1.35): every line rounds once, the totals are sums of rounded lines.
    { currency: 'USD', item: cartItem() },
  ])('totals in $currency equal the sums of the rounded lines', async ({ currency, item }) => {
    const second = cartItem(
      {
        shoppingCartItemId: 'item-2',
        addons: [
          { serviceInventoryCode: 'TOUR', numberOfAdult: 1, numberOfChildren: 1, quantity: 0 },
          { serviceInventoryCode: 'PARK', quantity: 1 },
          { serviceInventoryCode: 'APT2W', quantity: 1, flightNo: 'SQ12', arrivalTime: '09:30' },
        ],
      },
      'NRF',
    );
    const { body } = await guestCart({ currencyCode: currency, shoppingCartDeviceType: 'mobile', items: [item, second] });
    const items = body.content.items as Record<string, any>[];
    const lines = items.flatMap((entry) => [
      { price: entry.price, tax: entry.tax },
      ...entry.addons.map((addon: any) => ({ price: addon.priceWithoutTax, tax: addon.tax })),
    ]);
    for (const line of lines) expect(line.price).toBe(roundForCurrency(line.price, currency));
    const totalBeforeTax = sumRounded(
      lines.map((line) => line.price),
      currency,
    );
    const totalTax = sumRounded(
      lines.map((line) => line.tax),
      currency,
    );
    expect(body.content.totals).toEqual({
      totalBeforeTax,
      totalTax,
      total: roundForCurrency(totalBeforeTax + totalTax, currency),
      currencyCode: currency,
    });
    // The per-person tour: one adult and one child, converted then rounded once.
    const tour = items[1]!.addons[0];
    expect(tour.priceWithoutTax).toBe(
      roundForCurrency(1 * convertExact(45, 'SGD', currency) + 1 * convertExact(20, 'SGD', currency), currency),
    );
    // Parking per night: quantity 1 × 3 nights.
    expect(items[1]!.addons[1].priceWithoutTax).toBe(roundForCurrency(1 * convertExact(25, 'SGD', currency) * 3, currency));
    // Each night of the stay converted and rounded to the cart currency.
    expect(items[0]!.roomRate.rateBreakDown[0].price).toBe(
      convertAmount(ratePlanRateOn('SGORCH', 'ONEB', 'BAR', NIGHTS[0]!), 'SGD', currency),
    );
  });

  it('still prices a member-only rate for a guest, marked requiresLogin', async () => {
    const { status, body } = await guestCart({ currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [cartItem({}, 'MBR')] });
    expect(status).toBe(200);
    const item = body.content.items[0] as Record<string, any>;
    expect(item.roomRate).toMatchObject({ requiresLogin: true, templates: ['AOA'] });
    expect(item.price).toBeGreaterThan(0);
  });

  it('carries the non-refundable rate flags from the seed', async () => {
    const { body } = await guestCart({ currencyCode: 'SGD', shoppingCartDeviceType: 'app', items: [cartItem({}, 'NRF')] });
    const item = body.content.items[0] as Record<string, any>;
    expect(item).toMatchObject({ isNonRefundable: true, isNonRedeemable: true, ratePlanIdentifier: 'NB', ratePlanNotEarnPoints: false });
    expect(item.roomRate).toMatchObject({ isOpg: true, cancelPenalty: true });
  });

  it('numbers the apartments 1..n in cart order', async () => {
    const { body } = await guestCart({
      currencyCode: 'SGD',
      shoppingCartDeviceType: 'desktop',
      items: [cartItem(), cartItem({ shoppingCartItemId: 'item-2' }), cartItem({ shoppingCartItemId: 'item-3' })],
    });
    expect(body.content.items.map((item) => item.apartmentNumber)).toEqual([1, 2, 3]);
  });

  it.each([
    { case: 'not a cart', body: [], status: 400, errorCode: 'BAD_REQUEST' },
    {
      case: 'unknown currency',
      body: { currencyCode: 'XXX', shoppingCartDeviceType: 'desktop', items: [] },
      status: 400,
      errorCode: 'BAD_REQUEST',
    },
    {
      case: 'unknown device type',
      body: { currencyCode: 'SGD', shoppingCartDeviceType: 'tv', items: [] },
      status: 400,
      errorCode: 'BAD_REQUEST',
    },
    {
      case: 'dates backwards',
      body: { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [cartItem({ endDate: '2027-01-10' })] },
      status: 400,
      errorCode: 'BAD_REQUEST',
    },
    {
      case: 'unknown property',
      body: { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [cartItem({ hotelCode: 'NOPE00' })] },
      status: 404,
      errorCode: 'E52',
    },
    {
      case: 'not bookable online',
      body: { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [cartItem({ hotelCode: 'SGTJPG' })] },
      status: 404,
      errorCode: 'E52',
    },
    {
      case: 'breakfast on a breakfast rate',
      body: { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [cartItem({}, 'BARBB')] },
      status: 400,
      errorCode: 'E82',
    },
    {
      case: 'unknown add-on',
      body: { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [cartItem({ addons: [{ serviceInventoryCode: 'NOPE' }] })] },
      status: 400,
      errorCode: 'E82',
    },
  ])('refuses $case with $status $errorCode', async ({ body, status, errorCode }) => {
    const answer = await guestCart(body);
    expect([answer.status, answer.body.errorCode]).toEqual([status, errorCode]);
  });
});

describe('member carts: save, get, delete', () => {
  let token = '';
  beforeEach(async () => {
    const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', {
      email: 'silver@demo.stay.example',
      password: 'StayDemo!1',
    });
    token = body.content.token;
  });

  const auth = (extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, ...extra });
  const save = (
    items: unknown[],
    extra: Record<string, string> = {},
    currencyCode = 'SGD',
    shoppingCartDeviceType = 'desktop',
  ): Promise<Answer<PricedCart>> => sandbox.post('/api/shopping-cart/save', { currencyCode, shoppingCartDeviceType, items }, auth(extra));
  const get = (
    query = 'currencyCode=SGD&shoppingCartDeviceType=desktop',
    headers: Record<string, string> = auth(),
  ): Promise<Answer<PricedCart>> =>
    sandbox.json(`/api/shopping-cart/get-shopping-cart?${query}`, { headers: { ...KEY_HEADERS, ...headers } });
  const remove = (query: string): Promise<Answer<PricedCart>> =>
    sandbox.json(`/api/shopping-cart/delete?${query}`, { method: 'DELETE', headers: { ...KEY_HEADERS, ...auth() } });

  it('keeps a saved cart: a later get answers it, re-priced', async () => {
    const saved = await save([cartItem()]);
    expect(saved.status).toBe(200);
    const later = await get();
    expect(later.body.content).toEqual(saved.body.content);
    expect(later.body.content.items.map((item) => item.shoppingCartItemId)).toEqual(['item-1']);
    expect(later.body.content.totals.total).toBeGreaterThan(0);
  });

  it('saves once for the same Idempotency-Key twice, answering the first result', async () => {
    const first = await save([cartItem()], { 'Idempotency-Key': 'intent-1' });
    const repeat = await save([cartItem({ shoppingCartItemId: 'item-2' })], { 'Idempotency-Key': 'intent-1' });
    expect(repeat.body.content).toEqual(first.body.content);
    expect((await get()).body.content.items.map((item) => item.shoppingCartItemId)).toEqual(['item-1']);
    await save([cartItem({ shoppingCartItemId: 'item-2' })], { 'Idempotency-Key': 'intent-2' });
    expect((await get()).body.content.items.map((item) => item.shoppingCartItemId)).toEqual(['item-1', 'item-2']);
  });

  it('saves once when the same key arrives twice at the same time (a double click)', async () => {
    const [first, second] = await Promise.all([
      save([cartItem()], { 'Idempotency-Key': 'double-click' }),
      save([cartItem({ shoppingCartItemId: 'item-2' })], { 'Idempotency-Key': 'double-click' }),
    ]);
    expect(second.body.content).toEqual(first.body.content);
    expect((await get()).body.content.items).toHaveLength(1);
  });

  it('upserts by shoppingCartItemId', async () => {
    await save([cartItem()]);
    const guests = {
      numberOfAdult: 1,
      numberOfChildren: 0,
      childAges: [],
      actualNumberOfAdult: 1,
      actualNumberOfChildren: 0,
      numberOfGuest: 1,
    };
    const { body } = await save([cartItem({ apartmentGuest: guests })]);
    expect(body.content.items).toHaveLength(1);
    expect(body.content.items[0]!.apartmentGuest).toEqual(guests);
  });

  it('keeps one cart per currency and device type', async () => {
    await save([cartItem()]);
    await save([cartItem({ shoppingCartItemId: 'jpy-item' })], {}, 'JPY', 'mobile');
    expect((await get()).body.content.items.map((item) => item.shoppingCartItemId)).toEqual(['item-1']);
    const jpy = await get('currencyCode=JPY&shoppingCartDeviceType=mobile');
    expect(jpy.body.content.items.map((item) => item.shoppingCartItemId)).toEqual(['jpy-item']);
    expect(jpy.body.content.items[0]!.currencyCode).toBe('JPY');
    expect((await get('currencyCode=SGD&shoppingCartDeviceType=mobile')).body.content.items).toEqual([]);
  });

  it('deletes one item, and without an item id empties that cart', async () => {
    await save([cartItem(), cartItem({ shoppingCartItemId: 'item-2' })]);
    const one = await remove('shoppingCartItemId=item-1&shoppingCartDeviceType=desktop&currencyCode=SGD');
    expect(one.body.content.items.map((item) => item.shoppingCartItemId)).toEqual(['item-2']);
    const again = await remove('shoppingCartItemId=item-1&shoppingCartDeviceType=desktop&currencyCode=SGD');
    expect(again.body.content.items).toHaveLength(1);
    const all = await remove('shoppingCartDeviceType=desktop&currencyCode=SGD');
    expect(all.body.content).toMatchObject({ items: [], totals: { totalBeforeTax: 0, totalTax: 0, total: 0 } });
  });

  it('keeps carts per member', async () => {
    await save([cartItem()]);
    const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', {
      email: 'gold@demo.stay.example',
      password: 'StayDemo!1',
    });
    const gold = await get(undefined, { Authorization: `Bearer ${body.content.token}` });
    expect(gold.body.content.items).toEqual([]);
  });

  it('answers 401 555 without a valid token', async () => {
    const answers = [
      await sandbox.post<ErrorEnvelope>('/api/shopping-cart/save', { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [] }),
      await get(undefined, { Authorization: 'Bearer nope' }),
      await sandbox.json<ErrorEnvelope>('/api/shopping-cart/delete?currencyCode=SGD&shoppingCartDeviceType=desktop', { method: 'DELETE' }),
    ];
    expect(answers.map(({ status, body }) => [status, body.errorCode])).toEqual([
      [401, '555'],
      [401, '555'],
      [401, '555'],
    ]);
  });

  it('answers 400 for a query without currency or device type', async () => {
    const answer = await get('currencyCode=SGD');
    expect([answer.status, answer.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
  });

  it('forgets member carts on reset', async () => {
    await save([cartItem()]);
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
    const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', {
      email: 'silver@demo.stay.example',
      password: 'StayDemo!1',
    });
    expect((await get(undefined, { Authorization: `Bearer ${body.content.token}` })).body.content.items).toEqual([]);
  });
});
