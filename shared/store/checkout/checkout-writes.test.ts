// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

type Reply = () => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let keys: (string | null)[];
let replies: Reply[];
let identifications: Record<string, unknown>[];
const realFetch = globalThis.fetch;

beforeEach(() => {
  sessionStorage.clear();
  resetApiClient();
  keys = [];
  replies = [];
  identifications = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Booking §7 source identification after a hold (shared/analytics/source-identicator.ts): answered apart, not a write of the checkout.
    if (String(input).includes('/api/source-identicator/datalayer')) {
      identifications.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return json({ status: 200, content: { recorded: true } });
    }
    keys.push(new Headers(init?.headers).get('Idempotency-Key'));
    const reply = replies.shift();
    if (!reply) throw new TypeError('no reply planned');
    return reply();
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('checkout writes', () => {
  it('a double click sends one hold', async () => {
    const store = createStore();
    let release: () => void = () => undefined;
    replies.push(() => new Promise((resolve) => (release = () => resolve(json({ status: 200, content: holdAnswer })))));
    const first = placeHold(store.set, level);
    const second = placeHold(store.set, level);
    await vi.waitFor(() => expect(keys).toHaveLength(1));
    release();
    expect(await first).toEqual(await second);
    expect(keys).toHaveLength(1);
  });

  it('a placed hold sends the booking source identification once (booking §7 source-identicator/datalayer)', async () => {
    replies.push(() => json({ status: 200, content: holdAnswer }));
    const corporate = {
      ...level,
      rooms: [{ shoppingCartItemId: 'item-9', hotelCode: 'SGORCH', bookingSourceCode: 'COBE' }],
    } as unknown as HoldLevel;
    await placeHold(createStore().set, corporate);
    await vi.waitFor(() => expect(identifications).toHaveLength(1));
    expect(identifications[0]).toEqual({
      bookingSourceCode: 'COBE',
      bookingSourceCodes: ['COBE'],
      hotelCodes: ['SGORCH'],
      pageType: 'booking summary',
    });
  });

  it('a hold whose outcome is unknown (network failure) is retried with the same key; an answered one ends its intent', async () => {
    const store = createStore();
    replies.push(() => Promise.reject(new TypeError('offline')));
    replies.push(() => json({ status: 200, content: holdAnswer }));
    replies.push(() => json({ status: 200, content: holdAnswer }));
    expect((await placeHold(store.set, level)).ok).toBe(false);
    expect((await placeHold(store.set, level)).ok).toBe(true);
    // After an answer, holding again (e.g. after expiry) is a new intent.
    await placeHold(store.set, level);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a refusal ends the intent: the next hold is a new one', async () => {
    const store = createStore();
    replies.push(() => json({ status: 409, errorCode: 'SABRE_322', message: 'no unit' }, 409));
    replies.push(() => json({ status: 200, content: holdAnswer }));
    await placeHold(store.set, level);
    await placeHold(store.set, level);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a reload of the return page (a new store, the same session) commits with the same key while the first is unanswered', async () => {
    replies.push(() => Promise.reject(new TypeError('connection lost')));
    replies.push(() => json({ status: 200, content: { confirmNos: ['A1'] } }));
    await commitPayment(createStore().set, commit);
    resetApiClient();
    const afterReload = await commitPayment(createStore().set, commit);
    expect(afterReload).toEqual({ ok: true, data: ['A1'] });
    expect(keys[1]).toBe(keys[0]);
  });

  it('each extension is its own intent', async () => {
    const store = createStore();
    replies.push(() => json({ status: 200, content: { ...holdAnswer, extensionsLeft: 1 } }));
    replies.push(() => json({ status: 200, content: { ...holdAnswer, extensionsLeft: 0 } }));
    await extendCheckoutHold(store.set, { holdId: 'H1', extensionsLeft: 2 });
    await extendCheckoutHold(store.set, { holdId: 'H1', extensionsLeft: 1 });
    expect(keys[1]).not.toBe(keys[0]);
  });
});
