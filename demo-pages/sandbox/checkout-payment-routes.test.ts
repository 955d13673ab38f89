import { describe, expect, it } from 'vitest';
import { testNow } from '../../testing/clock.ts';
import { sellableStay } from '../../testing/sellable-stays.ts';
import { signPaymentResult } from './checkout/payment-signature.ts';
import { createRuntime } from './runtime.ts';
import { DEMO_MEMBER_PASSWORD } from './seed/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { sandboxForThisFile } from './test-support.ts';

/**
 * The payment contract (issue 28; booking spec §3 "Payment types", §4 "Booking flow", §7
 * create-token-url and commit, §8 E97, E51, E99, §9 rounding; DESIGN §8 "the browser never sets
 * an amount the server charges"): the hold decides what is paid now and what is due at the
 * property, the payment session charges exactly that, commit checks it and records it per room.
 */
const runtime = createRuntime(() => testNow());
const sandbox = sandboxForThisFile({ runtime });

type Answer<T> = { status: number; body: SuccessEnvelope<T> & ErrorEnvelope };

interface Payment {
  payNow: number;
  dueAtProperty: number;
  currencyCode: string;
  guaranteeOnly: boolean;
  cardRequired: boolean;
  lines: { shoppingCartItemId: string; mode: string; payNow: number; dueAtProperty: number }[];
}

interface HoldAnswer {
  holdId: string;
  totals: { total: number; currencyCode: string };
  redemption?: { pointsValue: number; cash: number };
  payment: Payment;
}

interface TokenAnswer {
  paymentUrl: string;
  amount: number;
  currencyCode: string;
  guaranteeOnly: boolean;
}

interface Reservation {
  paid: number;
  due: number;
  currencyCode: string;
  totals: { total: number };
}

/** Two One-Bedroom units the seed sells on every night of the stay (the mixed cart takes both). */
const STAY = sellableStay({ hotelCode: 'SGORCH', apartmentTypeCode: 'ONEB', units: 2 });
const TOKYO = sellableStay({ hotelCode: 'JPSHJK', apartmentTypeCode: 'ONEB' });
const RETURN_URL = '/en/booking/checkout/?step=2';
const guestDetails = { salutation: 'Ms', firstName: 'Ana', lastName: 'Lim', email: 'ana@example.com' };

/** Best Available Rate: the card guarantees, the stay is paid at the property. */
const bar = (id = 'bar') => room(id, 'BAR');
/** Advance Purchase Non-Refundable (NRF, PREPAID_ALL: isOpg): paid now. */
const apnr = (id = 'apnr') => room(id, 'NRF');

function room(shoppingCartItemId: string, ratePlanCode: string, stay = STAY, hotelCode = 'SGORCH'): Record<string, unknown> {
  return {
    shoppingCartItemId,
    hotelCode,
    startDate: stay.arrive,
    endDate: stay.depart,
    roomTypeCode: 'ONEB',
    ratePlanCode,
    acceptCondition: true,
    guestDetails,
  };
}

