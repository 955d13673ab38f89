import type { CartAddon } from '../cart-item';
import type { Addon } from './addon';
import { addonLine } from './addon-line';
import { addonControl, isAddonSelected, type AddonSelection } from './addon-selection';
import { normaliseFlightNumber } from './airport-transfer';

/** The cart line of a selection (the cart's `CartAddon`, issue 15 contract), line price and tax rounded once, or undefined when nothing is selected (unselected add-ons are pruned, booking spec §4). */
export function cartAddonOf(addon: Addon, selection: AddonSelection, nights: number, currencyCode: string): CartAddon | undefined {
  if (!isAddonSelected(addon, selection)) return undefined;
  const guests = addonControl(addon) === 'guests';
  const transfer = addon.addonDisplayType === 'AIRPORT_TRANSFER';
  return {
    serviceInventoryCode: addon.serviceInventoryCode,
    category: addon.category,
    title: addon.title,
    addonDisplayType: addon.addonDisplayType,
    servicePricingType: addon.servicePricingType,
    numberOfAdult: guests ? selection.numberOfAdult : 0,
    numberOfChildren: guests ? selection.numberOfChildren : 0,
    quantity: guests ? 0 : selection.quantity,
    numberOfNight: nights,
    ...(transfer
      ? { flightNo: normaliseFlightNumber(selection.flightNo), arrivalTime: selection.arrivalTime.trim(), transferType: addon.transferType }
      : {}),
    ...addonLine(addon, selection, nights, currencyCode),
  };
}

/** The selection a saved cart line stands for: what the form shows when the visitor comes back. */
export function selectionOfCartAddon(
  line: Pick<CartAddon, 'numberOfAdult' | 'numberOfChildren' | 'quantity' | 'flightNo' | 'arrivalTime'>,
): AddonSelection {
  return {
    numberOfAdult: line.numberOfAdult,
    numberOfChildren: line.numberOfChildren,
    quantity: line.quantity,
    flightNo: line.flightNo ?? '',
    arrivalTime: line.arrivalTime ?? '',
  };
}
