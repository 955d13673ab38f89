import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { CheckIn } from './CheckIn';

export const checkInSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
};

/**
 * Web check-in (loyalty spec §3 "Web check-in", §7 "Web check-in and reservation"; issue 18): the stay named by confirmation number and last name (or the reservation opened on the page), property info, reservation and charges, the registration the property asks, go-green, points and vouchers for members, the saved checked-in state, and check-out with the bill.
 */
defineWidget('stay-check-in', CheckIn, checkInSchema);
