import type { BenefitsConfiguration } from '../../shared/api/benefits-service';

/**
 * What the membership banner shows of the benefits configuration (content spec §2, §3, §5):
 * the first 4 benefits of the `classic` tier, the buy-point link and the terms when present.
 * Everything here came from the backend: labels and terms are plain text; URLs were checked safe by the response parser.
 */
export const MAX_BENEFIT_CARDS = 4;
const SHOWN_TIER = 'classic';

export interface BenefitCard {
  label: string;
  /** Undefined when the configured icon is missing or not a safe URL: the card shows its label only. */
  icon: string | undefined;
}

export interface MembershipBenefits {
  cards: BenefitCard[];
  buyPointUrl: string | undefined;
  termCondition: string | undefined;
}

export function membershipBenefits(configuration: BenefitsConfiguration): MembershipBenefits {
  const tier = configuration.tiers.find((candidate) => candidate.tierName.trim().toLowerCase() === SHOWN_TIER);
  const cards = (tier?.benefits ?? [])
    // A benefit without a label has nothing to show; it does not take one of the 4 places.
    .filter((benefit) => benefit.label.trim())
    .slice(0, MAX_BENEFIT_CARDS)
    .map((benefit) => ({ label: benefit.label.trim(), icon: benefit.icon || undefined }));
  return {
    cards,
    // Addresses are checked once, by the response parser (shared/api/url-field.ts).
    buyPointUrl: configuration.buyPointUrl,
    termCondition: configuration.termCondition?.trim() || undefined,
  };
}
