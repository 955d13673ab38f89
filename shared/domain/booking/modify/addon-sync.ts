import type { Addon } from '../addons/addon';
import { withAddonCount, type AddonCount, type ApartmentGuests } from '../addons/addon-limits';
import { defaultAddonSelection, isAddonSelected, type AddonSelection } from '../addons/addon-selection';
import type { BookedAddon } from './modify-record';

/**
 * Booking spec §4 "Add-on selection": "selections sync with an existing booking (matched add-ons
 * marked selected, flight data carried over, unmatched returned)". An add-on of the booking
 * matches an offered add-on by its service inventory code; a matched one takes the booking's
 * counts (so it shows selected) and its flight number and arrival time. The booking's add-ons the
 * property no longer offers for the new stay are returned, so the page can say they will be
 * dropped (decision: they are not silently kept or lost).
 */
export interface AddonSync {
  /** By service inventory code: the selection each offered add-on starts with. */
  selections: Record<string, AddonSelection>;
  /** The booking's add-ons no offered add-on matches. */
  unmatched: BookedAddon[];
}

/**
 * Starting counts in modify mode (booking spec §4): per-person add-ons at 1 adult (1 child when
 * there is no adult price), per-night add-ons at quantity 1, others at none. The rule itself
 * lives with the add-on selection (`defaultAddonSelection`); this names it in the flow's words.
 */
export function modifyStartingSelection(addon: Addon): AddonSelection {
  return defaultAddonSelection(addon, true);
}

export function syncAddonsWithBooking(offered: readonly Addon[], booked: readonly BookedAddon[]): AddonSync {
  const byCode = new Map(booked.map((line) => [line.serviceInventoryCode, line]));
  const selections: Record<string, AddonSelection> = {};
  const matched = new Set<string>();
  for (const addon of offered) {
    const line = byCode.get(addon.serviceInventoryCode);
    if (!line) {
      // Not preselected (issue 18 decision): the starting counts apply when the guest chooses it (`modifyChoice`).
      selections[addon.serviceInventoryCode] = defaultAddonSelection(addon);
      continue;
    }
    matched.add(line.serviceInventoryCode);
    selections[addon.serviceInventoryCode] = {
      numberOfAdult: line.numberOfAdult,
      numberOfChildren: line.numberOfChildren,
      // A booked per-stay choice or unit add-on is selected: at least 1 (booking spec §4 "selected").
      quantity: line.numberOfAdult + line.numberOfChildren > 0 ? line.quantity : Math.max(1, line.quantity),
      flightNo: line.flightNo ?? '',
      arrivalTime: line.arrivalTime ?? '',
    };
  }
  return { selections, unmatched: booked.filter((line) => !matched.has(line.serviceInventoryCode)) };
}

/**
 * A count the guest changes while modifying (booking spec §4 "In modify-reservation mode per-person
 * add-ons start at 1 adult (1 child if there is no adult price) and per-night add-ons at quantity
 * 1"). Decision (issue 18): the starting counts are where an add-on the booking did not have
 * starts when the guest chooses it, not a preselection (every add-on of the property would be
 * booked at once). A first raise of one step lands on the starting counts: 1 adult or quantity 1,
 * which the stepper gives anyway, and 1 child, not a priceless adult, for an add-on without an
 * adult price (when the apartment has a child to count; else the adult, as when booking). Any
 * other change (a selected add-on, a lowered count, a jump to the maximum) is the plain change.
 */
export function modifyChoice(
  addon: Addon,
  apartments: readonly ApartmentGuests[],
  selection: AddonSelection,
  count: AddonCount,
  wanted: number,
): AddonSelection {
  const plain = withAddonCount(addon, apartments, selection, count, wanted);
  const firstStep = !isAddonSelected(addon, selection) && wanted === selection[count] + 1;
  const start = modifyStartingSelection(addon);
  if (!firstStep || count !== 'numberOfAdult' || start.numberOfChildren === 0) return plain;
  const child = withAddonCount(addon, apartments, selection, 'numberOfChildren', 1);
  return isAddonSelected(addon, child) ? child : plain;
}
