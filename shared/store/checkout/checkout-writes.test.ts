// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { interceptApi, ok, refused, type Answer } from '../../../testing/intercept';
import { resetApiClient } from '../../api/page-client';
import type { HoldLevel } from '../../domain/booking/hold-request';
import { commitPayment, extendCheckoutHold, placeHold } from './checkout-writes';

/** DESIGN.md §8 "Writes that cannot double"; issue 16 item 2: a double click, a reload, a retried request. */
const holdAnswer = {
  holdId: 'H1',
  expiresAt: '2026-04-01T10:15:00.000Z',
  extensionsLeft: 2,
  totals: { totalBeforeTax: 300, totalTax: 27, total: 327, currencyCode: 'SGD' },
  rooms: [{ shoppingCartItemId: 'item-1', tempConfirmNo: 'T1' }],
};
const level = { rooms: [{ shoppingCartItemId: 'item-1' }], addons: [] } as unknown as HoldLevel;
const commit = { holdId: 'H1', paymentResult: 'eyJ9', signature: 'ab12' };

/**
 * Answered by interception, one planned reply per write: the test is about the keys the client
 * sends, and a sandbox hold would need a real cart, held units and a signed payment result.
 */
const WRITES = ['v2/checkout/hold', 'v2/checkout/commit'];
const IDENTIFICATION = 'source-identicator/datalayer';

let replies: Answer[];
const planned: Answer = (request, forward) => {
  const reply = replies.shift();
  if (!reply) throw new TypeError('no reply planned');
  return typeof reply === 'function' ? reply(request, forward) : reply;
};
const api = interceptApi();
afterAll(() => api.restore());
const keys = () =>
  api
    .sent()
    .filter((request) => request.call !== IDENTIFICATION)
    .map((request) => request.headers.get('Idempotency-Key'));
const identifications = () => api.sent(IDENTIFICATION).map((request) => request.body);

beforeEach(() => {
  sessionStorage.clear();
  resetApiClient();
  replies = [];
  api.reset();
  for (const write of WRITES) api.answer(write, planned);
  // Booking §7 source identification after a hold (shared/analytics/source-identicator.ts): answered apart, not a write of the checkout.
  api.answer(IDENTIFICATION, ok({ recorded: true }));
});

describe('checkout writes', () => {
  it('a double click sends one hold', async () => {
    const store = createStore();
    let release: () => void = () => undefined;
    replies.push(() => new Promise((resolve) => (release = () => resolve(ok(holdAnswer)))));
    const first = placeHold(store.set, level);
    const second = placeHold(store.set, level);
    await vi.waitFor(() => expect(keys()).toHaveLength(1));
    release();
    expect(await first).toEqual(await second);
    expect(keys()).toHaveLength(1);
  });

  it('a placed hold sends the booking source identification once (booking §7 source-identicator/datalayer)', async () => {
    replies.push(ok(holdAnswer));
    const corporate = {
      ...level,
      rooms: [{ shoppingCartItemId: 'item-9', hotelCode: 'SGORCH', bookingSourceCode: 'COBE' }],
    } as unknown as HoldLevel;
    await placeHold(createStore().set, corporate);
    await vi.waitFor(() => expect(identifications()).toHaveLength(1));
    expect(identifications()[0]).toEqual({
      bookingSourceCode: 'COBE',
      bookingSourceCodes: ['COBE'],
      hotelCodes: ['SGORCH'],
      pageType: 'booking summary',
    });
  });

  it('a hold whose outcome is unknown (network failure) is retried with the same key; an answered one ends its intent', async () => {
    const store = createStore();
    replies.push({ networkError: true });
    replies.push(ok(holdAnswer));
    replies.push(ok(holdAnswer));
    expect((await placeHold(store.set, level)).ok).toBe(false);
    expect((await placeHold(store.set, level)).ok).toBe(true);
    // After an answer, holding again (e.g. after expiry) is a new intent.
    await placeHold(store.set, level);
    expect(keys()[0]).toBeTruthy();
    expect(keys()[1]).toBe(keys()[0]);
    expect(keys()[2]).not.toBe(keys()[1]);
  });

  it('a refusal ends the intent: the next hold is a new one', async () => {
    const store = createStore();
    replies.push(refused('SABRE_322', 409, 'no unit'));
    replies.push(ok(holdAnswer));
    await placeHold(store.set, level);
    await placeHold(store.set, level);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('a reload of the return page (a new store, the same session) commits with the same key while the first is unanswered', async () => {
    replies.push({ networkError: true });
    replies.push(ok({ confirmNos: ['A1'] }));
    await commitPayment(createStore().set, commit);
    resetApiClient();
    const afterReload = await commitPayment(createStore().set, commit);
    expect(afterReload).toEqual({ ok: true, data: ['A1'] });
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('each extension is its own intent', async () => {
    const store = createStore();
    replies.push(ok({ ...holdAnswer, extensionsLeft: 1 }));
    replies.push(ok({ ...holdAnswer, extensionsLeft: 0 }));
    await extendCheckoutHold(store.set, { holdId: 'H1', extensionsLeft: 2 });
    await extendCheckoutHold(store.set, { holdId: 'H1', extensionsLeft: 1 });
    expect(keys()[1]).not.toBe(keys()[0]);
  });
});
