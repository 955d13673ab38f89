import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { ReservationList } from './ReservationList';

export const reservationListSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** The manage-reservation page each reservation links to (booking spec §2 reservation lookup). */
  managePath: sitePathAttribute('/booking/property-listing/search-for-reservation'),
};

/**
 * A member's reservations (issue 18 item 4; booking spec §2 "reservation list", §7 getreservationsbyresid; loyalty spec §7): upcoming, past and cancelled, from webcheckin/getreservationsbyresid (the member's ids) and the content service's reservations by id, each linking to the manage page. Signed out, it offers the login and the lookup.
 */
defineWidget('stay-reservation-list', ReservationList, reservationListSchema);
