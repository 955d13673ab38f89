// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { interceptApi, ok } from '../../testing/intercept';
import { sandboxPage } from '../../testing/store-sandbox-page';
import { exchangeRatesLoadable, exchangeRatesRead } from './currency-atoms';
import { buyPointsBlockAtom, buyPointsBlockRead } from './region-atoms';

/** The sandbox answers over HTTP in its own time: wait up to 10 s (vi.waitFor's 1 s default is short on a loaded machine), polling often. */
const eventually = <T>(assertion: () => T) => vi.waitFor(assertion, { timeout: 10_000, interval: 20 });

/** The page-wide lookups once fetched once per page for good (issue 13 item 2: "made refreshable"), read from the sandbox. */
sandboxPage();
const api = interceptApi();
afterAll(() => api.restore());

const EXCHANGE_RATES = 'currency/exchangerate';

beforeEach(() => {
  localStorage.clear();
  api.reset();
});

describe('page lookups', () => {
  it('the exchange rates read again on reload, past their one-hour cache', async () => {
    api.watch(EXCHANGE_RATES);
    const store = createStore();
    store.sub(exchangeRatesLoadable, () => undefined);
    await eventually(() => expect(store.get(exchangeRatesLoadable)).toMatchObject({ state: 'hasData', data: { USDJPY: 150 } }));
    // The sandbox's rates never move: the service's next answer is the test's.
    api.answer(EXCHANGE_RATES, async (_request, forward) => {
      const { content } = (await (await forward()).json()) as { content: { rates: Record<string, number> } };
      return ok({ ...content, rates: { ...content.rates, USDJPY: 151 } });
    });

    store.set(exchangeRatesRead.reload());

    await eventually(() => expect(store.get(exchangeRatesLoadable)).toMatchObject({ state: 'hasData', data: { USDJPY: 151 } }));
    expect(api.sent(EXCHANGE_RATES)).toHaveLength(2);
  });

  it('the buy-points block reads again on reload', async () => {
    api.watch('configurations/client-country');
    api.watch('buy-points-block-list/list.json');
    const store = createStore();
    store.sub(buyPointsBlockAtom, () => undefined);
    await eventually(() => expect(store.get(buyPointsBlockAtom).state).toBe('hasData'));
    const lookups = api.sent().length;
    expect(lookups).toBe(2);

    store.set(buyPointsBlockRead.reload());

    await eventually(() => expect(api.sent().length).toBe(lookups * 2));
    expect(store.get(buyPointsBlockAtom).state).toBe('hasData');
  });
});
