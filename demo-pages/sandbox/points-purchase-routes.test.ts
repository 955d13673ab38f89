import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signPaymentResult } from './checkout/payment-signature.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/** Buying points, loyalty spec §4 "hold, then commit; transaction url and status", §7, §8 E150 (issue 17 item 3). */
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => new Date('2026-03-15T08:00:00Z') });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

async function login(email: string): Promise<Record<string, string>> {
  const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', { email, password: 'StayDemo!1' });
  return { Authorization: `Bearer ${body.content.token}` };
}

async function available(auth: Record<string, string>): Promise<number> {
  const { body } = await sandbox.json<SuccessEnvelope<{ availablePoints: number }>>('/api/loyalty/available-point', {
    headers: { ...KEY_HEADERS, ...auth },
  });
  return body.content.availablePoints;
}

const ORDER = {
  purchaseCode: 'BUYPOINTS',
  langCode: 'en',
  countryCode: 'SG',
  timezone: 'Asia/Singapore',
  pointsType: 'purchase',
  purchasePoints: 5000,
  pricePerPoint: 0.012,
  totalPrices: 60,
  purchaseCurrency: 'SGD',
  loyaltyTier: 'gold',
  transactionId: '',
  orderId: '',
};

/** Order, hold, transaction URL, hosted page choice: the signed result the page returns with. */
async function payFor(auth: Record<string, string>, outcome: string, order: Record<string, unknown> = ORDER) {
  const placed = await sandbox.post<SuccessEnvelope<{ orderId: string }>>('/api/loyalty/points-purchase-order', order, auth);
  expect(placed.status).toBe(200);
  const held = await sandbox.post<SuccessEnvelope<{ holdId: string }>>(
    '/api/loyalty/checkout/hold-points-purchase',
    { orderId: placed.body.content.orderId },
    auth,
  );
  const { holdId } = held.body.content;
  const url = await sandbox.post<SuccessEnvelope<{ transactionId: string; transactionUrl: string }>>(
    '/api/loyalty/get-transaction-url',
    { holdId, returnUrl: '/en/member/buy-points?x=1' },
    auth,
  );
  const { transactionId, transactionUrl } = url.body.content;
  const page = await sandbox.call(transactionUrl);
  expect(await page.text()).toContain('Approve');
  const decided = await sandbox.call(`${transactionUrl}/decide?outcome=${outcome}`, { redirect: 'manual' });
  expect(decided.status).toBe(302);
  const back = new URL(decided.headers.get('location') ?? '', 'http://x');
  expect(back.pathname).toBe('/en/member/buy-points');
  return {
    holdId,
    transactionId,
    paymentResult: back.searchParams.get('paymentResult') ?? '',
    signature: back.searchParams.get('signature') ?? '',
  };
}

const commit = (auth: Record<string, string>, body: unknown, key?: string) =>
  sandbox.post<SuccessEnvelope<{ availablePoints: number; status: string }> & ErrorEnvelope>(
    '/api/loyalty/checkout/commit-points-purchase',
    body,
    { ...auth, ...(key ? { 'Idempotency-Key': key } : {}) },
  );

/** The member's ledger movements of a purchase (`point-history`): what a retried purchase must not repeat. */
async function purchaseMovements(auth: Record<string, string>, orderId: string): Promise<{ kind: string; points: number }[]> {
  const { body } = await sandbox.json<SuccessEnvelope<{ movements: { kind: string; points: number; reference: string }[] }>>(
    '/api/loyalty/point-history',
    { headers: { ...KEY_HEADERS, ...auth } },
  );
  return body.content.movements.filter(({ reference }) => reference === orderId).map(({ kind, points }) => ({ kind, points }));
}

const keyed = (auth: Record<string, string>, key: string) => ({ ...auth, 'Idempotency-Key': key });

const placeOrder = (headers: Record<string, string>, order: Record<string, unknown> = ORDER) =>
  sandbox.post<SuccessEnvelope<{ orderId: string }> & ErrorEnvelope>('/api/loyalty/points-purchase-order', order, headers);

const holdOrder = (headers: Record<string, string>, orderId: string) =>
  sandbox.post<SuccessEnvelope<{ holdId: string; expiresAt: string }> & ErrorEnvelope>(
    '/api/loyalty/checkout/hold-points-purchase',
    { orderId },
    headers,
  );

/** The hosted page's approval of a hold: the signed result the page returns with. */
async function approve(auth: Record<string, string>, holdId: string) {
  const url = await sandbox.post<SuccessEnvelope<{ transactionUrl: string }>>(
    '/api/loyalty/get-transaction-url',
    { holdId, returnUrl: '/en/member/buy-points' },
    auth,
  );
  const decided = await sandbox.call(`${url.body.content.transactionUrl}/decide?outcome=approved`, { redirect: 'manual' });
  const back = new URL(decided.headers.get('location') ?? '', 'http://x');
  return { holdId, paymentResult: back.searchParams.get('paymentResult') ?? '', signature: back.searchParams.get('signature') ?? '' };
}

