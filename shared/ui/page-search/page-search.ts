import { fetchBookingConfiguration, fetchPropertyByCode, type BookingConfiguration } from '../../api/content-service';
import type { ApiClient } from '../../api/types';
import type { SearchSource } from '../../domain/booking/deep-link';
import { isSearchDeepLink } from '../../domain/booking/deep-link-query';
import { effectiveMinLengthOfStay } from '../../domain/booking/destination-limits';
import { isTimeZoneName, todayIn, type IsoDate } from '../../domain/iso-date';
import { DEFAULT_LIMITS, type OccupancyLimits } from '../../domain/booking/search-criteria';
import type { Language } from '../../domain/languages';

/**
 * The search a page works on, read the same way by every page that reads one (the booking search,
 * the property listing, the rates page, later checkout): the deep-link rules of
 * `shared/domain/booking/deep-link.ts` with the operator's configured limits and the property's today and
 * minimum stay; a link's problems reported once per page with the configured messages.
 */

/**
 * "Today" is the property's (booking spec §5): its time zone comes from the property read. Searches
 * without a property (a city, country or brand) use the brand's home time zone.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Singapore';

export interface PropertyFacts {
  timeZone: string;
  /** The property's own minimum stay (booking spec §3 Property), when it has one. */
  minLengthOfStay: number | undefined;
}

/** The property's time zone (else the default: unknown property, failed read, invalid zone) and minimum stay. */
export async function propertyFacts(client: ApiClient, language: Language, hotelCode: string | null | undefined): Promise<PropertyFacts> {
  if (!hotelCode?.trim()) return { timeZone: DEFAULT_TIME_ZONE, minLengthOfStay: undefined };
  const result = await fetchPropertyByCode(client, language, hotelCode.trim());
  const property = result.ok ? result.data : undefined;
  const zone = property?.timeZone;
  return { timeZone: zone && isTimeZoneName(zone) ? zone : DEFAULT_TIME_ZONE, minLengthOfStay: property?.minLengthOfStay };
}

function limitsFrom(config: BookingConfiguration | undefined): OccupancyLimits {
  return config
    ? {
        ...DEFAULT_LIMITS,
        maxRooms: config.maxRooms,
        maxAdults: config.maxAdults,
        maxChildren: config.maxChildren,
        childAgeLimit: config.defaultChildAgeLimit,
        minLengthOfStay: config.minLengthOfStay,
      }
    : DEFAULT_LIMITS;
}

export interface PageSearch {
  source: SearchSource;
  facts: PropertyFacts;
  /** The configured limits, with the property's own minimum stay. */
  limits: OccupancyLimits;
  /** The property's today, else the operator's (spec §5). */
  today: IsoDate;
}

/**
 * Reads the page's search (`pageQuery`: the page's query string; `storedQuery`: the visitor's
 * stored search) and reports a link's problems. The configured limits apply to the link (too many
 * children is above the configured maximum, spec §5), the property's minimum stay to its dates.
 * A failed configuration read falls back to the spec's defaults (§9) and our messages.
 */
export async function loadPageSearch(
  client: ApiClient,
  language: Language,
  pageQuery: string,
  storedQuery: string | undefined,
): Promise<PageSearch> {
  const pageParams = new URLSearchParams(pageQuery);
  const isLink = isSearchDeepLink(pageParams);
  const params = isLink ? pageParams : new URLSearchParams(storedQuery);
  // The parser (booking spec §5) is loaded only when there is a link or a stored search to read:
  // without one the search is none (resolveSearch's rule), and the home page does not load it (DESIGN.md §7).
  const [configResult, facts, resolveSearch] = await Promise.all([
    fetchBookingConfiguration(client, language),
    propertyFacts(client, language, params.get('hotel') ?? params.get('hotelCode')),
    isLink || storedQuery ? import('../../domain/booking/deep-link').then(({ resolveSearch }) => resolveSearch) : undefined,
  ]);
  const config = configResult.ok ? configResult.data : undefined;
  const configured = limitsFrom(config);
  // The property's own minimum stay applies from the start: dates of a link are corrected by it too.
  const limits = { ...configured, minLengthOfStay: effectiveMinLengthOfStay(configured.minLengthOfStay, facts.minLengthOfStay) };
  const today = todayIn(facts.timeZone, new Date());
  const source: SearchSource = resolveSearch ? resolveSearch(pageQuery, storedQuery, { today, limits }) : { kind: 'none' };
  // Loaded only for a link with problems: most pages never need it (page budgets, scripts/size.mjs).
  if (source.kind === 'link' && source.parse.problems.length > 0) {
    void import('./deep-link-report').then(({ reportOnce }) => reportOnce(source.parse, config?.deepLinkMessages, language));
  }
  return { source, facts, limits, today };
}
