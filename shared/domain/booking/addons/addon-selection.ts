import { isPricedPerNight, isPricedPerPerson, type Addon } from './addon';

/**
 * What the visitor chose for one add-on of one apartment (booking spec §3 "Add-on": quantity,
 * numberOfAdult, numberOfChildren, flightNo, arrivalTime). Counts are typed by the visitor;
 * everything derived from them (units, line price) is computed, never typed.
 */
export interface AddonSelection {
  numberOfAdult: number;
  numberOfChildren: number;
  quantity: number;
  flightNo: string;
  arrivalTime: string;
}

/**
 * How an add-on is chosen: adult and child counts for per-person pricing, a yes/no for the per-stay
 * airport transfer and housekeeping (booking spec §4: "selected directly"), a quantity otherwise.
 */
export type AddonControl = 'guests' | 'choice' | 'quantity';

export function addonControl(addon: Addon): AddonControl {
  if (isPricedPerPerson(addon.servicePricingType)) return 'guests';
  const direct = addon.addonDisplayType === 'AIRPORT_TRANSFER' || addon.addonDisplayType === 'HOUSE_KEEPING';
  return direct && addon.servicePricingType === 'Per stay' ? 'choice' : 'quantity';
}

/**
 * Booking spec §4: a selection is made when a per-person add-on has a positive adult or child
 * count, or any other add-on a positive quantity (a chosen per-stay transfer or housekeeping has
 * quantity 1).
 */
export function isAddonSelected(addon: Addon, selection: AddonSelection): boolean {
  if (addonControl(addon) === 'guests') return selection.numberOfAdult > 0 || selection.numberOfChildren > 0;
  return selection.quantity > 0;
}

/**
 * Booking spec §4: the default counts, which a reset restores (flight number and arrival time
 * cleared). In modify-reservation mode per-person add-ons start at 1 adult (1 child when there is
 * no adult price) and per-night add-ons at quantity 1; otherwise nothing is chosen.
 */
export function defaultAddonSelection(addon: Addon, modifying = false): AddonSelection {
  const none: AddonSelection = { numberOfAdult: 0, numberOfChildren: 0, quantity: 0, flightNo: '', arrivalTime: '' };
  if (!modifying) return none;
  if (addonControl(addon) === 'guests') {
    return addon.defaultPriceForAdult > 0 ? { ...none, numberOfAdult: 1 } : { ...none, numberOfChildren: 1 };
  }
  return isPricedPerNight(addon.servicePricingType) ? { ...none, quantity: 1 } : none;
}

/** A category is selected when any of its add-ons is (booking spec §4). */
export function isCategorySelected(entries: readonly { addon: Addon; selection: AddonSelection }[]): boolean {
  return entries.some(({ addon, selection }) => isAddonSelected(addon, selection));
}
