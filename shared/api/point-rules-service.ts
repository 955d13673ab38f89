import { isRecord, text, texts } from '../domain/json-guards';
import type { Language } from '../domain/languages';
import { CONFIGURATION_LIFETIME_MS } from './cache-lifetimes';
import { fetchBookingConfiguration } from './content-service';
import type { ApiClient, ApiResult } from './types';

/*
 * The booking configuration's point rules (content spec §3 "Configuration"): the rates page reads
 * them for the earn estimate, the checkout for the points section and the hold (booking §3 "Hold
 * level"). A module of its own, in the cart group's chunk (vite.config.ts), so the checkout needs
 * none of the estimate's code.
 */

/** The booking configuration's point rules (content spec §3 "Configuration", booking §3 "Hold level"). */
export interface PointRules {
  identifiersNoEarn: string[];
  identifiersNoRedemption: string[];
  /** `ratePlanSuppressesPointRedemptions`: groups split by `;` then `,` (points-estimate.ts). */
  suppressRedemption: string;
}

const union = (...lists: (string[] | undefined)[]) => [...new Set(lists.flatMap((list) => list ?? []))];

/**
 * Identifiers for no-earn, no-redemption and both (content §3); the "both" list counts for each.
 * Without any list, the spec's NE, NB and NP (booking §5) apply.
 */
export function parsePointRules(raw: unknown): PointRules | undefined {
  if (!isRecord(raw)) return undefined;
  const both = texts(raw, 'noEarnNoRedemptionIdentifiers');
  const noEarn = texts(raw, 'noEarnIdentifiers');
  const noRedemption = texts(raw, 'noRedemptionIdentifiers');
  return {
    identifiersNoEarn: noEarn || both ? union(noEarn, both) : ['NE', 'NP'],
    identifiersNoRedemption: noRedemption || both ? union(noRedemption, both) : ['NB', 'NP'],
    suppressRedemption: text(raw, 'ratePlanSuppressesPointRedemptions') ?? '',
  };
}

/**
 * The point rules of the booking configuration. `fetchBookingConfiguration` reads it first: it
 * owns the staff-code cookie (booking §6), which only a network answer can fill, so the points
 * read must not be the one that puts the answer in the cache. The second read of the same address
 * is then served from the client's cache or its 5 s window: one request for both.
 */
export async function fetchPointRules(client: ApiClient, language: Language): Promise<ApiResult<PointRules>> {
  const configuration = await fetchBookingConfiguration(client, language);
  if (!configuration.ok) return configuration;
  return client.content('masterdata/booking/config.json', {
    query: { lang: language },
    parse: parsePointRules,
    cacheFor: CONFIGURATION_LIFETIME_MS,
  });
}
