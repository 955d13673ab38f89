// @vitest-environment jsdom
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../demo-pages/sandbox/server';
import { SANDBOX_SUBSCRIPTION_KEY } from '../element/page-config';
import { createApiClient } from './client';
import { fetchCurrencyOptions, fetchExchangeRates, fetchTreasuryRates, parseExchangeRates } from './currency-service';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = await startSandbox(0);
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () =>
  createApiClient({ apiOrigin: origin, contentBase: `${origin}/apis/stay`, subscriptionKey: SANDBOX_SUBSCRIPTION_KEY, language: 'en', getAuthToken: () => undefined });

describe('currency reads against the sandbox', () => {
  it('reads exchange rates keyed USD + currency, the selector list and treasury rates', async () => {
    const rates = await fetchExchangeRates(client());
    expect(rates.ok && rates.data).toMatchObject({ USDSGD: 1.35, USDJPY: 150 });
    const options = await fetchCurrencyOptions(client());
    expect(options.ok && options.data.map((option) => option.code)).toContain('JPY');
    const treasury = await fetchTreasuryRates(client());
    expect(treasury.ok && treasury.data.USDSGD).toBeCloseTo(1.3635, 4);
    const stored = Object.keys(localStorage).find((key) => key.includes('treasury-rate'));
    expect(JSON.parse(localStorage.getItem(stored!)!).storedAt).toBeTypeOf('number');
  });
});

describe('parseExchangeRates', () => {
  it.each([
    { raw: { rates: { USDSGD: 1.35, USDJPY: 150 } }, table: { USDSGD: 1.35, USDJPY: 150 } },
    { raw: { rates: { USDSGD: 1.35, SGDUSD: 0.74, USDXX: 2, USDEUR: -1, USDGBP: 'x' } }, table: { USDSGD: 1.35 } },
    { raw: { rates: {} }, table: undefined },
    { raw: [], table: undefined },
  ])('$raw → $table', ({ raw, table }) => expect(parseExchangeRates(raw)).toEqual(table));
});
