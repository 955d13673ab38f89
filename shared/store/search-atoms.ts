import { atom } from 'jotai/vanilla';
import { toDeepLink } from '../domain/booking/deep-link-query';
import type { SearchCriteria } from '../domain/booking/search-criteria';
import { removeEntry } from '../storage';
import { atomWithEntry } from './atom-with-entry';
import { bookingSearchCriteriaEntry, bookingSearchEntry, type BookingSearchCriteria } from './search-entries';

/**
 * The visitor's search in the page store (DESIGN.md §4), kept for the booking journey in session
 * storage. Two views of one search:
 * - the whole search as a deep-link query (read back with `resolveSearch`, so stored dates
 *   that have passed are corrected like a link's, booking spec §5), '' when none;
 * - the summary every booking page reads (property, dates, minimum stay, ssid).
 */
export const storedSearchQueryAtom = atomWithEntry<string>(bookingSearchEntry, '');
export const storedSearchSummaryAtom = atomWithEntry<BookingSearchCriteria>(bookingSearchCriteriaEntry, {});

/** Records a search the visitor made (booking spec §3): both views at once. */
export const saveSearchAtom = atom(null, (_get, set, criteria: SearchCriteria) => {
  set(storedSearchQueryAtom, toDeepLink(criteria).toString());
  set(storedSearchSummaryAtom, {
    hotelCode: criteria.hotelCode,
    startDate: criteria.startDate,
    endDate: criteria.endDate,
    minLengthOfStay: criteria.minLengthOfStay,
    ssid: criteria.ssid,
  });
});

/** Forgets the visitor's search, both views (the dialog's "redirect home", content spec §4). */
export const clearSearchAtom = atom(null, () => {
  // Removal is announced, so both atoms read storage again, mounted or not.
  removeEntry(bookingSearchEntry);
  removeEntry(bookingSearchCriteriaEntry);
});
