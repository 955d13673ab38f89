import type { Addon } from '../../shared/domain/booking/addons/addon';
import { addonCategories, type AddonCategory } from '../../shared/domain/booking/addons/addon-categories';
import { defaultAddonSelection, isAddonSelected, type AddonSelection } from '../../shared/domain/booking/addons/addon-selection';
import { airportTransferErrors, type TransferFieldError } from '../../shared/domain/booking/addons/airport-transfer';
import { cartAddonOf, selectionOfCartAddon } from '../../shared/domain/booking/addons/cart-addon';
import type { CartAddon } from '../../shared/domain/booking/cart-item';
import type { ApartmentGuests } from '../../shared/domain/booking/addons/addon-limits';
import { syncAddonsWithBooking } from '../../shared/domain/booking/modify/addon-sync';
import type { BookedAddon } from '../../shared/domain/booking/modify/modify-record';

/** One apartment of the cart as the add-ons see it (issue 15 contract "Cart item"). */
export interface AddonApartment {
  itemId: string;
  apartmentNumber: number;
  roomTypeName: string;
  nights: number;
  /** Booking spec §5: the guests at start bound the counts. */
  guests: ApartmentGuests;
  currencyCode: string;
  /** The add-ons in the cart for this apartment. */
  savedAddons: readonly CartAddon[];
  /** Issue 18 modify flow: the add-ons of the reservation being changed (its record); none otherwise. */
  bookedAddons?: readonly BookedAddon[] | undefined;
  /** Issue 18: a reservation is being modified (its starting counts apply when an add-on is chosen, `modifyChoice`). */
  modifying?: boolean | undefined;
  /** The nights of the stay as booked (a per-night booked line's units are quantity x these nights). */
  bookedNights?: number | undefined;
}

/** The visitor's choices for an apartment, by service inventory code, before they are saved. */
export type AddonDraft = Readonly<Record<string, AddonSelection>>;

/**
 * The draft a visitor starts from: what the cart holds, the defaults for the rest. While a
 * reservation is modified and the modify cart has no add-ons yet for the apartment, the booking's
 * add-ons are synced in (booking spec §4 "Add-on selection": matched selected, flight data carried
 * over); add-ons the booking does not have start unselected (decision: preselecting the modify
 * starting counts would book every add-on of the property at once; they apply when the guest
 * chooses one, `modifyChoice`).
 */
export function initialDraft(
  addons: readonly Addon[],
  saved: readonly CartAddon[],
  booked: readonly BookedAddon[] = [],
  bookedNights = 1,
): AddonDraft {
  const draft: Record<string, AddonSelection> = {};
  if (saved.length === 0 && booked.length > 0) {
    const { selections } = syncAddonsWithBooking(addons, booked, bookedNights);
    for (const addon of addons) draft[addon.serviceInventoryCode] = selections[addon.serviceInventoryCode] ?? defaultAddonSelection(addon);
    return draft;
  }
  for (const addon of addons) {
    const line = saved.find((entry) => entry.serviceInventoryCode === addon.serviceInventoryCode);
    draft[addon.serviceInventoryCode] = line ? selectionOfCartAddon(line) : defaultAddonSelection(addon);
  }
  return draft;
}

export function selectionIn(draft: AddonDraft, addon: Addon): AddonSelection {
  return draft[addon.serviceInventoryCode] ?? defaultAddonSelection(addon);
}

/** The categories the apartment shows: the flat answer normalised (booking spec §4). */
export function apartmentCategories(addons: readonly Addon[], apartment: AddonApartment): AddonCategory[] {
  return addonCategories(addons, apartment.apartmentNumber);
}

/** The transfer errors of every chosen airport transfer, by add-on code. */
export function draftTransferErrors(
  categories: readonly AddonCategory[],
  draft: AddonDraft,
): Record<string, Partial<Record<'flightNo' | 'arrivalTime', TransferFieldError>>> {
  const errors: Record<string, Partial<Record<'flightNo' | 'arrivalTime', TransferFieldError>>> = {};
  for (const addon of categories.flatMap((category) => category.addons)) {
    const selection = selectionIn(draft, addon);
    if (addon.addonDisplayType !== 'AIRPORT_TRANSFER' || !isAddonSelected(addon, selection)) continue;
    const found = airportTransferErrors(selection);
    if (Object.keys(found).length > 0) errors[addon.serviceInventoryCode] = found;
  }
  return errors;
}

/** The cart lines of the draft: selected add-ons only (unselected ones are pruned, booking spec §4). */
export function draftLines(categories: readonly AddonCategory[], draft: AddonDraft, apartment: AddonApartment): CartAddon[] {
  return categories
    .flatMap((category) => category.addons)
    .flatMap((addon) => cartAddonOf(addon, selectionIn(draft, addon), apartment.nights, apartment.currencyCode) ?? []);
}
