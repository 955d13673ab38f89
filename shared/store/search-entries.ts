import { isCount, isRecord, text } from '../domain/json-guards';
import type { SearchCriteria } from '../domain/booking/search-criteria';
import { defineEntry } from '../storage/entry';

/**
 * `stay:booking-search` (session): the visitor's last search as a deep-link query string (booking
 * spec §2). Stored in the link's own format, so it is read back with the same validation and date
 * correction as a link arriving from outside (spec §5): a search stored yesterday gets today's
 * dates rules when read, and a tampered value is normalised rather than trusted.
 * Widgets read and write it through the page store (shared/store/search-atoms.ts); pages read it
 * back with `resolveSearch` (shared/domain/booking/deep-link.ts).
 */
export const bookingSearchEntry = defineEntry({
  key: 'booking-search',
  area: 'session',
  parse: (raw: unknown) => (typeof raw === 'string' ? raw : undefined),
});

/** The search the visitor made (`SearchCriteria`, booking spec §3): the fields read so far. */
export type BookingSearchCriteria = Partial<Pick<SearchCriteria, 'hotelCode' | 'startDate' | 'endDate' | 'minLengthOfStay' | 'ssid'>>;

function parseSearchCriteria(raw: unknown): BookingSearchCriteria | undefined {
  if (!isRecord(raw)) return undefined;
  return {
    hotelCode: text(raw, 'hotelCode'),
    startDate: text(raw, 'startDate'),
    endDate: text(raw, 'endDate'),
    minLengthOfStay: isCount(raw.minLengthOfStay) ? raw.minLengthOfStay : undefined,
    ssid: text(raw, 'ssid'),
  };
}

/**
 * `stay:booking-search-criteria` (session): the visitor's current search, written by the booking
 * search and read by every booking page. Cleared by the dialog's "redirect home" action.
 */
export const bookingSearchCriteriaEntry = defineEntry({ key: 'booking-search-criteria', area: 'session', parse: parseSearchCriteria });
