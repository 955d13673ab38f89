import type { Addon, TransferType } from './addon';
import { addonLine } from './addon-line';
import { addonControl, isAddonSelected, type AddonSelection } from './addon-selection';
import { normaliseFlightNumber } from './airport-transfer';

/**
 * A selected add-on as the cart keeps it: the fields of the cart's `CartAddon` (issue 15
 * contract, `shared/domain/booking/cart-item.ts`), with the line price and tax rounded once.
 */
export interface AddonCartLine {
  serviceInventoryCode: string;
  category: string;
  title: string;
  addonDisplayType: string;
  servicePricingType: string;
  numberOfAdult: number;
  numberOfChildren: number;
  quantity: number;
  numberOfNight: number;
  flightNo?: string | undefined;
  arrivalTime?: string | undefined;
  transferType?: TransferType | undefined;
  priceWithoutTax: number;
  tax: number;
}

/** The cart line of a selection, or undefined when nothing is selected (unselected add-ons are pruned, booking spec §4). */
export function cartAddonOf(addon: Addon, selection: AddonSelection, nights: number, currencyCode: string): AddonCartLine | undefined {
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
  line: Pick<AddonCartLine, 'numberOfAdult' | 'numberOfChildren' | 'quantity' | 'flightNo' | 'arrivalTime'>,
): AddonSelection {
  return {
    numberOfAdult: line.numberOfAdult,
    numberOfChildren: line.numberOfChildren,
    quantity: line.quantity,
    flightNo: line.flightNo ?? '',
    arrivalTime: line.arrivalTime ?? '',
  };
}
