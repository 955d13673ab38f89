// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import type { ApiClientConfig } from './types';

interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

type Responder = (call: FetchCall, index: number) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that never answers, like a stalled connection, until its signal aborts. */
function stall(call: FetchCall): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

const ok: Responder = () => json({ status: 200, content: { value: 'ok' } });

const parseAnything = (raw: unknown): unknown => raw;
const parseValue = (raw: unknown): string | undefined =>
  typeof raw === 'object' && raw !== null && 'value' in raw && typeof raw.value === 'string' ? raw.value : undefined;

function setup(respond: Responder = ok, overrides: Partial<ApiClientConfig> = {}) {
  const calls: FetchCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    return respond(call, calls.length - 1);
  };
  const clock = { now: 1_000_000 };
  const sleep = vi.fn(async (_ms: number): Promise<void> => undefined);
  const config: ApiClientConfig = {
    apiOrigin: '',
    contentBase: '/apis/stay',
    subscriptionKey: 'subscription-key',
    language: 'ar',
    getAuthToken: () => undefined,
    fetchImpl,
    now: () => clock.now,
    sleep,
    ...overrides,
  };
  return { api: createApiClient(config), config, calls, clock, sleep };
}

const page = window.location.origin;

beforeEach(() => {
  localStorage.clear();
});

describe('URLs and headers (spec booking §7)', () => {
  it('sends a fixed language when a call asks for one', async () => {
    const { api, calls } = setup();

    await api.post('/api/property/check-calendar-availability-hotel', {}, { parse: parseAnything, idempotent: true, language: 'en-us' });

    expect(calls[0]?.headers.get('lang')).toBe('en-us');
    expect(calls[0]?.headers.get('langCode')).toBe('en-us');
  });

  it('sends the subscription key and language headers to the service, no token for guests', async () => {
    const { api, calls } = setup();

    await api.get('/api/currency/exchangerate', { parse: parseAnything });

    expect(calls[0]?.url).toBe(`${page}/api/currency/exchangerate`);
    expect(calls[0]?.headers.get('Ocp-Apim-Subscription-Key')).toBe('subscription-key');
    expect(calls[0]?.headers.get('lang')).toBe('ar');
    expect(calls[0]?.headers.get('langCode')).toBe('ar');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the member token to the API origin', async () => {
    const { api, calls } = setup(ok, { getAuthToken: () => 'member-token' });

    await api.get('/api/shopping-cart/get-shopping-cart', { parse: parseAnything });
    await api.post('odx/getmilesprogram', { language: 'ar' }, { parse: parseAnything });

    expect(calls.map((call) => call.url)).toEqual([`${page}/api/shopping-cart/get-shopping-cart`, `${page}/odx/getmilesprogram`]);
    for (const call of calls) {
      expect(call.headers.get('Authorization')).toBe('Bearer member-token');
      expect(call.headers.get('Ocp-Apim-Subscription-Key')).toBe('subscription-key');
    }
  });

  it('keeps the token and key away from a content service on another origin', async () => {
    const { api, calls } = setup(ok, { apiOrigin: 'https://api.example.com', getAuthToken: () => 'member-token' });

    await api.get('/api/configurations', { parse: parseAnything });
    await api.content('masterdata/booking/config.json', { parse: parseAnything, query: { lang: 'ar' } });

    expect(calls[0]?.url).toBe('https://api.example.com/api/configurations');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(calls[1]?.url).toBe(`${page}/apis/stay/masterdata/booking/config.json?lang=ar`);
    expect(calls[1]?.headers.has('Authorization')).toBe(false);
    expect(calls[1]?.headers.has('Ocp-Apim-Subscription-Key')).toBe(false);
    expect(calls[1]?.headers.get('lang')).toBe('ar');
  });

  it('sends no key to the content service on the API origin', async () => {
    const { api, calls } = setup();

    await api.content('/properties/optionalcc/p_lang/eq/ar.json', { parse: parseAnything });

    expect(calls[0]?.url).toBe(`${page}/apis/stay/properties/optionalcc/p_lang/eq/ar.json`);
    expect(calls[0]?.headers.has('Ocp-Apim-Subscription-Key')).toBe(false);
  });

  it('reads the content service from an absolute base', async () => {
    const { api, calls } = setup(ok, { contentBase: 'https://content.example.com/apis/stay/', getAuthToken: () => 'member-token' });

    await api.content('masterdata/newsroom.json', { parse: parseAnything });

    expect(calls[0]?.url).toBe('https://content.example.com/apis/stay/masterdata/newsroom.json');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends none of our headers to a third-party URL', async () => {
    const { api, calls } = setup(ok, { getAuthToken: () => 'member-token' });

    await api.get('https://search.example.net/news', { parse: parseAnything, query: { str: 'city' } });

    expect(calls[0]?.url).toBe('https://search.example.net/news?str=city');
    expect([...calls[0]!.headers.keys()]).toEqual([]);
  });

  it.each([
    ['a newline', 'member-token\nX-Injected: 1'],
    ['a carriage return', 'member\rtoken'],
    ['a NUL', 'member\u0000token'],
    ['non-Latin-1 characters', 'tökën-✓-令牌'],
  ])('never throws on a header value with %s: the request goes without that header, with a warning', async (_case, token) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, calls } = setup(ok, { getAuthToken: () => token, subscriptionKey: 'key\n' });

    const result = await api.get('/api/loyalty/account-preference', { parse: parseValue });

    expect(result).toEqual({ ok: true, data: 'ok' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.has('Ocp-Apim-Subscription-Key')).toBe(false);
    expect(calls[0]?.headers.get('lang')).toBe('ar');
    const warnings = warn.mock.calls.map((args) => String(args[0]));
    expect(warnings.some((message) => message.includes('"Authorization"'))).toBe(true);
    expect(warnings.some((message) => message.includes('"Ocp-Apim-Subscription-Key"'))).toBe(true);
    // The warning never shows the value: it may be a credential.
    expect(warnings.join()).not.toContain('member');
    warn.mockRestore();
  });

  it('sorts the query and leaves out undefined values', async () => {
    const { api, calls } = setup();

    await api.get('/api/property/get-card-type', { parse: parseAnything, query: { promoCode: undefined, hotelCode: 'H1', b: true, a: 2 } });

    expect(calls[0]?.url).toBe(`${page}/api/property/get-card-type?a=2&b=true&hotelCode=H1`);
  });

  it('sends bodies as JSON', async () => {
    const { api, calls } = setup();

    await api.post('/api/statusReservation', { confirmNo: 'C1' }, { parse: parseAnything });

    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toBe('{"confirmNo":"C1"}');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });
});