const status = (auth: Record<string, string>, transactionId: string) =>
  sandbox.post<SuccessEnvelope<{ status: string }>>('/api/loyalty/get-transaction-status', { transactionId }, auth);

describe('points purchase calls', () => {
  it('point-packages lists the packages of a purchase code; an unknown code is E150; a guest 555', async () => {
    const auth = await login('gold@demo.stay.example');
    const listed = await sandbox.json<SuccessEnvelope<{ packages: { packageId: string }[] }>>(
      '/api/loyalty/point-packages?purchaseCode=buypoints',
      {
        headers: { ...KEY_HEADERS, ...auth },
      },
    );
    expect(listed.body.content.packages.map(({ packageId }) => packageId)).toEqual(['P1000', 'P5000', 'P10000', 'R2000', 'T5000']);
    const unknown = await sandbox.json<ErrorEnvelope>('/api/loyalty/point-packages?purchaseCode=NOPE', {
      headers: { ...KEY_HEADERS, ...auth },
    });
    expect([unknown.status, unknown.body.errorCode]).toEqual([400, 'E150']);
    const guest = await sandbox.json<ErrorEnvelope>('/api/loyalty/point-packages?purchaseCode=BUYPOINTS');
    expect([guest.status, guest.body.errorCode]).toEqual([401, '555']);
  });

  it.each([
    ['points not offered', { purchasePoints: 4000 }, 400, 'E150'],
    ["a price not the package's", { pricePerPoint: 0.01 }, 400, 'E150'],
    ['a total not rounded once from points × price', { totalPrices: 60.01 }, 400, 'E150'],
    ['a tier type on a points package', { pointsType: 'upgrade' }, 400, 'E150'],
    ['an unknown point purchase type', { pointsType: 'steal' }, 400, 'BAD_REQUEST'],
    ['a gift without a recipient', { pointsType: 'gifting' }, 400, 'BAD_REQUEST'],
    ['a gift to no member', { pointsType: 'gifting', recipientMemberId: 'SM9999999' }, 404, 'NOT_FOUND'],
  ])('points-purchase-order refuses %s', async (_name, change, httpStatus, code) => {
    const auth = await login('gold@demo.stay.example');
    const { status: answered, body } = await sandbox.post<ErrorEnvelope>(
      '/api/loyalty/points-purchase-order',
      { ...ORDER, ...change },
      auth,
    );
    expect([answered, body.errorCode]).toEqual([httpStatus, code]);
  });

  it('an approved purchase credits the ledger once, even when commit is repeated (with or without the same Idempotency-Key)', async () => {
    const auth = await login('gold@demo.stay.example');
    const before = await available(auth);
    const paid = await payFor(auth, 'approved');
    expect((await status(auth, paid.transactionId)).body.content.status).toBe('approved');
    const first = await commit(auth, paid, 'key-1');
    const again = await commit(auth, paid, 'key-1');
    const otherKey = await commit(auth, paid, 'key-2');
    expect([first.status, again.status, otherKey.status]).toEqual([200, 200, 200]);
    expect(first.body.content.availablePoints).toBe(before + 5000);
    expect(again.body).toEqual(first.body);
    expect(otherKey.body).toEqual(first.body);
    expect(await available(auth)).toBe(before + 5000);
    expect((await status(auth, paid.transactionId)).body.content.status).toBe('committed');
  });

  it('a retried order, hold and commit with the same Idempotency-Key buy once: one order, one hold, one ledger movement (issue 28 item 6)', async () => {
    const auth = await login('gold@demo.stay.example');
    const before = await available(auth);
    const order = await placeOrder(keyed(auth, 'intent-1-order'));
    const orderAgain = await placeOrder(keyed(auth, 'intent-1-order'));
    expect([order.status, orderAgain.status]).toEqual([200, 200]);
    expect(orderAgain.body).toEqual(order.body);
    const { orderId } = order.body.content;
    const hold = await holdOrder(keyed(auth, 'intent-1-hold'), orderId);
    const holdAgain = await holdOrder(keyed(auth, 'intent-1-hold'), orderId);
    expect([hold.status, holdAgain.status]).toEqual([200, 200]);
    expect(holdAgain.body).toEqual(hold.body);
    const paid = await approve(auth, hold.body.content.holdId);
    const first = await commit(auth, paid, 'intent-1-commit');
    const again = await commit(auth, paid, 'intent-1-commit');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(await available(auth)).toBe(before + 5000);
    expect(await purchaseMovements(auth, orderId)).toEqual([{ kind: 'purchase', points: 5000 }]);
    // The bought order is bought once: retrying its steps after the commit buys nothing more.
    expect((await placeOrder(keyed(auth, 'intent-1-order'))).body).toEqual(order.body);
    const holdBought = await holdOrder(keyed(auth, 'intent-1-hold'), orderId);
    expect([holdBought.status, holdBought.body.errorCode]).toEqual([409, 'CPRV_1502']);
    expect(await purchaseMovements(auth, orderId)).toEqual([{ kind: 'purchase', points: 5000 }]);
    expect(await available(auth)).toBe(before + 5000);
  });

  it('a new Idempotency-Key is a new order; only a success is kept, so a refused order may be sent again', async () => {
    const auth = await login('gold@demo.stay.example');
    const first = await placeOrder(keyed(auth, 'intent-a-order'));
    const other = await placeOrder(keyed(auth, 'intent-b-order'));
    expect(other.body.content.orderId).not.toBe(first.body.content.orderId);
    const refused = await placeOrder(keyed(auth, 'intent-c-order'), { ...ORDER, purchasePoints: 4000 });
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'E150']);
    const corrected = await placeOrder(keyed(auth, 'intent-c-order'));
    expect(corrected.status).toBe(200);
  });

  it('a hold is held again only after it expired: the expired hold cannot be committed, the new one buys once', async () => {
    const auth = await login('gold@demo.stay.example');
    const before = await available(auth);
    const { orderId } = (await placeOrder(keyed(auth, 'intent-2-order'))).body.content;
    const expired = await holdOrder(keyed(auth, 'intent-2-hold'), orderId);
    const late = await approve(auth, expired.body.content.holdId);
    await sandbox.post('/__sandbox/clock', { advanceMinutes: 16 });
    const renewed = await holdOrder(keyed(auth, 'intent-2-hold'), orderId);
    expect(renewed.status).toBe(200);
    expect(renewed.body.content.holdId).not.toBe(expired.body.content.holdId);
    const lateCommit = await commit(auth, late, 'intent-2-commit');
    expect([lateCommit.status, lateCommit.body.errorCode]).toEqual([409, 'CPRV_1502']);
    const committed = await commit(auth, await approve(auth, renewed.body.content.holdId), 'intent-2-commit');
    expect(committed.status).toBe(200);
    expect(await purchaseMovements(auth, orderId)).toEqual([{ kind: 'purchase', points: 5000 }]);
    expect(await available(auth)).toBe(before + 5000);
  });

  it('a forged or replayed result is refused with E72 and credits nothing', async () => {
    const auth = await login('gold@demo.stay.example');
    const before = await available(auth);
    const paid = await payFor(auth, 'declined');
    const forged = signPaymentResult(
      { session: paid.transactionId, holdId: paid.holdId, outcome: 'approved', amount: 60 },
      'not-the-secret',
    );
    const tampered = {
      ...paid,
      paymentResult: signPaymentResult({ session: paid.transactionId, holdId: paid.holdId, outcome: 'approved', amount: 60 }).paymentResult,
    };
    const other = await payFor(auth, 'approved');
    const replayed = { ...other, holdId: paid.holdId };
    for (const body of [{ holdId: paid.holdId, ...forged }, tampered, replayed]) {
      const answer = await commit(auth, body);
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'E72']);
    }
    expect(await available(auth)).toBe(before);
  });

  it('decline credits nothing and keeps the hold: a new transaction URL pays again', async () => {
    const auth = await login('gold@demo.stay.example');
    const before = await available(auth);
    const declined = await payFor(auth, 'declined');
    const refused = await commit(auth, declined);
    expect([refused.status, refused.body.errorCode]).toEqual([402, 'SABRE_242']);
    expect((await status(auth, declined.transactionId)).body.content.status).toBe('declined');
    expect(await available(auth)).toBe(before);
    const retry = await sandbox.post<SuccessEnvelope<{ transactionUrl: string }>>(
      '/api/loyalty/get-transaction-url',
      { holdId: declined.holdId, returnUrl: '/en/member/buy-points' },
      auth,
    );
    expect(retry.status).toBe(200);
  });

  it('abandon answers E61; a return URL off this site E72', async () => {
    const auth = await login('gold@demo.stay.example');
    const abandoned = await payFor(auth, 'abandoned');
    const refused = await commit(auth, abandoned);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'E61']);
    const offSite = await sandbox.post<ErrorEnvelope>(
      '/api/loyalty/get-transaction-url',
      { holdId: abandoned.holdId, returnUrl: 'https://evil.example/' },
      auth,
    );
    expect([offSite.status, offSite.body.errorCode]).toEqual([400, 'E72']);
  });

  it('a gift credits the recipient (ledger kind gift), not the buyer', async () => {
    const buyer = await login('gold@demo.stay.example');
    const recipient = await login('silver@demo.stay.example');
    const [buyerBefore, recipientBefore] = [await available(buyer), await available(recipient)];
    const paid = await payFor(buyer, 'approved', {
      ...ORDER,
      pointsType: 'gifting',
      recipientMemberId: 'sm1000002',
      purchasePoints: 1000,
      pricePerPoint: 0.0125,
      totalPrices: 12.5,
    });
    const committed = await commit(buyer, paid);
    expect(committed.status).toBe(200);
    expect([await available(buyer), await available(recipient)]).toEqual([buyerBefore, recipientBefore + 1000]);
  });
});
