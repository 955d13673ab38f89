import { defineEntry } from './entry';

/**
 * `stay:booking-search` (session): the visitor's last search as a deep-link query string (booking
 * spec §2). Stored in the link's own format, so it is read back with the same validation and date
 * correction as a link arriving from outside (spec §5): a search stored yesterday gets today's
 * dates rules when read, and a tampered value is normalised rather than trusted.
 * Widgets read and write it through the page store (shared/store/search-atoms.ts); pages read it
 * back with `resolveSearch` (shared/domain/deep-link.ts).
 */
export const bookingSearchEntry = defineEntry({
  key: 'booking-search',
  area: 'session',
  parse: (raw: unknown) => (typeof raw === 'string' ? raw : undefined),
});