describe('answers', () => {
  it.each([
    { case: 'service envelope', body: { status: 200, content: { value: 'a' } }, data: 'a' },
    { case: 'content-service data wrapper', body: { data: { value: 'b' } }, data: 'b' },
    { case: 'plain answer', body: { value: 'c' }, data: 'c' },
  ])('unwraps the $case before parsing', async ({ body, data }) => {
    const { api } = setup(() => json(body));

    expect(await api.content('x.json', { parse: parseValue })).toEqual({ ok: true, data });
  });

  it('reports a 200 with an error code as a backend error, code normalised', async () => {
    const { api, calls } = setup(() => json({ status: 200, errorCode: 'ERc0000000000001502', message: 'Session timeout' }));

    const result = await api.get('/api/v2/get-payment-type', { parse: parseAnything });

    expect(result).toEqual({
      ok: false,
      error: { kind: 'backend', status: 200, code: 'CPRV_1502', message: `GET ${page}/api/v2/get-payment-type: Session timeout` },
    });
    expect(calls).toHaveLength(1);
  });

  it('reports an error status with its backend code', async () => {
    const { api } = setup(() => json({ status: 400, errorCode: 'E107', message: 'Hold data invalid' }, 400));

    const result = await api.post('/api/v2/checkout/hold', {}, { parse: parseAnything });

    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400, code: 'E107' } });
  });

  it('leaves the query out of error messages', async () => {
    const { api } = setup(() => json({}, 404));

    const result = await api.post('/api/checkout/modify', {}, { parse: parseAnything, query: { confirmNo: 'SECRET' } });

    expect(result.ok ? '' : result.error.message).toBe(`POST ${page}/api/checkout/modify: HTTP 404`);
  });

  it.each([
    { case: 'invalid JSON', respond: () => new Response('<html>maintenance</html>', { status: 200 }), parse: parseAnything },
    { case: 'parse rejects', respond: () => json({ value: 42 }), parse: parseValue },
    {
      case: 'parse throws',
      respond: () => json({}),
      parse: (): never => {
        throw new TypeError('boom');
      },
    },
  ])('$case → invalid-response, not retried', async ({ respond, parse }) => {
    const { api, calls } = setup(respond);

    const result = await api.get('/api/configurations', { parse });

    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(calls).toHaveLength(1);
  });
});

