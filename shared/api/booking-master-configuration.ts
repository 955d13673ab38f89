import { isRecord, text } from '../domain/json-guards';
import { CONFIGURATION_LIFETIME_MS } from './cache-lifetimes';
import type { ApiClient, ApiResult } from './types';

/**
 * Content spec §7 "Booking master configuration: booking/configuration/en.json (first content item
 * stored)": the operator's properties and brands by their English names, whatever the page's
 * language. The widgets read the English brand of each property from it for analytics (GA4
 * `item_brand`, so reports do not split by language: `shared/analytics/english-brands.ts`).
 */
export type EnglishBrandByProperty = Readonly<Record<string, string>>;

export function parseEnglishBrandByProperty(raw: unknown): EnglishBrandByProperty | undefined {
  const first: unknown = Array.isArray(raw) ? raw[0] : undefined;
  if (!isRecord(first) || !Array.isArray(first.properties)) return undefined;
  const brands = new Map(
    (Array.isArray(first.brands) ? first.brands : []).flatMap((brand) => {
      const code = isRecord(brand) ? text(brand, 'code') : undefined;
      const name = isRecord(brand) ? text(brand, 'enName') : undefined;
      return code && name ? [[code, name] as const] : [];
    }),
  );
  return Object.fromEntries(
    first.properties.flatMap((property) => {
      const code = isRecord(property) ? text(property, 'propertyCode') : undefined;
      const brand = isRecord(property) ? brands.get(text(property, 'brandCode') ?? '') : undefined;
      return code && brand ? [[code, brand] as const] : [];
    }),
  );
}

/** Kept a day, as the other configurations (content spec §9 "ODX configuration 86,400,000 ms"). */
export function fetchEnglishBrandByProperty(client: ApiClient): Promise<ApiResult<EnglishBrandByProperty>> {
  return client.content('booking/configuration/en.json', { parse: parseEnglishBrandByProperty, cacheFor: CONFIGURATION_LIFETIME_MS });
}
