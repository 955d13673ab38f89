import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { BookingSearch } from './BookingSearch';

/** The search is prefilled from the page's deep link or the stored search (README), not from attributes. */
export const bookingSearchSchema = {
  /** Level of the calendar's month titles: one below the heading the search sits under. */
  headingLevel: attr.integer({ defaultValue: 3, min: 2, max: 6 }),
};

defineWidget('stay-booking-search', BookingSearch, bookingSearchSchema);
