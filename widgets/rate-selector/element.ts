import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { RateSelector } from './RateSelector';

export const rateSelectorSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** The cart page linked once every apartment is chosen (empty: `/{language}/booking/cart/`); anything off this site warns and uses the default. */
  cartUrl: sitePathAttribute(''),
};

/**
 * Select apartment and rates (booking spec §2; issue 15 item 1): the apartments of the visitor's
 * search of one property (deep link or stored search) with their rate package tabs, filters kept
 * in the address, and "Select" adding an apartment to the cart.
 */
defineWidget('stay-rate-selector', RateSelector, rateSelectorSchema);
