import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { ReservationConfirmation } from './ReservationConfirmation';

export const reservationConfirmationSchema = {
  /** The home page (language root), offered when no reservation can be shown. */
  homePath: sitePathAttribute('/'),
  /** The reservation lookup page, offered when no reservation can be shown (booking spec §2). */
  lookupPath: sitePathAttribute('/booking/property-listing/search-for-reservation'),
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
};

/**
 * The reservation confirmation (booking spec §2, §3 "Reservation"; issue 16 item 2): the reservations of the page's `?confirmNo=A,B` (statusReservation), each with its confirmation number, stay, guest, apartment and rate, add-ons, paid and due amounts and cancellation policy; print (the service's printable confirmation, sanitised, or the page's print view) and share with a friend by e-mail. Sends the confirmation analytics step and GA4 `purchase` once per transaction.
 */
defineWidget('stay-reservation-confirmation', ReservationConfirmation, reservationConfirmationSchema);
