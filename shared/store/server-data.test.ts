// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interceptApi, ok, type Reply, type SentRequest } from '../../testing/intercept';
import { announceSessionChange } from '../session/login-session';
import { defineServerRead } from './server-read';
import { loginTokenAtom } from './session-atoms';
import { defineServerWrite } from './server-write';

/**
 * The data idiom (DESIGN.md §4, issue 13 item 2) against the page's real API client, with the
 * network replaced: a cart the "server" keeps, read per hotel, and a write that adds to it. The
 * test's own call, answered by interception: the idiom is proved on a server whose answers the
 * test holds and releases, which no sandbox call is.
 */
const serverCart = new Map<string, string[]>();
/** Answers held back until the test releases them, to see a read superseded while under way. */
let holdAnswers = false;
const heldAnswers: (() => void)[] = [];

function answerTestCart(request: SentRequest): Reply | Promise<Reply> {
  if (request.method === 'POST') {
    const { hotelCode, item } = request.body as { hotelCode: string; item: string };
    serverCart.set(hotelCode, [...(serverCart.get(hotelCode) ?? []), item]);
    return ok({ saved: item });
  }
  const token = request.headers.get('Authorization');
  const hotelCode = request.url.searchParams.get('hotelCode') ?? '';
  const items = [...(serverCart.get(hotelCode) ?? []), ...(token ? [`member ${token.replace('Bearer ', '')}`] : [])];
  if (!holdAnswers) return ok(items);
  return new Promise((resolve) => heldAnswers.push(() => resolve(ok(items))));
}

const api = interceptApi();
afterAll(() => api.restore());
const requests = () =>
  api.sent('test-cart').map((request) => ({
    path: request.url.pathname + request.url.search,
    token: request.headers.get('Authorization'),
    signal: request.signal,
  }));

const parseItems = (raw: unknown): string[] | undefined =>
  Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? raw : undefined;
const parseSaved = (raw: unknown): string | undefined =>
  typeof raw === 'object' && raw !== null && 'saved' in raw && typeof raw.saved === 'string' ? raw.saved : undefined;

const cartRead = defineServerRead({
  read: (hotelCode: string, { client }) => client.get('/api/test-cart', { parse: parseItems, query: { hotelCode } }),
});
const memberCartRead = defineServerRead({
  login: loginTokenAtom,
  read: (hotelCode: string, { client }) => client.get('/api/test-cart', { parse: parseItems, query: { hotelCode, member: 1 } }),
});
const cartChanges: unknown[] = [];
const addToCart = defineServerWrite({
  write: ({ hotelCode, item }: { hotelCode: string; item: string }, { client }) =>
    client.post('/api/test-cart', { hotelCode, item }, { parse: parseSaved }),
  invalidates: [cartRead, memberCartRead],
  event: (_saved, { hotelCode }) => ({ name: 'stay:cart-change', detail: { count: 1, currencyCode: hotelCode } }),
});
const onCartChange = (event: Event) => cartChanges.push((event as CustomEvent).detail);

const unsubscribes: (() => void)[] = [];
/** A store with the read in use, as a widget showing it would have it. */
function watch<Value>(store: ReturnType<typeof createStore>, anAtom: Parameters<typeof store.sub>[0]): () => Value {
  unsubscribes.push(store.sub(anAtom, () => undefined));
  return () => store.get(anAtom) as Value;
}

beforeEach(() => {
  serverCart.clear();
  api.reset();
  api.answer('test-cart', answerTestCart);
  cartChanges.length = 0;
  holdAnswers = false;
  window.addEventListener('stay:cart-change', onCartChange);
});
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  window.removeEventListener('stay:cart-change', onCartChange);
  document.cookie = 'stay-member-token=; max-age=0';
});

