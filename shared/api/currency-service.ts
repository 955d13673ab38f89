import { CURRENCY_SELECTOR_LIFETIME_MS, EXCHANGE_RATE_LIFETIME_MS, TREASURY_RATE_LIFETIME_MS } from './cache-lifetimes';
import { count, isRecord, listOf, text } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/** A currency the visitor can pick (content spec §9: the selector list, cached 24 h). */
export interface CurrencyOption {
  code: string;
  name: string;
  symbol: string;
}

/** Rates keyed "USD" + currency code (content spec §9). */
export type ExchangeRateTable = Record<string, number>;

export function parseExchangeRates(raw: unknown): ExchangeRateTable | undefined {
  if (!isRecord(raw) || !isRecord(raw.rates)) return undefined;
  const rates = raw.rates;
  const table = Object.fromEntries(
    Object.keys(rates).flatMap((key) => {
      const rate = count(rates, key);
      return /^USD[A-Z]{3}$/.test(key) && rate !== undefined && rate > 0 ? [[key, rate]] : [];
    }),
  );
  return Object.keys(table).length > 0 ? table : undefined;
}

export function parseCurrencyOptions(raw: unknown): CurrencyOption[] | undefined {
  if (!isRecord(raw)) return undefined;
  const options = listOf(raw.currencies, (entry) => {
    if (!isRecord(entry)) return undefined;
    const code = text(entry, 'code');
    if (!code || !/^[A-Z]{3}$/.test(code)) return undefined;
    return { code, name: text(entry, 'name') ?? code, symbol: text(entry, 'symbol') ?? code };
  });
  return options && options.length > 0 ? options : undefined;
}

/** Exchange rates, fetched once and kept 1 h (content spec §9). */
export function fetchExchangeRates(client: ApiClient): Promise<ApiResult<ExchangeRateTable>> {
  return client.get('/api/currency/exchangerate', { parse: parseExchangeRates, cacheFor: EXCHANGE_RATE_LIFETIME_MS });
}

/** The selector's list (content spec §9: 24 h). It comes with the exchange-rate answer in this backend. */
export function fetchCurrencyOptions(client: ApiClient): Promise<ApiResult<CurrencyOption[]>> {
  return client.get('/api/currency/exchangerate', { parse: parseCurrencyOptions, cacheFor: CURRENCY_SELECTOR_LIFETIME_MS });
}

/**
 * Treasury rates (same shape as exchange rates), kept 23 h (content spec §9; the service's own
 * hint is 6 h). Later booking steps use them for payment and point conversions.
 */
export function fetchTreasuryRates(client: ApiClient): Promise<ApiResult<ExchangeRateTable>> {
  return client.get('/api/currency/treasury-rate', { parse: parseExchangeRates, cacheFor: TREASURY_RATE_LIFETIME_MS });
}
