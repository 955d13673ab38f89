// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import { fetchCurrencyOptions, fetchExchangeRates, fetchTreasuryRates, parseExchangeRates } from './currency-service';

const { client } = sandboxApi();

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