describe('server reads (issue 13 item 2: keyed by request, loading/data/error)', () => {
  it('is loading, then holds the answer; each key is its own request', async () => {
    serverCart.set('SGORCH', ['apartment A']);
    const store = createStore();
    const orchard = watch(store, cartRead.state('SGORCH'));
    expect(orchard()).toEqual({ state: 'loading' });
    await vi.waitFor(() => expect(orchard()).toEqual({ state: 'hasData', data: ['apartment A'] }));

    const shinjuku = watch(store, cartRead.state('JPSHJK'));
    await vi.waitFor(() => expect(shinjuku()).toEqual({ state: 'hasData', data: [] }));
    expect(cartRead.state('SGORCH')).toBe(cartRead.state('SGORCH'));
  });

  it('holds the error of a failed read', async () => {
    const failing = defineServerRead({
      read: (_key: string, { client }) => client.get('/api/test-cart', { parse: () => undefined, query: { failing: 1 } }),
    });
    const store = createStore();
    const state = watch(store, failing.state('SGORCH'));
    await vi.waitFor(() => expect(state()).toMatchObject({ state: 'hasError', error: { kind: 'invalid-response' } }));
  });

  it('reload reads the server again, past the 5 s de-duplication window, showing loading only after a failure', async () => {
    const store = createStore();
    const state = watch(store, cartRead.state('RELOAD'));
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: [] }));
    serverCart.set('RELOAD', ['added elsewhere']);

    store.set(cartRead.reload('RELOAD'));
    // The answer on screen stays while the new one comes: no flash of the skeleton.
    expect(state()).toEqual({ state: 'hasData', data: [] });
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: ['added elsewhere'] }));
    expect(requests().filter(({ path }) => path.includes('RELOAD'))).toHaveLength(2);
  });

  it('aborts a read that a reload superseded', async () => {
    holdAnswers = true;
    const store = createStore();
    const state = watch(store, cartRead.state('ABORT'));
    await vi.waitFor(() => expect(requests()).toHaveLength(1));

    store.set(cartRead.reload('ABORT'));

    await vi.waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[0]?.signal?.aborted).toBe(true);
    expect(requests()[1]?.signal?.aborted).toBe(false);
    serverCart.set('ABORT', ['second answer']);
    heldAnswers.at(-1)?.();
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: [] }));
  });

  it('aborts a read under way that no component shows any more, and reads it again when shown again', async () => {
    holdAnswers = true;
    const store = createStore();
    const stopWatching = store.sub(cartRead.state('GONE'), () => undefined);
    await vi.waitFor(() => expect(requests()).toHaveLength(1));

    stopWatching();
    expect(requests()[0]?.signal?.aborted).toBe(true);

    holdAnswers = false;
    serverCart.set('GONE', ['shown again']);
    const state = watch(store, cartRead.state('GONE'));
    expect(state()).toEqual({ state: 'loading' });
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: ['shown again'] }));
    expect(requests()).toHaveLength(2);
  });

  it('an abandoned read that answered with its fallbacks is not shown: the next reader reads again', async () => {
    holdAnswers = true;
    const withFallback = defineServerRead({
      read: async (hotelCode: string, { client }) => {
        const items = await client.get('/api/test-cart', { parse: parseItems, query: { hotelCode, fallback: 1 } });
        return { ok: true as const, data: items.ok ? items.data : ['fallback'] };
      },
    });
    const store = createStore();
    const stopWatching = store.sub(withFallback.state('FALLBACK'), () => undefined);
    await vi.waitFor(() => expect(requests()).toHaveLength(1));
    stopWatching();
    await expect(store.get(withFallback.answer('FALLBACK'))).resolves.toMatchObject({ ok: false, error: { kind: 'aborted' } });

    holdAnswers = false;
    const state = watch(store, withFallback.state('FALLBACK'));
    expect(state()).toEqual({ state: 'loading' });
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: [] }));
  });

  it('keeps a read that still has a reader when another reader leaves', async () => {
    holdAnswers = true;
    const store = createStore();
    const state = watch(store, cartRead.state('KEPT'));
    const stopSecond = store.sub(cartRead.state('KEPT'), () => undefined);
    await vi.waitFor(() => expect(requests()).toHaveLength(1));

    stopSecond();
    expect(requests()[0]?.signal?.aborted).toBe(false);
    heldAnswers.at(-1)?.();
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: [] }));
  });

  it('a per-login read reads again when the visitor signs in or out, and shows no other login’s data meanwhile', async () => {
    const store = createStore();
    const state = watch<{ state: string; data?: string[] }>(store, memberCartRead.state('LOGIN'));
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: [] }));
    expect(requests().at(-1)?.token).toBeNull();

    document.cookie = 'stay-member-token=token-gold';
    announceSessionChange();
    expect(state()).toEqual({ state: 'loading' });
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: ['member token-gold'] }));
    expect(requests().at(-1)?.token).toBe('Bearer token-gold');

    document.cookie = 'stay-member-token=; max-age=0';
    announceSessionChange();
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: [] }));
  });

  it('a read that does not depend on the login is not read again at sign-in', async () => {
    const store = createStore();
    const state = watch(store, cartRead.state('GUEST'));
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: [] }));
    document.cookie = 'stay-member-token=token-silver';
    announceSessionChange();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests().filter(({ path }) => path.includes('GUEST'))).toHaveLength(1);
  });
});

