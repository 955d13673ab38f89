import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { Checkout } from './Checkout';

export const checkoutSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** The select-apartment-and-rates page, linked from an empty or expired cart. */
  ratesUrl: attr.url(''),
  /** The cart page, linked from the guest details to change the stay. */
  cartUrl: attr.url(''),
  /** The reservation confirmation page, opened after the commit (summary and payment). */
  confirmationUrl: attr.url(''),
};

/**
 * The checkout (booking spec §2 guest details and summary/payment, §4 booking flow; issue 16 item 1): step 1 the guest details of each apartment in the cart, step 2 summary and payment. The step comes from the address's `step` (raised by one after a login redirect, capped at 2) and the session flag `stay:checkout-to-summary`.
 *
 * @slot - An introduction, shown above the steps as authored.
 *
 * "Log in" (offered; asked for a member rate) sends `stay:login-request` through the login modal.
 */
defineWidget('stay-checkout', Checkout, checkoutSchema, { content: (nodes) => ({ nodes }) });
