import { fetchBookingBanners } from '../../shared/api/booking-banner-service';
import { fetchPropertyPlaces, fetchPropertyRates, rateSearchRequest, type PropertyPlace } from '../../shared/api/booking-service';
import { fetchChildAgeLimit } from '../../shared/api/child-age-limit-service';
import { fetchPropertyListing, type PropertyListingEntry } from '../../shared/api/content-service';
import { participatingProperties } from '../../shared/api/offer-properties-service';
import type { ApiClient, ApiResult } from '../../shared/api/types';
import { bookingBannerFor, type BookingBanner } from '../../shared/domain/booking/booking-banner';
import { childAgeLimitLookup } from '../../shared/domain/booking/destination-limits';
import { isUnknownDestination } from '../../shared/domain/booking/destination-match';
import type { SearchCriteria } from '../../shared/domain/booking/search-criteria';
import type { Language } from '../../shared/domain/languages';
import { limitToParticipating, offerPathOf } from '../../shared/domain/offers/participating';
import { defineServerRead } from '../../shared/store/server-read';
import { loadPageSearch } from '../../shared/ui/page-search/page-search';
import { comingSoonProperties, openProperties, type OpenProperty } from './listing-rules';

export interface Listing {
  criteria: SearchCriteria;
  open: OpenProperty[];
  comingSoon: PropertyListingEntry[];
  places: Map<string, PropertyPlace>;
  /** The search's booking banner (content spec §7 "bookingbanner"), read beside the rates so it shows with the list, not after it. */
  banner: BookingBanner | undefined;
}

/**
 * What a search lists. `invalid`: the page's link cannot be searched (booking spec §5: no
 * destination, too many children); its configured message is in the page's dialog, which then
 * goes home. `unknown`: no property of the operator lies within the searched destination.
 * (Loading and a failed read are the read's own states.)
 */
export type ListingOutcome =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'unknown'; destination: string }
  | { kind: 'loaded'; listing: Listing };

/** A rate search for a property code the service does not know (booking spec §8 E52): no rates, not a failure. */
const UNKNOWN_PROPERTY = 'E52';

/**
 * Lowest rates for the search. Children at or above the destination's child-age limit search as
 * adults (booking spec §3); the limit defaults to the configured one when it cannot be looked up.
 * Rates come in each property's currency; useDisplayPrice shows them in the display currency.
 */
async function searchRates(client: ApiClient, criteria: SearchCriteria, language: Language) {
  const lookup = childAgeLimitLookup(criteria);
  const limit = lookup ? await fetchChildAgeLimit(client, language, lookup) : undefined;
  const request = { ...rateSearchRequest(criteria, limit?.ok ? limit.data : undefined), currencyCode: undefined };
  return fetchPropertyRates(client, request);
}

/**
 * Booking spec §2 `showAsrParticipatingOnly`: the codes of the offer's participating properties
 * (the link's `offerPath`, content spec §7), or undefined when the search is not limited or the
 * list cannot be read (logged; the search then lists every property: participating.ts says why).
 */
async function participatingCodes(client: ApiClient, criteria: SearchCriteria, offerPath: string | undefined, language: Language) {
  if (!criteria.showAsrParticipatingOnly || !offerPath) return undefined;
  const result = await participatingProperties(client, offerPath, language);
  if (result.ok) return result.data.map((property) => property.propertyCode);
  if (result.error.kind !== 'aborted') console.warn(`[stay-widgets] <stay-property-listing>: ${result.error.message}`);
  return undefined;
}

async function loadListing(
  client: ApiClient,
  criteria: SearchCriteria,
  language: Language,
  offerPath: string | undefined,
): Promise<ApiResult<ListingOutcome>> {
  const [all, rates, banners, participating] = await Promise.all([
    fetchPropertyListing(client, language),
    searchRates(client, criteria, language),
    fetchBookingBanners(client, language),
    participatingCodes(client, criteria, offerPath, language),
  ]);
  // Content spec §8: a failed content read is swallowed: no banner, and the cause is logged.
  if (!banners.ok && banners.error.kind !== 'aborted')
    console.warn(`[stay-widgets] <stay-property-listing>: the booking banner failed: ${banners.error.message}`);
  if (!all.ok) return all;
  const entries = { ...all, data: limitToParticipating(all.data, criteria.showAsrParticipatingOnly, participating) };
  if (!rates.ok && rates.error.code !== UNKNOWN_PROPERTY) return rates;
  const found = rates.ok ? rates.data : [];
  if (isUnknownDestination(entries.data, criteria, found.length))
    return { ok: true, data: { kind: 'unknown', destination: criteria.destination ?? criteria.hotelCode ?? '' } };
  const open = openProperties(entries.data, criteria, found);
  const comingSoon = comingSoonProperties(entries.data, criteria);
  // Distances are a nicety: without them the list still shows.
  const places = await fetchPropertyPlaces(
    client,
    language,
    open.map((property) => property.entry.propertyCode),
  );
  const placeByCode = new Map(places.ok ? places.data.map((place) => [place.propertyCode, place]) : []);
  const banner = bookingBannerFor(banners.ok ? banners.data : [], criteria);
  return { ok: true, data: { kind: 'loaded', listing: { criteria, open, comingSoon, places: placeByCode, banner } } };
}

export interface ListingRequest {
  language: Language;
  /** The page's query string (a deep link) and the stored search: the page's search comes from them. */
  pageQuery: string;
  storedQuery: string;
}

/** The page's search by the rules every page follows (shared/ui/page-search), then its properties. */
export const listingRead = defineServerRead({
  read: async ({ language, pageQuery, storedQuery }: ListingRequest, { client }): Promise<ApiResult<ListingOutcome>> => {
    const { source } = await loadPageSearch(client, language, pageQuery, storedQuery);
    if (source.kind === 'none') return { ok: true, data: { kind: 'none' } };
    if (source.parse.redirectHome) return { ok: true, data: { kind: 'invalid' } };
    return loadListing(client, source.parse.criteria, language, source.kind === 'link' ? offerPathOf(pageQuery) : undefined);
  },
});
