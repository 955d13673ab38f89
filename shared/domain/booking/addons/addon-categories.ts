import type { Addon } from './addon';

/** An add-on category (booking spec §3 "Add-on category"): the add-ons of one category for one apartment. */
export interface AddonCategory {
  categoryKey: string;
  name: string;
  addons: Addon[];
}

/** Booking spec §4: an airport-transfer add-on without a title is dropped. */
function isShown(addon: Addon): boolean {
  return addon.available && !(addon.addonDisplayType === 'AIRPORT_TRANSFER' && addon.title.trim() === '');
}

/**
 * Booking spec §4 "Add-on selection": the flat answer normalised into categories sorted by
 * category name, for one apartment. Add-ons keep the answer's order within a category; a category
 * is keyed by `categoryKey` (its name when the key is blank), so two spellings of a name never
 * split it.
 */
export function addonCategories(addons: readonly Addon[], apartmentNumber: number): AddonCategory[] {
  const byKey = new Map<string, AddonCategory>();
  for (const addon of addons) {
    if (addon.apartmentNumber !== apartmentNumber || !isShown(addon)) continue;
    const key = addon.categoryKey.trim() || addon.category.trim();
    const category = byKey.get(key) ?? { categoryKey: key, name: addon.category.trim() || key, addons: [] };
    category.addons.push(addon);
    byKey.set(key, category);
  }
  return [...byKey.values()].sort((a, b) => compareNames(a.name, b.name));
}

/** Code-unit order: the same in every browser and test, whatever the visitor's locale. */
function compareNames(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}
