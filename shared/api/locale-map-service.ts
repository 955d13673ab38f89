import { parseLocaleMap, type LocaleMap } from '../domain/content/locale-map';
import { LOCALE_MAP_LIFETIME_MS } from './cache-lifetimes';
import type { ApiClient, ApiResult } from './types';

/** Content spec §7 GET /api/configurations/locale-map (service host), kept 30 minutes (§9: 1,800,000 ms). */
export function fetchLocaleMap(client: ApiClient): Promise<ApiResult<LocaleMap>> {
  return client.get('/api/configurations/locale-map', { parse: parseLocaleMap, cacheFor: LOCALE_MAP_LIFETIME_MS });
}
