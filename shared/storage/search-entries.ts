import { parseDeepLink, toDeepLink, type DeepLinkContext, type DeepLinkParse } from '../domain/deep-link';
import type { SearchCriteria } from '../domain/search-criteria';
import { defineEntry, readEntry, writeEntry } from './entry';

/**
 * `stay:booking-search` (session): the visitor's last search as a deep-link query string (booking
 * spec §2). Stored in the link's own format, so it is read back with the same validation and date
 * correction as a link arriving from outside (spec §5): a search stored yesterday gets today's
 * dates rules when read, and a tampered value is normalised rather than trusted.
 */
export const bookingSearchEntry = defineEntry({
  key: 'booking-search',
  area: 'session',
  parse: (raw: unknown) => (typeof raw === 'string' ? raw : undefined),
});

export function writeStoredSearch(criteria: SearchCriteria): void {
  writeEntry(bookingSearchEntry, toDeepLink(criteria).toString());
}

/** The stored search, parsed as a deep link; undefined when nothing (valid) is stored. */
export function readStoredSearch(context: DeepLinkContext): DeepLinkParse | undefined {
  const query = readEntry(bookingSearchEntry);
  return query === undefined ? undefined : parseDeepLink(new URLSearchParams(query), context);
}
