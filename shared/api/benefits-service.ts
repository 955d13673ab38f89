import type { Language } from '../domain/languages';
import { CONFIGURATION_LIFETIME_MS } from './cache-lifetimes';
import { entryWith, segment } from './content-service';
import { isRecord, listOf, text } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';
import { safeUrl } from './url-field';

/*
 * The membership banner's benefits read (content spec §3, §7), apart from the content reads of
 * content-service.ts: only the membership banner needs it, and every page with a booking search
 * or a navigation loads content-service (home page budget, DESIGN.md §7).
 */

/** Content spec §3 "Benefit configuration". */
export interface BenefitsConfiguration {
  /** `icon` is '' when absent or unsafe. */
  tiers: { tierName: string; benefits: { label: string; icon: string }[] }[];
  /** Safe (checked at the boundary) or undefined. */
  buyPointUrl: string | undefined;
  termCondition: string | undefined;
}

export function parseBenefitsConfiguration(raw: unknown): BenefitsConfiguration | undefined {
  if (!isRecord(raw)) return undefined;
  const tiers = listOf(raw.benefitConfig, (tier) => {
    if (!isRecord(tier)) return undefined;
    const tierName = text(tier, 'tierName');
    const benefits = listOf(tier.tierBenefit, (benefit) => {
      const entry = entryWith(['label', 'icon'] as const)(benefit);
      return entry && { label: entry.label, icon: safeUrl(entry, 'icon') ?? '' };
    });
    return tierName && benefits ? { tierName, benefits } : undefined;
  });
  if (!tiers) return undefined;
  return { tiers, buyPointUrl: safeUrl(raw, 'buyPointUrl'), termCondition: text(raw, 'termCondition') || undefined };
}

/** Benefits of a brand in a language (content spec §7: `benefitsconfiguration/{a}/{b}.json`). */
export function fetchBenefitsConfiguration(
  client: ApiClient,
  brand: string,
  language: Language,
): Promise<ApiResult<BenefitsConfiguration>> {
  return client.content(`benefitsconfiguration/${segment(brand)}/${segment(language)}.json`, {
    parse: parseBenefitsConfiguration,
    cacheFor: CONFIGURATION_LIFETIME_MS,
  });
}
