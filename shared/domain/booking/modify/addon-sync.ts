import { isPricedPerNight, type Addon } from '../addons/addon';
import { withAddonCount, type AddonCount, type ApartmentGuests } from '../addons/addon-limits';
import { addonControl, defaultAddonSelection, isAddonSelected, type AddonSelection } from '../addons/addon-selection';
import type { BookedAddon } from './modify-record';

/**
 * Booking spec §4 "Add-on selection": "selections sync with an existing booking (matched add-ons
 * marked selected, flight data carried over, unmatched returned)". An add-on of the booking
 * matches an offered add-on by its service inventory code; a matched one takes the booking's
 * counts (so it shows selected) and its flight number and arrival time. The booking's add-ons the
 * property no longer offers for the new stay are returned, so the page can say they will be
 * dropped (decision: they are not silently kept or lost). `bookedNights`: the nights of the stay as
 * booked, to read a per-night line's units back as its quantity.
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

/**
 * The count a booked line stands for: per-person add-ons by their persons; a per-night one by its
 * units over the booked nights (§3 AddonQty is quantity x nights); others by their units. A booked
 * line is selected: at least 1 (booking spec §4 "matched add-ons marked selected").
 */
function bookedQuantity(addon: Addon, line: BookedAddon, bookedNights: number): number {
  if (addonControl(addon) === 'guests') return 0;
  const units = isPricedPerNight(addon.servicePricingType) ? Math.round(line.quantity / Math.max(1, bookedNights)) : line.quantity;
  return Math.max(1, units);
}

export function syncAddonsWithBooking(offered: readonly Addon[], booked: readonly BookedAddon[], bookedNights = 1): AddonSync {
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
      quantity: bookedQuantity(addon, line, bookedNights),
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
