import { isRecord } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/** Loyalty spec §3: the account preference; `currency` is absent when the member has none. */
export interface AccountPreference {
  currency?: string;
}

/** Validates the account-preference answer: `{ currency: 'JPY' }`, or no currency (null, empty, absent). */
export function parseAccountPreference(raw: unknown): AccountPreference | undefined {
  if (!isRecord(raw)) return undefined;
  const currency = raw.currency;
  if (currency === undefined || currency === null || currency === '') return {};
  return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency.trim()) ? { currency: currency.trim() } : undefined;
}

/**
 * The signed-in member's account preference (loyalty spec §7: only when logged in; the client
 * adds the Authorization header). Never cached: the answer belongs to one member.
 */
export function fetchAccountPreference(client: ApiClient): Promise<ApiResult<AccountPreference>> {
  return client.get('/api/loyalty/account-preference', { parse: parseAccountPreference });
}
