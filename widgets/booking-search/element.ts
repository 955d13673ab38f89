import { defineWidget } from '../../shared/element/define-widget';
import { BookingSearch } from './BookingSearch';

/** No attributes: the search is prefilled from the page's deep link or the stored search (README). */
defineWidget('stay-booking-search', BookingSearch, {});
