// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangeRatesLoadable, exchangeRatesRead } from './currency-atoms';
import { buyPointsBlockAtom, buyPointsBlockRead } from './region-atoms';

/** The page-wide lookups once fetched once per page for good (issue 13 item 2: "made refreshable"). */
const calls: string[] = [];
let usdJpy = 150;

function answer(content: unknown): Response {
  return new Response(JSON.stringify({ status: 200, content }), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const realFetch = globalThis.fetch;
globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  calls.push(url.pathname);
  if (url.pathname === '/api/currency/exchangerate') return answer({ rates: { USDSGD: 1.35, USDJPY: usdJpy }, currencies: [] });
  if (url.pathname.endsWith('/client-region')) return answer({ clientRegion: 'CN' });
  if (url.pathname.endsWith('.json')) return answer(['CN']);
  return new Response('', { status: 404 });
};
afterAll(() => {
  globalThis.fetch = realFetch;
});

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
});

describe('page lookups', () => {
  it('the exchange rates read again on reload, past their one-hour cache', async () => {
    const store = createStore();
    store.sub(exchangeRatesLoadable, () => undefined);
    await vi.waitFor(() => expect(store.get(exchangeRatesLoadable)).toMatchObject({ state: 'hasData', data: { USDJPY: 150 } }));
    usdJpy = 151;

    store.set(exchangeRatesRead.reload());

    await vi.waitFor(() => expect(store.get(exchangeRatesLoadable)).toMatchObject({ state: 'hasData', data: { USDJPY: 151 } }));
    expect(calls.filter((path) => path === '/api/currency/exchangerate')).toHaveLength(2);
  });

  it('the buy-points block reads again on reload', async () => {
    const store = createStore();
    store.sub(buyPointsBlockAtom, () => undefined);
    await vi.waitFor(() => expect(store.get(buyPointsBlockAtom).state).toBe('hasData'));
    const lookups = calls.length;

    store.set(buyPointsBlockRead.reload());

    await vi.waitFor(() => expect(calls.length).toBe(lookups * 2));
    expect(store.get(buyPointsBlockAtom).state).toBe('hasData');
  });
});
