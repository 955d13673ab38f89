import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { Cart } from './Cart';

export const cartSchema = {
  /** `full`: the cart page (one card per apartment, remove with undo, totals); `summary`: the rates page's side panel (items, totals, a link to the cart page). */
  variant: attr.oneOf(['full', 'summary'] as const, 'full'),
  /** The cart page, linked from the summary ("Review your stay"). */
  cartUrl: attr.url(''),
  /** The rates page, linked from an empty or expired cart. */
  ratesUrl: attr.url(''),
  /** The next step of the journey (guest details), linked under the totals of the full cart. */
  nextUrl: attr.url(''),
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
};

/**
 * The cart (booking spec §3 "Cart item", §4 "Guest cart", issue 15 item 3): each apartment with its dates, guests, rate, price, tax and add-ons, removable with undo; the totals in the cart currency and their equivalent in the display currency; an expired or empty cart with a way back to the rates. Reads and writes only through the cart store, so it shows what every other element and tab shows.
 */
defineWidget('stay-cart', Cart, cartSchema);