describe('retries (spec booking §9: max 3, 200 ms apart)', () => {
  it('retries a GET three times on 503, 200 ms apart, then reports the error', async () => {
    const { api, calls, sleep } = setup(() => json({}, 503));

    const result = await api.get('/api/configurations', { parse: parseAnything });

    expect(calls).toHaveLength(4);
    expect(sleep.mock.calls).toEqual([[200], [200], [200]]);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
  });

  it('stops retrying at the first success', async () => {
    const { api, calls } = setup((_call, index) => (index < 2 ? json({}, 502) : json({ value: 'late' })));

    expect(await api.get('/api/configurations', { parse: parseValue })).toEqual({ ok: true, data: 'late' });
    expect(calls).toHaveLength(3);
  });

  it.each([408, 425, 429, 500, 502, 504])('retries status %i', async (status) => {
    const { api, calls } = setup(() => json({}, status));

    await api.get('/api/configurations', { parse: parseAnything });

    expect(calls).toHaveLength(4);
  });

  it.each([400, 401, 404, 409])('does not retry status %i', async (status) => {
    const { api, calls, sleep } = setup(() => json({}, status));

    await api.get('/api/configurations', { parse: parseAnything });

    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries network errors', async () => {
    const { api, calls } = setup(() => Promise.reject(new TypeError('Failed to fetch')));

    const result = await api.get('/api/configurations', { parse: parseAnything });

    expect(calls).toHaveLength(4);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('never retries a POST or DELETE', async () => {
    const { api, calls } = setup(() => json({}, 503));

    await api.post('/api/v2/checkout/commit', {}, { parse: parseAnything });
    await api.delete('/api/shopping-cart/delete', { parse: parseAnything });

    expect(calls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('retries a POST that only reads', async () => {
    const { api, calls } = setup(() => json({}, 503));

    await api.post('/api/v2/property/search-property-rate', { hotelCode: 'H1' }, { parse: parseAnything, idempotent: true });

    expect(calls).toHaveLength(4);
  });
});

describe('timeouts (per attempt)', () => {
  it('gives each attempt its own timeout and retries timed-out GETs', async () => {
    const { api, calls } = setup((call, index) => (index < 2 ? stall(call) : json({ value: 'third time' })));

    const result = await api.get('/api/configurations', { parse: parseValue, timeoutMs: 20 });

    expect(result).toEqual({ ok: true, data: 'third time' });
    expect(calls).toHaveLength(3);
    expect(calls.map((call) => call.signal?.aborted)).toEqual([true, true, false]);
  });

  it('reports a timeout after the last retry', async () => {
    const { api, calls } = setup(stall);

    const result = await api.get('/api/configurations', { parse: parseAnything, timeoutMs: 10 });

    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(calls).toHaveLength(4);
  });

  it('does not retry a timed-out POST', async () => {
    const { api, calls } = setup(stall);

    const result = await api.post('/api/v2/checkout/hold', {}, { parse: parseAnything, timeoutMs: 10 });

    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(calls).toHaveLength(1);
  });
});

describe('aborting', () => {
  it('aborts the request without retrying', async () => {
    const { api, calls } = setup(stall);
    const controller = new AbortController();

    const pending = api.get('/api/configurations', { parse: parseAnything, signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();

    expect(await pending).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    await vi.waitFor(() => expect(calls[0]?.signal?.aborted).toBe(true));
    expect(calls).toHaveLength(1);
  });

  it('sends nothing when already aborted', async () => {
    const { api, calls } = setup();

    const result = await api.post('/api/statusReservation', {}, { parse: parseAnything, signal: AbortSignal.abort() });

    expect(result).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(calls).toHaveLength(0);
  });

  it('stops between retries when aborted', async () => {
    const controller = new AbortController();
    const { api, calls } = setup(() => json({}, 503), {
      sleep: async () => {
        controller.abort();
      },
    });

    const result = await api.post('/api/v2/addons/search', {}, { parse: parseAnything, idempotent: true, signal: controller.signal });

    expect(result).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(calls).toHaveLength(1);
  });

  it('one caller giving up does not abort a request another caller shares', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, calls } = setup(() => new Promise((resolve) => (answer = resolve)));
    const first = new AbortController();
    const second = new AbortController();

    const firstResult = api.get('/api/configurations', { parse: parseValue, signal: first.signal });
    const secondResult = api.get('/api/configurations', { parse: parseValue, signal: second.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    first.abort();
    answer(json({ value: 'shared' }));

    expect(await firstResult).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(await secondResult).toEqual({ ok: true, data: 'shared' });
    expect(calls[0]?.signal?.aborted).toBe(false);
  });

  it('aborts a shared request when every caller gave up', async () => {
    const { api, calls } = setup(stall);
    const first = new AbortController();
    const second = new AbortController();

    const results = Promise.all([
      api.get('/api/configurations', { parse: parseAnything, signal: first.signal }),
      api.get('/api/configurations', { parse: parseAnything, signal: second.signal }),
    ]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    first.abort();
    second.abort();

    expect((await results).map((result) => result.ok)).toEqual([false, false]);
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});

describe('de-duplication (spec booking §9: 5 s)', () => {
  it('shares one fetch between concurrent identical GETs', async () => {
    const { api, calls } = setup();

    const results = await Promise.all([
      api.get('/api/configurations', { parse: parseValue }),
      api.get('/api/configurations', { parse: parseAnything }),
    ]);

    expect(calls).toHaveLength(1);
    expect(results).toEqual([
      { ok: true, data: 'ok' },
      { ok: true, data: { value: 'ok' } },
    ]);
  });

  it('hands out a result for 5 s, then fetches again', async () => {
    const { api, calls, clock } = setup();

    await api.get('/api/configurations', { parse: parseValue });
    clock.now += 4_999;
    await api.get('/api/configurations', { parse: parseValue });
    expect(calls).toHaveLength(1);

    clock.now += 1;
    await api.get('/api/configurations', { parse: parseValue });
    expect(calls).toHaveLength(2);
  });

  it('does not keep failures', async () => {
    const { api, calls } = setup((_call, index) => (index === 0 ? json({}, 404) : json({ value: 'found' })));

    expect((await api.get('/api/configurations', { parse: parseValue })).ok).toBe(false);
    expect(await api.get('/api/configurations', { parse: parseValue })).toEqual({ ok: true, data: 'found' });
    expect(calls).toHaveLength(2);
  });

  it.each([
    { case: 'query', second: { path: '/api/configurations', query: { lang: 'en' } } },
    { case: 'path', second: { path: '/api/configurations/locale-map', query: {} } },
  ])('fetches again when the $case differs', async ({ second }) => {
    const { api, calls } = setup();

    await api.get('/api/configurations', { parse: parseAnything });
    await api.get(second.path, { parse: parseAnything, query: second.query });

    expect(calls).toHaveLength(2);
  });

  it('treats the same query in another order as the same request', async () => {
    const { api, calls } = setup();

    await api.get('/api/x', { parse: parseAnything, query: { a: 1, b: 2 } });
    await api.get('/api/x', { parse: parseAnything, query: { b: 2, a: 1 } });

    expect(calls).toHaveLength(1);
  });

  it('fetches again when the auth state changed', async () => {
    let token: string | undefined;
    const { api, calls } = setup(ok, { getAuthToken: () => token });

    await api.get('/api/shopping-cart/get-shopping-cart', { parse: parseAnything });
    token = 'member-token';
    await api.get('/api/shopping-cart/get-shopping-cart', { parse: parseAnything });

    expect(calls).toHaveLength(2);
  });

  it('shares reading POSTs with the same body only', async () => {
    const { api, calls } = setup();
    const options = { parse: parseAnything, idempotent: true };

    await Promise.all([
      api.post('/api/v2/property/search-property-rate', { hotelCode: 'H1' }, options),
      api.post('/api/v2/property/search-property-rate', { hotelCode: 'H1' }, options),
      api.post('/api/v2/property/search-property-rate', { hotelCode: 'H2' }, options),
    ]);

    expect(calls.map((call) => call.body)).toEqual(['{"hotelCode":"H1"}', '{"hotelCode":"H2"}']);
  });

  it('always sends POSTs that change something', async () => {
    const { api, calls } = setup();

    await Promise.all([
      api.post('/api/shopping-cart/save', { items: [] }, { parse: parseAnything }),
      api.post('/api/shopping-cart/save', { items: [] }, { parse: parseAnything }),
    ]);
    await api.post('/api/shopping-cart/save', { items: [] }, { parse: parseAnything });

    expect(calls).toHaveLength(3);
  });
});

describe('response caches', () => {
  const lifetimeMs = 30_000;

  it('serves a fresh cached answer from local storage, even to a new client', async () => {
    const first = setup(() => json({ status: 200, content: { value: 'cached' } }));
    await first.api.content('properties/p_lang/eq/ar/p_propertyCodes/eq/H1.json', { parse: parseValue, cacheFor: lifetimeMs });
    expect(Object.keys(localStorage)).toEqual([`stay:api:ar:GET ${page}/apis/stay/properties/p_lang/eq/ar/p_propertyCodes/eq/H1.json`]);

    const second = setup(() => json({ value: 'from network' }));
    second.clock.now = first.clock.now + lifetimeMs - 1;
    const result = await second.api.content('properties/p_lang/eq/ar/p_propertyCodes/eq/H1.json', {
      parse: parseValue,
      cacheFor: lifetimeMs,
    });

    expect(result).toEqual({ ok: true, data: 'cached' });
    expect(second.calls).toHaveLength(0);
  });

  it('fetches again once the cached answer is as old as its lifetime', async () => {
    const first = setup(() => json({ value: 'old' }));
    await first.api.get('/api/currency/exchangerate', { parse: parseValue, cacheFor: lifetimeMs });

    const second = setup(() => json({ value: 'new' }));
    second.clock.now = first.clock.now + lifetimeMs;
    const result = await second.api.get('/api/currency/exchangerate', { parse: parseValue, cacheFor: lifetimeMs });

    expect(result).toEqual({ ok: true, data: 'new' });
    expect(second.calls).toHaveLength(1);
  });

  it('keeps caches per language', async () => {
    await setup(() => json({ value: 'arabic' })).api.get('/api/configurations/locale-map', { parse: parseValue, cacheFor: lifetimeMs });

    const english = setup(() => json({ value: 'english' }), { language: 'en' });
    const result = await english.api.get('/api/configurations/locale-map', { parse: parseValue, cacheFor: lifetimeMs });

    expect(result).toEqual({ ok: true, data: 'english' });
  });

  it('does not cache failures or answers that fail validation', async () => {
    const { api } = setup((_call, index) => (index === 0 ? json({}, 500) : json({ value: 42 })));

    await api.get('/api/x', { parse: parseValue, cacheFor: lifetimeMs });
    await api.get('/api/y', { parse: parseValue, cacheFor: lifetimeMs });

    expect(localStorage.length).toBe(0);
  });

  it('fetches again when the cached answer no longer passes parse', async () => {
    await setup(() => json({ value: 'v1' })).api.get('/api/x', { parse: parseValue, cacheFor: lifetimeMs });

    const next = setup(() => json({ count: 2 }));
    const parseCount = (raw: unknown): number | undefined =>
      typeof raw === 'object' && raw !== null && 'count' in raw && typeof raw.count === 'number' ? raw.count : undefined;
    const result = await next.api.get('/api/x', { parse: parseCount, cacheFor: lifetimeMs });

    expect(result).toEqual({ ok: true, data: 2 });
    expect(next.calls).toHaveLength(1);
  });
});

describe('fresh reads (the data idiom reads again after a reload or a write)', () => {
  it('sends an identical GET again instead of handing out the answer of less than 5 s ago', async () => {
    const { api, calls } = setup((_call, index) => json({ value: `answer ${index}` }));
    await api.get('/api/cart', { parse: parseValue });

    const again = await api.get('/api/cart', { parse: parseValue, fresh: true });

    expect(calls).toHaveLength(2);
    expect(again).toEqual({ ok: true, data: 'answer 1' });
    // The fresh answer is the one later identical reads share.
    expect(await api.get('/api/cart', { parse: parseValue })).toEqual({ ok: true, data: 'answer 1' });
    expect(calls).toHaveLength(2);
  });

  it('does not join a request that started before it', async () => {
    const answers: ((response: Response) => void)[] = [];
    const { api, calls } = setup(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const before = api.get('/api/cart', { parse: parseValue });
    const fresh = api.get('/api/cart', { parse: parseValue, fresh: true });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    answers[1]?.(json({ value: 'after the write' }));
    expect(await fresh).toEqual({ ok: true, data: 'after the write' });
    answers[0]?.(json({ value: 'before the write' }));
    expect(await before).toEqual({ ok: true, data: 'before the write' });
    // The older answer, arriving last, is not the one later reads share.
    expect(await api.get('/api/cart', { parse: parseValue })).toEqual({ ok: true, data: 'after the write' });
    expect(calls).toHaveLength(2);
  });

  it('skips a stored answer and stores the new one', async () => {
    const { api, calls } = setup((_call, index) => json({ value: `answer ${index}` }));
    await api.get('/api/config', { parse: parseValue, cacheFor: 60_000 });

    expect(await api.get('/api/config', { parse: parseValue, cacheFor: 60_000, fresh: true })).toEqual({ ok: true, data: 'answer 1' });
    expect(calls).toHaveLength(2);
    expect(await api.get('/api/config', { parse: parseValue, cacheFor: 60_000 })).toEqual({ ok: true, data: 'answer 1' });
  });
});

describe('a refused token (loyalty spec §8, 401 555)', () => {
  const refused: Responder = () => json({ status: 401, errorCode: '555', message: 'Sign in again' }, 401);

  it.each<[string, Responder, string | undefined, number]>([
    ['a member call refused with 555 reports it', refused, 'member-token', 1],
    ['a guest call refused with 555 does not (no token was sent)', refused, undefined, 0],
    ['another 401 code does not', () => json({ status: 401, errorCode: '553' }, 401), 'member-token', 0],
    ['a 555 with another status does not', () => json({ status: 400, errorCode: '555' }, 400), 'member-token', 0],
    ['a success does not', ok, 'member-token', 0],
  ])('%s', async (_name, respond, token, reports) => {
    const onTokenRejected = vi.fn();
    const { api } = setup(respond, { getAuthToken: () => token, onTokenRejected });
    await api.get('/api/loyalty/available-point', { parse: parseAnything });
    expect(onTokenRejected).toHaveBeenCalledTimes(reports);
  });
});

describe('onFailure: what the client reports (content spec §7 web-support, issue 19 item 7)', () => {
  it('hands a failed call to onFailure without its query', async () => {
    const onFailure = vi.fn();
    const { api } = setup(() => json({ status: 503, errorCode: 'X', message: 'down' }, 503), { onFailure });
    await api.post('/odx/leads', { email: 'ada@example.com' }, { parse: parseAnything, query: { confirmNo: 'C123' } });
    expect(onFailure).toHaveBeenCalledTimes(1);
    const [error] = onFailure.mock.calls[0] as [{ message: string; status: number }];
    expect(error.status).toBe(503);
    expect(error.message).not.toContain('C123');
    expect(error.message).not.toContain('ada@example.com');
  });

  it('does not call it for a success', async () => {
    const onFailure = vi.fn();
    const { api } = setup(ok, { onFailure });
    await api.get('/api/x', { parse: parseAnything });
    expect(onFailure).not.toHaveBeenCalled();
  });
});