async function held(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<HoldAnswer> {
  const answer: Answer<HoldAnswer> = await sandbox.post('/api/v2/checkout/hold', body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.content;
}

const tokenUrl = (body: Record<string, unknown>, mechantId = 'SGORCH'): Promise<Answer<TokenAnswer>> =>
  sandbox.post(`/api/checkout/create-token-url?mechantId=${mechantId}`, { returnUrl: RETURN_URL, ...body });

const commit = (body: unknown): Promise<Answer<{ confirmNos: string[] }>> => sandbox.post('/api/v2/checkout/commit', body);

/** The hosted page's HTML and its Approve: the signed result the return URL carries. */
async function approve(paymentUrl: string): Promise<{ html: string; result: { paymentResult: string; signature: string } }> {
  const html = await (await sandbox.call(paymentUrl, { headers: {} })).text();
  const action = /<form method="get" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const back = await sandbox.call(`${action}?outcome=approved`, { headers: {}, redirect: 'manual' });
  const location = new URL(back.headers.get('location') ?? '', 'http://site.invalid');
  return {
    html,
    result: { paymentResult: location.searchParams.get('paymentResult') ?? '', signature: location.searchParams.get('signature') ?? '' },
  };
}

const reservation = async (confirmNo: string): Promise<Reservation> =>
  (await sandbox.post<SuccessEnvelope<Reservation>>('/api/statusReservation', { confirmNo })).body.content;

const cents = (amount: number): number => Math.round(amount * 100);
const shown = (amount: number, currency: string): string => new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);

describe('the hold decides what is paid now and what is due at the property', () => {
  it('mixed cart (BAR + Advance Purchase Non-Refundable): only the prepaid room is paid now, and the record agrees to the cent', async () => {
    const hold = await held({ currencyCode: 'SGD', rooms: [bar(), apnr()] });
    const [barLine, apnrLine] = hold.payment.lines;
    expect(barLine).toMatchObject({ shoppingCartItemId: 'bar', mode: 'guarantee', payNow: 0 });
    expect(apnrLine).toMatchObject({ shoppingCartItemId: 'apnr', mode: 'prepaid', dueAtProperty: 0 });
    expect(hold.payment).toMatchObject({
      currencyCode: 'SGD',
      payNow: apnrLine?.payNow,
      dueAtProperty: barLine?.dueAtProperty,
      guaranteeOnly: false,
      cardRequired: true,
    });
    expect(hold.payment.payNow).toBeGreaterThan(0);
    expect(cents(hold.payment.payNow) + cents(hold.payment.dueAtProperty)).toBe(cents(hold.totals.total));

    const token = await tokenUrl({ holdId: hold.holdId, currencyCode: 'SGD' });
    expect(token.body.content).toMatchObject({ amount: hold.payment.payNow, currencyCode: 'SGD', guaranteeOnly: false });
    const { html, result } = await approve(token.body.content.paymentUrl);
    expect(html).toContain(`<h1>Pay ${shown(hold.payment.payNow, 'SGD')}</h1>`);
    expect(html).toContain(`<dt>Due at the property</dt><dd>${shown(hold.payment.dueAtProperty, 'SGD')}</dd>`);

    const committed = await commit({ holdId: hold.holdId, ...result });
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    const records = await Promise.all(committed.body.content.confirmNos.map(reservation));
    expect(records.map(({ paid, due }) => [paid, due])).toEqual(hold.payment.lines.map((line) => [line.payNow, line.dueAtProperty]));
    expect(records.reduce((sum, record) => sum + cents(record.paid), 0)).toBe(cents(token.body.content.amount));
    for (const record of records) expect(cents(record.paid) + cents(record.due)).toBe(cents(record.totals.total));
  });

  it('guarantee only (BAR): nothing is charged now, the session is a card guarantee, the whole stay is due at the property', async () => {
    const hold = await held({ currencyCode: 'SGD', rooms: [bar()] });
    expect(hold.payment).toMatchObject({ payNow: 0, dueAtProperty: hold.totals.total, guaranteeOnly: true, cardRequired: true });
    // What the client sends today (the whole stay) is more than the pay-now.
    expect((await tokenUrl({ holdId: hold.holdId, amount: hold.totals.total })).body.errorCode).toBe('E97');
    const token = await tokenUrl({ holdId: hold.holdId, amount: 0 });
    expect(token.body.content).toMatchObject({ amount: 0, guaranteeOnly: true });
    const { html, result } = await approve(token.body.content.paymentUrl);
    expect(html).toContain('<h1>Guarantee with your card</h1>');
    expect(html).toContain('Your card guarantees this booking; nothing is charged now.');
    expect(html).toContain(`<dt>Due at the property</dt><dd>${shown(hold.totals.total, 'SGD')}</dd>`);
    const committed = await commit({ holdId: hold.holdId, ...result });
    const record = await reservation(committed.body.content.confirmNos[0] ?? '');
    expect([record.paid, record.due]).toEqual([0, hold.totals.total]);
  });

  it('a card-suppressed property (SGMARB) takes no card: the session asks for none', async () => {
    const hold = await held({
      currencyCode: 'SGD',
      rooms: [room('marina', 'BAR', sellableStay({ hotelCode: 'SGMARB', apartmentTypeCode: 'ONEB' }), 'SGMARB')],
    });
    expect(hold.payment).toMatchObject({ payNow: 0, guaranteeOnly: false, cardRequired: false, lines: [{ mode: 'suppressed' }] });
    const token = await tokenUrl({ holdId: hold.holdId }, 'SGMARB');
    const { html } = await approve(token.body.content.paymentUrl);
    expect(html).toContain('No card is needed for this booking; nothing is charged now.');
  });

  it('points redeemed with the hold come off the pay-now first: paid now plus due is the cash left', async () => {
    const login = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', {
      email: 'gold@demo.stay.example',
      password: DEMO_MEMBER_PASSWORD,
    });
    const headers = { Authorization: `Bearer ${login.body.content.token}` };
    const plain = await held({ currencyCode: 'SGD', rooms: [bar('probe-bar'), apnr('probe-apnr')] });
    await sandbox.post('/api/cancel-reserved-reservation', { holdId: plain.holdId });
    const hold = await held({ currencyCode: 'SGD', rooms: [bar(), apnr()], pointRedeemed: 4000 }, headers);
    const pointsValue = hold.redemption?.pointsValue ?? 0;
    expect(pointsValue).toBe(10);
    expect(hold.payment.payNow).toBe((cents(plain.payment.payNow) - cents(pointsValue)) / 100);
    expect(hold.payment.dueAtProperty).toBe(plain.payment.dueAtProperty);
    expect(cents(hold.payment.payNow) + cents(hold.payment.dueAtProperty)).toBe(cents(hold.redemption?.cash ?? -1));
  });

  it('JPY: whole yen, written with grouping and no decimals on the hosted page', async () => {
    const hold = await held({ rooms: [room('tokyo', 'NRF', TOKYO, 'JPSHJK')] });
    expect(hold.payment.currencyCode).toBe('JPY');
    expect(Number.isInteger(hold.payment.payNow) && hold.payment.payNow > 1000).toBe(true);
    const token = await tokenUrl({ holdId: hold.holdId, amount: hold.payment.payNow + 0.4, currencyCode: 'JPY' }, 'JPSHJK');
    expect(token.body.content.amount).toBe(hold.payment.payNow);
    const { html } = await approve(token.body.content.paymentUrl);
    expect(html).toContain(`<h1>Pay ${shown(hold.payment.payNow, 'JPY')}</h1>`);
    expect(html).toMatch(/<h1>Pay ¥\d{1,3}(,\d{3})+<\/h1>/);
  });
});

