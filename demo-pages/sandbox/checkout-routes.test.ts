import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signPaymentResult } from './checkout/payment-signature.ts';
import { holdUnits } from './inventory-ledger.ts';
import { createRuntime } from './runtime.ts';
import { DEMO_MEMBER_PASSWORD, findPropertySeed, inventoryOn } from './seed/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/**
 * Hold, hosted payment page and commit on the inventory ledger (issue 16 contract items 5-8;
 * booking spec §4 "Booking flow", §8 codes; DESIGN §8 "inventory as a ledger", "time you can
 * move", "writes that cannot double").
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

interface HoldAnswer {
  holdId: string;
  expiresAt: string;
  extensionsLeft: number;
  totals: { totalBeforeTax: number; totalTax: number; total: number; currencyCode: string };
  rooms: { shoppingCartItemId: string; tempConfirmNo: string }[];
  payment: { payNow: number; dueAtProperty: number };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first night from 2027-01-01 with exactly (or, with `atLeast`, at least) `units` of the type. */
function nightWithUnits(roomTypeCode: string, units: number, atLeast = false): string {
  for (let day = 0; day < 365; day += 1) {
    const date = addDays('2027-01-01', day);
    const capacity = inventoryOn('SGORCH', roomTypeCode, date);
    if (atLeast ? capacity >= units : capacity === units) return date;
  }
  throw new Error(`no night with ${units} ${roomTypeCode}`);
}

const LAST_STUDIO_NIGHT = nightWithUnits('STUD', 1);
const ROOMY_NIGHT = nightWithUnits('ONEB', 4, true);

const guest = { salutation: 'Ms', firstName: 'Ana', lastName: 'Lim', email: 'ana@example.com', phoneCountryCode: '+65', phone: '81234567' };

function room(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    shoppingCartItemId: 'item-1',
    hotelCode: 'SGORCH',
    startDate: ROOMY_NIGHT,
    endDate: addDays(ROOMY_NIGHT, 1),
    roomTypeCode: 'ONEB',
    ratePlanCode: 'BAR',
    childAges: [],
    acceptCondition: true,
    guestDetails: guest,
    ...overrides,
  };
}

const lastStudio = (id = 'item-1') =>
  room({ shoppingCartItemId: id, roomTypeCode: 'STUD', startDate: LAST_STUDIO_NIGHT, endDate: addDays(LAST_STUDIO_NIGHT, 1) });

const hold = (body: unknown, headers: Record<string, string> = {}): Promise<Answer<HoldAnswer>> =>
  sandbox.post('/api/v2/checkout/hold', body, headers);

async function held(body: unknown): Promise<HoldAnswer> {
  const answer = await hold(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.content;
}

const inventory = async (roomTypeCode: string, date: string) =>
  (
    await sandbox.json<SuccessEnvelope<{ held: number; reserved: number; available: number }>>(
      `/__sandbox/inventory?hotelCode=SGORCH&roomTypeCode=${roomTypeCode}&date=${date}`,
    )
  ).body.content;

const RETURN_URL = '/en/booking/checkout/?step=2';

/**
 * create-token-url (no amount: the hold decides it, issue 28), the payment page's button, and the
 * redirect back: the signed result in the return URL.
 */
async function pay(holdId: string, outcome: 'approved' | 'declined' | 'abandoned'): Promise<{ paymentResult: string; signature: string }> {
  const token = await sandbox.post<SuccessEnvelope<{ paymentUrl: string }>>('/api/checkout/create-token-url?mechantId=SGORCH', {
    holdId,
    returnUrl: RETURN_URL,
    currencyCode: 'SGD',
  });
  expect(token.status).toBe(200);
  const page = await sandbox.call(token.body.content.paymentUrl, { headers: {} });
  const html = await page.text();
  const action = /<form method="get" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const back = await sandbox.call(`${action}?outcome=${outcome}`, { headers: {}, redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location') ?? '', 'http://site.invalid');
  expect(location.pathname + '?step=2').toBe(RETURN_URL.replace('/?step=2', '/') + '?step=2');
  return { paymentResult: location.searchParams.get('paymentResult') ?? '', signature: location.searchParams.get('signature') ?? '' };
}

const commit = (body: unknown, headers: Record<string, string> = {}): Promise<Answer<{ confirmNos: string[] }>> =>
  sandbox.post('/api/v2/checkout/commit', body, headers);

const advance = (advanceMinutes: number) => sandbox.post('/__sandbox/clock', { advanceMinutes });

describe('POST /api/v2/checkout/hold', () => {
  it('takes one unit per room for every night, until the hold expires (15 minutes of sandbox clock)', async () => {
    const nights = [ROOMY_NIGHT, addDays(ROOMY_NIGHT, 1)];
    const before = await inventory('ONEB', nights[0] ?? '');
    const answer = await held({
      rooms: [room({ endDate: addDays(ROOMY_NIGHT, 2) }), room({ shoppingCartItemId: 'item-2', endDate: addDays(ROOMY_NIGHT, 2) })],
    });
    expect(answer).toMatchObject({
      expiresAt: new Date(NOW + 15 * 60_000).toISOString(),
      extensionsLeft: 2,
      totals: { currencyCode: 'SGD' },
    });
    expect(answer.rooms.map((entry) => entry.shoppingCartItemId)).toEqual(['item-1', 'item-2']);
    expect((await inventory('ONEB', nights[0] ?? '')).held).toBe(before.held + 2);
    await advance(15);
    expect(await inventory('ONEB', nights[0] ?? '')).toEqual(before);
  });

  it('two holds racing for the last unit: exactly one wins, the other gets SABRE_322', async () => {
    const race = await Promise.all([hold({ rooms: [lastStudio()] }), hold({ rooms: [lastStudio()] })]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(race.find((answer) => answer.status === 409)?.body.errorCode).toBe('SABRE_322');
    expect(await inventory('STUD', LAST_STUDIO_NIGHT)).toMatchObject({ held: 1, available: 0 });
  });

  it('POST /__sandbox/inventory leaves the last unit of a stay for the race', async () => {
    const nights = [ROOMY_NIGHT, addDays(ROOMY_NIGHT, 1)];
    const blocked = await sandbox.post<SuccessEnvelope<{ date: string; available: number }[]>>('/__sandbox/inventory', {
      hotelCode: 'sgorch',
      roomTypeCode: 'ONEB',
      startDate: nights[0],
      endDate: addDays(ROOMY_NIGHT, 2),
      available: 1,
    });
    expect(blocked.body.content.map(({ date, available }) => [date, available])).toEqual(nights.map((date) => [date, 1]));
    const stay = { startDate: nights[0], endDate: addDays(ROOMY_NIGHT, 2) };
    const race = await Promise.all([hold({ rooms: [room(stay)] }), hold({ rooms: [room(stay)] })]);
    expect(race.map((answer) => answer.body.errorCode ?? 'held').sort()).toEqual(['SABRE_322', 'held']);
    expect(
      (
        await sandbox.post('/__sandbox/inventory', {
          hotelCode: 'SGORCH',
          roomTypeCode: 'NOPE',
          startDate: nights[0],
          endDate: nights[1],
          available: 0,
        })
      ).status,
    ).toBe(400);
  });

  it('answers SABRE_378 when the property has no unit of any type left on a night, and takes nothing', async () => {
    const property = findPropertySeed('SGORCH');
    for (const apartment of property?.apartments ?? []) {
      const units = inventoryOn('SGORCH', apartment.apartmentTypeCode, LAST_STUDIO_NIGHT);
      if (units > 0)
        holdUnits(runtime.state.inventory, NOW, {
          hotelCode: 'SGORCH',
          roomTypeCode: apartment.apartmentTypeCode,
          nights: [LAST_STUDIO_NIGHT],
          units,
        });
    }
    const answer = await hold({ rooms: [lastStudio()] });
    expect([answer.status, answer.body.errorCode]).toEqual([409, 'SABRE_378']);
  });

  it('all rooms or none: the second room short gives the first one back', async () => {
    const before = await inventory('ONEB', ROOMY_NIGHT);
    const answer = await hold({ rooms: [room(), lastStudio('item-2'), lastStudio('item-3')] });
    expect(answer.body.errorCode).toBe('SABRE_322');
    expect(await inventory('ONEB', ROOMY_NIGHT)).toEqual(before);
  });

  it('a repeated Idempotency-Key answers the first hold and takes nothing more, while that hold is open', async () => {
    const first = await hold({ rooms: [room()] }, { 'Idempotency-Key': 'intent-1' });
    const again = await hold({ rooms: [room()] }, { 'Idempotency-Key': 'intent-1' });
    expect(again.body.content.holdId).toBe(first.body.content.holdId);
    expect((await inventory('ONEB', ROOMY_NIGHT)).held).toBe(1);
    await advance(15);
    const afterExpiry = await hold({ rooms: [room()] }, { 'Idempotency-Key': 'intent-1' });
    expect(afterExpiry.body.content.holdId).not.toBe(first.body.content.holdId);
    expect((await inventory('ONEB', ROOMY_NIGHT)).held).toBe(1);
  });

  it('lasts the minutes of POST /__sandbox/hold-minutes', async () => {
    expect((await sandbox.post('/__sandbox/hold-minutes', { minutes: 5 })).status).toBe(200);
    expect((await held({ rooms: [room()] })).expiresAt).toBe(new Date(NOW + 5 * 60_000).toISOString());
    expect((await sandbox.post('/__sandbox/hold-minutes', { minutes: 0 })).status).toBe(400);
  });

  it('lasts the minutes of the stay-sandbox-hold-minutes cookie for that browser context only', async () => {
    const short = await hold({ rooms: [room()] }, { Cookie: 'stay-sandbox-hold-minutes=0.5' });
    expect(short.body.content.expiresAt).toBe(new Date(NOW + 30_000).toISOString());
    expect((await held({ rooms: [room({ shoppingCartItemId: 'item-2' })] })).expiresAt).toBe(new Date(NOW + 15 * 60_000).toISOString());
    await advance(1);
    expect((await inventory('ONEB', ROOMY_NIGHT)).held).toBe(1);
  });

  it('extends twice by the hold minutes, then answers CPRV_1502', async () => {
    const { holdId } = await held({ rooms: [room()] });
    const once = await hold({ extendHoldId: holdId });
    expect(once.body.content).toMatchObject({ holdId, extensionsLeft: 1, expiresAt: new Date(NOW + 30 * 60_000).toISOString() });
    await advance(20);
    expect((await inventory('ONEB', ROOMY_NIGHT)).held).toBe(1);
    const second = await hold({ extendHoldId: holdId }, { 'Idempotency-Key': 'extend-2' });
    expect(second.body.content).toMatchObject({ extensionsLeft: 0, expiresAt: new Date(NOW + 45 * 60_000).toISOString() });
    const doubleClick = await hold({ extendHoldId: holdId }, { 'Idempotency-Key': 'extend-2' });
    expect([doubleClick.status, doubleClick.body.content]).toEqual([200, second.body.content]);
    const none = await hold({ extendHoldId: holdId });
    expect([none.status, none.body.errorCode]).toEqual([409, 'CPRV_1502']);
  });

  it.each([
    ['E107', 400, { rooms: [room({ acceptCondition: false })] }],
    ['E107', 400, { rooms: [room({ guestDetails: { ...guest, email: '' } })] }],
    ['E107', 400, { rooms: [] }],
    ['E52', 404, { rooms: [room({ ratePlanCode: 'NOPE' })] }],
    [
      'E82',
      400,
      {
        rooms: [room({ ratePlanCode: 'BARBB' })],
        addons: [{ serviceInventoryCode: 'BRKF', numberOfAdult: 1, shoppingCartItemId: 'item-1' }],
      },
    ],
    ['E106', 403, { rooms: [room({ ratePlanCode: 'MBR' })] }],
  ])('answers %s (%i) and takes nothing', async (code, status, body) => {
    const answer = await hold(body);
    expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
    expect((await inventory('ONEB', ROOMY_NIGHT)).held).toBe(0);
  });

  it('answers E51 with the old and new totals when the visitor saw another total', async () => {
    const { totals } = await held({ rooms: [room({ shoppingCartItemId: 'probe' })] });
    const answer = await hold({ rooms: [room()], expectedTotal: totals.total - 10 });
    expect([answer.status, answer.body.errorCode, answer.body.details]).toEqual([
      409,
      'E51',
      { previousTotal: totals.total - 10, total: totals.total },
    ]);
  });

  it('answers E51 when the convertPrice of a room (its stay as the cart priced it) differs, with the whole old and new totals', async () => {
    const probe = await held({
      rooms: [room({ shoppingCartItemId: 'probe' })],
      addons: [{ serviceInventoryCode: 'BRKF', numberOfAdult: 2, shoppingCartItemId: 'probe' }],
    });
    const stay = await held({ rooms: [room({ shoppingCartItemId: 'stay' })] });
    const seen = { price: stay.totals.totalBeforeTax, tax: stay.totals.totalTax, currencyCode: 'SGD' };
    const body = (convertPrice: unknown) => ({
      rooms: [room({ convertPrice })],
      addons: [{ serviceInventoryCode: 'BRKF', numberOfAdult: 2, shoppingCartItemId: 'item-1' }],
    });
    expect((await hold(body(seen))).status).toBe(200);
    const changed = await hold(body({ ...seen, price: seen.price - 10 }));
    expect([changed.status, changed.body.errorCode, changed.body.details]).toEqual([
      409,
      'E51',
      { previousTotal: Math.round((probe.totals.total - 10) * 100) / 100, total: probe.totals.total },
    ]);
  });

  it('holds in the currency of the convertPrice of the rooms when the level names none', async () => {
    const inEuros = await held({ rooms: [room({ shoppingCartItemId: 'probe' })], currencyCode: 'EUR' });
    const convertPrice = { price: inEuros.totals.totalBeforeTax, tax: inEuros.totals.totalTax, currencyCode: 'EUR' };
    const answer = await held({ rooms: [room({ convertPrice })] });
    expect(answer.totals).toEqual(inEuros.totals);
  });

  it('holds a member rate for a signed-in member', async () => {
    const login = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', {
      email: 'gold@demo.stay.example',
      password: DEMO_MEMBER_PASSWORD,
    });
    const answer = await hold({ rooms: [room({ ratePlanCode: 'MBR' })] }, { Authorization: `Bearer ${login.body.content.token}` });
    expect(answer.status).toBe(200);
  });

  it('answers E143 while the rate provider is down', async () => {
    await sandbox.post('/__sandbox/downtime', { rate: true });
    const answer = await hold({ rooms: [room()] });
    expect([answer.status, answer.body.errorCode]).toEqual([503, 'E143']);
  });
});

describe('hosted payment page and POST /api/v2/checkout/commit', () => {
  it('a two-room commit turns the holds into reservations: the ledger lower by two, two confirmation numbers', async () => {
    const before = await inventory('ONEB', ROOMY_NIGHT);
    const { holdId } = await held({ rooms: [room(), room({ shoppingCartItemId: 'item-2' })] });
    const answer = await commit({ holdId, ...(await pay(holdId, 'approved')) });
    expect(answer.status).toBe(200);
    expect(answer.body.content.confirmNos).toHaveLength(2);
    expect(new Set(answer.body.content.confirmNos).size).toBe(2);
    expect(await inventory('ONEB', ROOMY_NIGHT)).toEqual({ ...before, reserved: before.reserved + 2, available: before.available - 2 });
    await advance(60);
    expect((await inventory('ONEB', ROOMY_NIGHT)).available).toBe(before.available - 2);
  });

  it('a double commit (same result, with or without the same Idempotency-Key) makes one reservation', async () => {
    const { holdId } = await held({ rooms: [room()] });
    const result = await pay(holdId, 'approved');
    const answers = await Promise.all([
      commit({ holdId, ...result }, { 'Idempotency-Key': 'pay-1' }),
      commit({ holdId, ...result }, { 'Idempotency-Key': 'pay-1' }),
      commit({ holdId, ...result }),
    ]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.content.confirmNos))).size).toBe(1);
    expect(runtime.state.checkout.reservations.size).toBe(1);
    expect((await inventory('ONEB', ROOMY_NIGHT)).reserved).toBe(1);
  });

  it('declined answers SABRE_242 and keeps the hold: the visitor pays again and commits', async () => {
    const { holdId } = await held({ rooms: [room()] });
    const declined = await commit({ holdId, ...(await pay(holdId, 'declined')) });
    expect([declined.status, declined.body.errorCode]).toEqual([402, 'SABRE_242']);
    expect(await inventory('ONEB', ROOMY_NIGHT)).toMatchObject({ held: 1, reserved: 0 });
    const approved = await commit({ holdId, ...(await pay(holdId, 'approved')) });
    expect(approved.body.content.confirmNos).toHaveLength(1);
  });

  it('abandoned answers E61 and keeps the hold', async () => {
    const { holdId } = await held({ rooms: [room()] });
    const answer = await commit({ holdId, ...(await pay(holdId, 'abandoned')) });
    expect([answer.status, answer.body.errorCode]).toEqual([409, 'E61']);
    expect((await inventory('ONEB', ROOMY_NIGHT)).held).toBe(1);
  });

  it('refuses a forged signature and a result replayed for another hold with E72', async () => {
    const first = await held({ rooms: [room()] });
    const second = await held({ rooms: [room({ shoppingCartItemId: 'item-2' })] });
    const result = await pay(first.holdId, 'approved');
    const session = JSON.parse(Buffer.from(result.paymentResult, 'base64url').toString()).session as string;
    const forged = signPaymentResult({ session, holdId: first.holdId, outcome: 'approved', amount: 100 }, 'not-the-secret');
    const tampered = Buffer.from(JSON.stringify({ session, holdId: second.holdId, outcome: 'approved', amount: 100 })).toString(
      'base64url',
    );
    for (const body of [
      { holdId: first.holdId, ...forged },
      { holdId: first.holdId, paymentResult: tampered, signature: result.signature },
      { holdId: second.holdId, ...result },
    ]) {
      const answer = await commit(body);
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'E72']);
    }
    expect(runtime.state.checkout.reservations.size).toBe(0);
  });

  it('a return after the hold expired commits nothing: CPRV_1502, units released', async () => {
    const before = await inventory('ONEB', ROOMY_NIGHT);
    const { holdId } = await held({ rooms: [room()] });
    const result = await pay(holdId, 'approved');
    await advance(15);
    const answer = await commit({ holdId, ...result });
    expect([answer.status, answer.body.errorCode]).toEqual([409, 'CPRV_1502']);
    expect(await inventory('ONEB', ROOMY_NIGHT)).toEqual(before);
  });

  it('a browser context with its clock ahead (cookie stay-sandbox-clock-ahead) sees its hold expired, without moving the shared clock', async () => {
    const { holdId } = await held({ rooms: [room()] });
    const result = await pay(holdId, 'approved');
    const ahead = await commit({ holdId, ...result }, { Cookie: 'stay-sandbox-clock-ahead=16' });
    expect([ahead.status, ahead.body.errorCode]).toEqual([409, 'CPRV_1502']);
    const clock = await sandbox.call('/__sandbox/clock', { headers: {} });
    expect(((await clock.json()) as { offsetMinutes?: number }).offsetMinutes ?? 0).toBe(0);
    const other = await held({ rooms: [room({ shoppingCartItemId: 'item-other' })] });
    expect(Date.parse(other.expiresAt)).toBe(NOW + 15 * 60_000);
  });

  it('create-token-url refuses a return URL off the site (E72) and an expired hold (CPRV_1502)', async () => {
    const { holdId } = await held({ rooms: [room()] });
    const offSite = await sandbox.post<unknown>('/api/checkout/create-token-url?mechantId=SGORCH', {
      holdId,
      returnUrl: 'https://evil.example/',
    });
    expect((offSite.body as ErrorEnvelope).errorCode).toBe('E72');
    await advance(16);
    const expired = await sandbox.post<unknown>('/api/checkout/create-token-url?mechantId=SGORCH', {
      holdId,
      returnUrl: RETURN_URL,
    });
    expect((expired.body as ErrorEnvelope).errorCode).toBe('CPRV_1502');
  });

  it('the payment page is plain HTML under the strict policy: no script, three named buttons, the amount to pay now', async () => {
    const { holdId, payment } = await held({ rooms: [room({ ratePlanCode: 'NRF' })] });
    const token = await sandbox.post<SuccessEnvelope<{ paymentUrl: string }>>('/api/checkout/create-token-url?mechantId=SGORCH', {
      holdId,
      returnUrl: RETURN_URL,
      amount: payment.payNow,
      currencyCode: 'SGD',
    });
    const page = await sandbox.call(token.body.content.paymentUrl, { headers: {} });
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script|style=|\son[a-z]+=/i);
    expect(html).toContain('<html lang="en"');
    expect([...html.matchAll(/<button type="submit" name="outcome" value="(\w+)"[^>]*>(\w+)</g)].map((match) => match[2])).toEqual([
      'Approve',
      'Decline',
      'Abandon',
    ]);
    // Written as the widgets write it: grouping and cents (issue 28).
    const shown = new Intl.NumberFormat('en', { style: 'currency', currency: 'SGD', minimumFractionDigits: 2 }).format(payment.payNow);
    expect(html).toContain(`<h1>Pay ${shown}</h1>`);
  });

  it('cancel-reserved-reservation gives the units back; a committed hold is E108, an unknown one E91', async () => {
    const before = await inventory('ONEB', ROOMY_NIGHT);
    const { holdId } = await held({ rooms: [room()] });
    expect((await sandbox.post<SuccessEnvelope<unknown>>('/api/cancel-reserved-reservation', { holdId })).body.content).toEqual({
      released: true,
    });
    expect(await inventory('ONEB', ROOMY_NIGHT)).toEqual(before);
    const committed = await held({ rooms: [room()] });
    await commit({ holdId: committed.holdId, ...(await pay(committed.holdId, 'approved')) });
    expect((await sandbox.post<ErrorEnvelope>('/api/cancel-reserved-reservation', { holdId: committed.holdId })).body.errorCode).toBe(
      'E108',
    );
    expect((await sandbox.post<ErrorEnvelope>('/api/cancel-reserved-reservation', { holdId: 'nope' })).body.errorCode).toBe('E91');
  });
});
