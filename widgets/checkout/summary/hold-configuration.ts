import { fetchPointRules, type PointRules } from '../../../shared/api/point-rules-service';
import type { HoldConfiguration } from '../../../shared/domain/booking/hold-request';
import type { Language } from '../../../shared/domain/languages';
import { defineServerRead } from '../../../shared/store/server-read';

/**
 * The booking configuration's point rules the hold carries and the points section applies
 * (booking spec §3 "Hold level": no-earn and no-redemption identifiers, the rate plans that
 * suppress point redemptions; loyalty §4 "Points eligibility"), read once per page language.
 */
export const pointRulesRead = defineServerRead({
  read: (language: Language, { client }) => fetchPointRules(client, language),
});

/** Booking spec §5's identifiers and no suppression: what applies while the configuration cannot be read. */
const SPEC_DEFAULTS: PointRules = { identifiersNoEarn: ['NE', 'NP'], identifiersNoRedemption: ['NB', 'NP'], suppressRedemption: '' };

export function holdConfigurationOf(rules: PointRules | undefined): HoldConfiguration {
  const { identifiersNoEarn, identifiersNoRedemption, suppressRedemption } = rules ?? SPEC_DEFAULTS;
  return {
    noEarnIdentifiers: identifiersNoEarn,
    noRedemptionIdentifiers: identifiersNoRedemption,
    ratePlanSuppressesPointRedemptions: suppressRedemption,
    corporateAsrIdentifier: 'ASRC',
  };
}

/** For the hold: the configured rules, or the spec's defaults with a warning when they cannot be read. */
export async function readHoldConfiguration(
  read: () => Promise<{ ok: true; data: PointRules } | { ok: false }>,
): Promise<HoldConfiguration> {
  const answer = await read();
  if (!answer.ok)
    console.warn(
      '[stay-widgets] <stay-checkout>: the booking configuration could not be read; the hold carries the spec’s point identifiers',
    );
  return holdConfigurationOf(answer.ok ? answer.data : undefined);
}
