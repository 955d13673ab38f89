/**
 * What a room rate says about itself on the select-apartment-and-rates page (booking spec §5
 * "discount display, isOpg, cancel-penalty flag"; §4 templates that require login; §3 Room rate).
 */
export interface RatePolicy {
  code: string;
  value: string;
}

/** Booking spec §5: a rate is isOpg (paid in full online at booking) when its guarantee policy says prepaid all. */
export function isOpg(policies: readonly RatePolicy[]): boolean {
  return policies.some((policy) => policy.code === 'Guarantee' && policy.value === 'PREPAID_ALL');
}

/** Booking spec §5: a rate is flagged when its CancelPenalty policy code is in the stored cancel-policy code list. */
export function hasCancelPenalty(policies: readonly RatePolicy[], cancelPolicyCodes: readonly string[]): boolean {
  return policies.some((policy) => policy.code === 'CancelPenalty' && cancelPolicyCodes.includes(policy.value));
}

/** Booking spec §4: templates AOA and MOBI require login. */
export function templatesRequireLogin(templates: readonly string[]): boolean {
  return templates.some((template) => template === 'AOA' || template === 'MOBI');
}

/**
 * Urgency from `numberOfUnits` (issue 15: "few left"). The spec gives no threshold; ours is 3 (README):
 * "Only N left" shows for 1 to 3 units, never for 0 (a rate without units is not offered) nor for more.
 */
export const FEW_UNITS_LEFT = 3;

export function unitsLeftToShow(numberOfUnits: number): number | undefined {
  return numberOfUnits >= 1 && numberOfUnits <= FEW_UNITS_LEFT ? numberOfUnits : undefined;
}

/** One apartment's stay before tax from its nightly breakdown (booking spec §3: rateBreakDown, one apartment per night). */
export function oneApartmentStay(rateBreakDown: readonly { price: number }[]): number {
  return rateBreakDown.reduce((total, night) => total + night.price, 0);
}
