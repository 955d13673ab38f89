import type { Addon } from '../addons/addon';
import { defaultAddonSelection, type AddonSelection } from '../addons/addon-selection';
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
      selections[addon.serviceInventoryCode] = modifyStartingSelection(addon);
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
