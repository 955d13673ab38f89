import { atomWithEntry } from '../storage';
import { bookingSearchCriteriaEntry, type BookingSearchCriteria } from '../storage/booking-session-entries';

/**
 * The visitor's search in the page store (DESIGN.md §4), kept for the booking journey in session
 * storage: the fields every booking page reads (property, dates, minimum stay, ssid).
 */
export const storedSearchSummaryAtom = atomWithEntry<BookingSearchCriteria>(bookingSearchCriteriaEntry, {});