describe('POST /api/checkout/create-token-url: the amount comes from the hold', () => {
  it.each([
    ['lowered (SGD 1 for the whole prepaid stay)', (payNow: number) => Math.min(1, payNow - 0.01), 409, 'E51'],
    ['lowered by a cent', (payNow: number) => payNow - 0.01, 409, 'E51'],
    ['raised by a cent', (payNow: number) => payNow + 0.01, 400, 'E97'],
    ['raised to the whole stay', (payNow: number) => payNow * 2, 400, 'E97'],
  ])('refuses an amount %s, and opens no payment session', async (_, amountOf, status, code) => {
    const hold = await held({ currencyCode: 'SGD', rooms: [bar(), apnr()] });
    const sent = Math.round(amountOf(hold.payment.payNow) * 100) / 100;
    const answer = await tokenUrl({ holdId: hold.holdId, amount: sent, currencyCode: 'SGD' });
    expect([answer.status, answer.body.errorCode, answer.body.details]).toEqual([
      status,
      code,
      { payNow: hold.payment.payNow, sentAmount: sent, currencyCode: 'SGD' },
    ]);
    expect(runtime.state.checkout.paymentSessions.size).toBe(0);
  });

  it('accepts a missing amount (the server decides) and the same amount once rounded to the currency', async () => {
    const hold = await held({ currencyCode: 'SGD', rooms: [apnr()] });
    const missing = await tokenUrl({ holdId: hold.holdId });
    expect([missing.status, missing.body.content.amount]).toEqual([200, hold.payment.payNow]);
    const rounded = await tokenUrl({ holdId: hold.holdId, amount: hold.payment.payNow + 0.004 });
    expect([rounded.status, rounded.body.content.amount]).toEqual([200, hold.payment.payNow]);
  });

  it('refuses an amount that is not a number (E107) and another currency than the hold (E108)', async () => {
    const hold = await held({ currencyCode: 'SGD', rooms: [apnr()] });
    expect((await tokenUrl({ holdId: hold.holdId, amount: String(hold.payment.payNow) })).body.errorCode).toBe('E107');
    expect((await tokenUrl({ holdId: hold.holdId, amount: -1 })).body.errorCode).toBe('E107');
    const otherCurrency = await tokenUrl({ holdId: hold.holdId, currencyCode: 'JPY' });
    expect([otherCurrency.status, otherCurrency.body.errorCode]).toEqual([409, 'E108']);
  });
});

describe('POST /api/v2/checkout/commit checks the amount paid', () => {
  it('refuses a result for another amount than the pay-now (E99), books nothing and keeps the hold', async () => {
    const hold = await held({ currencyCode: 'SGD', rooms: [bar(), apnr()] });
    const token = await tokenUrl({ holdId: hold.holdId });
    const session = token.body.content.paymentUrl.split('/').pop() ?? '';
    const cheap = signPaymentResult({ session, holdId: hold.holdId, outcome: 'approved', amount: 1 });
    const refused = await commit({ holdId: hold.holdId, ...cheap });
    expect([refused.status, refused.body.errorCode, refused.body.details]).toEqual([
      409,
      'E99',
      { payNow: hold.payment.payNow, paidAmount: 1, currencyCode: 'SGD' },
    ]);
    expect(runtime.state.checkout.reservations.size).toBe(0);
    const { result } = await approve(token.body.content.paymentUrl);
    const paid = await commit({ holdId: hold.holdId, ...result });
    expect(paid.body.content.confirmNos).toHaveLength(2);
  });
});
