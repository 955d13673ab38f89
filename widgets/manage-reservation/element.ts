import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { ManageReservation } from './ManageReservation';

export const manageReservationSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** The select-apartment-and-rates page the "Change dates or add-ons" action opens with the stay as a deep link. */
  ratesPath: sitePathAttribute('/booking/select-apartment-and-rates'),
};

/**
 * Reservation lookup and manage (booking spec §2 "reservation lookup", "manage reservation"; issue 18 items 1, 2): the lookup form (confirmation number and e-mail; E91, E118, E164 in words) until a reservation is open, then its status, stay, guests, add-ons, paid and due, cancellation policy and the actions its status offers: change dates or add-ons, cancel (policy, penalty and what returns shown first), check in online (`<stay-check-in>` in place), print, share, resend the confirmation, e-mail invoices after departure.
 */
defineWidget('stay-manage-reservation', ManageReservation, manageReservationSchema);
