import type { Language } from '../domain/languages';
import { CONFIGURATION_LIFETIME_MS } from './cache-lifetimes';
import { count, isRecord } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/**
 * The child-age limit of a property code, city name or country code (booking spec §3 and §7:
 * "looked up per city or per property"). Its own module: the booking search needs only this of the
 * booking-service reads, and the home page carries the search (DESIGN.md §7 budgets).
 */
export function fetchChildAgeLimit(client: ApiClient, language: Language, code: string): Promise<ApiResult<number>> {
  return client.content(`booking/child-age-of-limit/${encodeURIComponent(language)}/${encodeURIComponent(code)}.json`, {
    cacheFor: CONFIGURATION_LIFETIME_MS,
    parse: (raw) => {
      const limit = isRecord(raw) ? count(raw, 'childAgeLimit') : undefined;
      return limit !== undefined && Number.isInteger(limit) && limit > 0 ? limit : undefined;
    },
  });
}
