import type { Addon } from './addon';
import type { AddonSelection } from './addon-selection';

/** The guests of one apartment when the add-ons were opened ("at start", booking spec §5). */
export interface ApartmentGuests {
  numberOfAdult: number;
  numberOfChildren: number;
}

export interface CountLimits {
  min: number;
  max: number;
}

export interface AddonLimits {
  numberOfAdult: CountLimits;
  numberOfChildren: CountLimits;
  quantity: CountLimits;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Booking spec §5 "add-on counts": adults from 0 to the maximum (adults plus children at start);
 * children not above their maximum nor the adults' maximum minus the current adults; quantity
 * from 0 to the add-on's maximum. An add-on offered to several apartments adds their maxima up.
 */
export function addonLimits(addon: Addon, apartments: readonly ApartmentGuests[], selection: AddonSelection): AddonLimits {
  const adultMax = sum(apartments.map((guests) => guests.numberOfAdult + guests.numberOfChildren));
  const childMax = sum(apartments.map((guests) => guests.numberOfChildren));
  return {
    numberOfAdult: { min: 0, max: adultMax },
    numberOfChildren: { min: 0, max: Math.max(0, Math.min(childMax, adultMax - selection.numberOfAdult)) },
    quantity: { min: 0, max: Math.max(0, addon.maxQuantity) * apartments.length },
  };
}

export type AddonCount = 'numberOfAdult' | 'numberOfChildren' | 'quantity';

const clamp = (value: number, { min, max }: CountLimits) => Math.min(Math.max(Math.trunc(value), min), max);

/**
 * The selection with one count set to `wanted`, kept within the limits; the children are bounded
 * again after the adults change (their maximum depends on the current adults, booking spec §5).
 */
export function withAddonCount(
  addon: Addon,
  apartments: readonly ApartmentGuests[],
  selection: AddonSelection,
  count: AddonCount,
  wanted: number,
): AddonSelection {
  const changed = { ...selection, [count]: clamp(wanted, addonLimits(addon, apartments, selection)[count]) };
  const children = clamp(changed.numberOfChildren, addonLimits(addon, apartments, changed).numberOfChildren);
  return { ...changed, numberOfChildren: children };
}
