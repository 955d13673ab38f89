import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { Addons } from './Addons';

export const addonsSchema = {
  /** Accessible name of the add-ons region (empty: "Add-ons", translated). */
  label: attr.string(''),
};

/**
 * The add-ons of each apartment in the cart (booking spec §2 "Cart", §3-§5; issue 15 item 4):
 * categories from the add-ons search, counts computed from guests and nights, saved into the cart.
 */
defineWidget('stay-addons', Addons, addonsSchema);
