import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { BookingSearch } from './BookingSearch';

/** The search is prefilled from the page's deep link or the stored search (README), not from attributes. */
export const bookingSearchSchema = {
  /** Level of the calendar's month titles (`<h2>`–`<h6>`): one below the heading the search sits under. */
  headingLevel: attr.integer({ defaultValue: 3, min: 2, max: 6 }),
};

/**
 * The booking search (booking spec §1–§5, §7, §8): destination, dates on an availability calendar, rooms and guests and a discount code, prefilled from the page's deep link or the stored search.
 */
defineWidget('stay-booking-search', BookingSearch, bookingSearchSchema);