describe('server writes (issue 13 item 2: invalidate the reads they affect, announce a typed event)', () => {
  it('after a successful write every read it affects reads the server again, and the event announces it', async () => {
    const store = createStore();
    const orchard = watch(store, cartRead.state('WRITE'));
    const memberOrchard = watch(store, memberCartRead.state('WRITE'));
    await vi.waitFor(() => expect(orchard()).toEqual({ state: 'hasData', data: [] }));
    await vi.waitFor(() => expect(memberOrchard()).toEqual({ state: 'hasData', data: [] }));

    const result = await store.set(addToCart.run, { hotelCode: 'WRITE', item: 'apartment B' });

    expect(result).toEqual({ ok: true, data: 'apartment B' });
    await vi.waitFor(() => expect(orchard()).toEqual({ state: 'hasData', data: ['apartment B'] }));
    await vi.waitFor(() => expect(memberOrchard()).toEqual({ state: 'hasData', data: ['apartment B'] }));
    expect(cartChanges).toEqual([{ count: 1, currencyCode: 'WRITE' }]);
  });

  it('a read not in use when written is read afresh when next used', async () => {
    const store = createStore();
    const first = store.sub(cartRead.state('LATER'), () => undefined);
    await vi.waitFor(() => expect(store.get(cartRead.state('LATER'))).toEqual({ state: 'hasData', data: [] }));
    first();

    await store.set(addToCart.run, { hotelCode: 'LATER', item: 'apartment C' });
    const state = watch(store, cartRead.state('LATER'));
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: ['apartment C'] }));
  });

  it('a failed write invalidates nothing and announces nothing', async () => {
    const failingWrite = defineServerWrite({
      write: (_input: null, { client }) => client.post('/api/test-cart', { hotelCode: 'FAIL', item: 'x' }, { parse: () => undefined }),
      invalidates: [cartRead],
      event: () => ({ name: 'stay:cart-change', detail: { count: 0, currencyCode: 'FAIL' } }),
    });
    const store = createStore();
    const state = watch(store, cartRead.state('FAIL'));
    await vi.waitFor(() => expect(state()).toEqual({ state: 'hasData', data: [] }));

    const result = await store.set(failingWrite.run, null);

    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(cartChanges).toEqual([]);
    expect(requests().filter(({ path }) => path.includes('FAIL'))).toHaveLength(1);
  });

  it('a second run with the same input while the first is under way is the same write (a double click sends one request)', async () => {
    const store = createStore();
    const pending = watch<boolean>(store, addToCart.pending);
    const first = store.set(addToCart.run, { hotelCode: 'TWICE', item: 'apartment D' });
    const second = store.set(addToCart.run, { hotelCode: 'TWICE', item: 'apartment D' });
    expect(pending()).toBe(true);

    expect(await second).toEqual(await first);
    expect(requests().filter(({ path }) => path === '/api/test-cart' && !path.includes('?'))).toHaveLength(1);
    expect(serverCart.get('TWICE')).toEqual(['apartment D']);
    expect(pending()).toBe(false);
    await store.set(addToCart.run, { hotelCode: 'TWICE', item: 'apartment D' });
    expect(serverCart.get('TWICE')).toEqual(['apartment D', 'apartment D']);
  });
});
