import type { CartItem } from '../booking/cart-item';
import type { RedemptionRoom } from './redemption';

/**
 * Whether points can pay a cart apartment (loyalty spec §4 "Points eligibility", booking spec §5
 * "point eligibility"), from what the cart item carries: its identifier, its no-earn flag, and the
 * hold's configuration (booking §3 "Hold level": no-redemption identifiers and
 * `ratePlanSuppressesPointRedemptions`). Same rules as `pointsEligibility` for the rate feed.
 */
export interface RedemptionConfiguration {
  /** No-earn identifiers: NE and NP. */
  noEarnIdentifiers: readonly string[];
  /** No-redemption identifiers: NB and NP. */
  noRedemptionIdentifiers: readonly string[];
  /** Groups `propertyCode,ratePlanCode[,…]` split by `;` then `,`. */
  ratePlanSuppressesPointRedemptions: string;
}

export type RedemptionRefusal = 'identifier' | 'suppressed' | 'not-earning' | undefined;

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Whether `ratePlanSuppressesPointRedemptions` names the rate: groups `propertyCode,ratePlanCode[,…]`
 * split by `;` then `,` (booking §5). The rule of points-estimate.ts `isSuppressedByConfiguration`,
 * written again so the checkout's on-demand chunk does not share that module with the rates page
 * (the split would cost its budget); redemption-earn.test.ts checks the two agree.
 */
export function isSuppressedForRedemption(hotelCode: string, ratePlanCode: string, configuration: string): boolean {
  return configuration.split(';').some((group) => {
    const [propertyCode = '', ...codes] = group.split(',');
    return sameCode(propertyCode, hotelCode) && codes.some((code) => code.trim() !== '' && sameCode(code, ratePlanCode));
  });
}

const listed = (identifier: string, identifiers: readonly string[]) =>
  identifier.trim() !== '' && identifiers.some((code) => code.trim().toUpperCase() === identifier.trim().toUpperCase());

/**
 * Why points cannot pay this apartment, or undefined when they can. `not-earning`: the cart says
 * the rate earns nothing although no no-earn identifier says so, i.e. a leasing rate or one
 * earning zero points: ineligible for both (loyalty §4). An NE rate earns nothing by its
 * identifier but may still redeem (only NB and NP take redemption away).
 */
export function redemptionRefusal(item: CartItem, configuration: RedemptionConfiguration): RedemptionRefusal {
  const identifier = item.ratePlanIdentifier;
  if (item.isNonRedeemable || listed(identifier, configuration.noRedemptionIdentifiers)) return 'identifier';
  if (isSuppressedForRedemption(item.hotelCode, item.roomRate.ratePlanCode, configuration.ratePlanSuppressesPointRedemptions)) {
    return 'suppressed';
  }
  if (item.ratePlanNotEarnPoints && !listed(identifier, configuration.noEarnIdentifiers)) return 'not-earning';
  return undefined;
}

/** A cart apartment as `splitRedemption` reads it; add-ons at their price with tax. */
export function redemptionRoomOf(item: CartItem, configuration: RedemptionConfiguration): RedemptionRoom {
  return {
    shoppingCartItemId: item.shoppingCartItemId,
    hotelCode: item.hotelCode,
    roomTypeCode: item.roomRate.roomTypeCode,
    ratePlanCode: item.roomRate.ratePlanCode,
    charge: item.price,
    tax: item.tax,
    addonTotal: item.addons.reduce((sum, addon) => sum + addon.priceWithoutTax + addon.tax, 0),
    addonCount: item.addons.length,
    redeems: redemptionRefusal(item, configuration) === undefined,
  };
}
