import { rateSearchRequest } from '../../shared/api/booking-service';
import { fetchChildAgeLimit } from '../../shared/api/child-age-limit-service';
import {
  fetchApartments,
  fetchCancelPolicyCodes,
  fetchRatePackages,
  fetchSabreRateFeed,
  type Apartment,
  type RatePackages,
} from '../../shared/api/rates-service';
import type { ApiClient, ApiResult } from '../../shared/api/types';
import { childAgeLimitLookup } from '../../shared/domain/booking/destination-limits';
import type { SearchCriteria } from '../../shared/domain/booking/search-criteria';
import type { IsoDate } from '../../shared/domain/iso-date';
import type { Language } from '../../shared/domain/languages';
import { defineServerRead } from '../../shared/store/server-read';
import { loadPageSearch } from '../../shared/ui/page-search/page-search';

/** What the page shows for one search of one property. */
export interface PropertyRates {
  criteria: SearchCriteria;
  hotelCode: string;
  childAgeLimit: number;
  /** The property's today and the minimum stay in force: the availability calendar of an unavailable stay uses them. */
  today: IsoDate;
  minLengthOfStay: number;
  packages: RatePackages;
  /** The property's apartment types; empty when they could not be read (the rates still show, by their room type names). */
  apartments: Apartment[];
  /** The base rate's stay total of one apartment per room type, in the rates' currency (none: nothing shows as discounted). */
  baseTotals: ReadonlyMap<string, number>;
  /** The feed's base rate plan (the cart item's `baseRatePlanCode`), '' without a feed. */
  baseRatePlanCode: string;
  cancelPolicyCodes: string[];
}

/**
 * `none`: no search at all; `invalid`: the link cannot be searched (its message is the page dialog's,
 * booking spec §8); `noProperty`: a search of a destination, not of one property; `unknownProperty`:
 * the service does not sell the property online (E52).
 */
export type RatesOutcome =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'noProperty' }
  | { kind: 'unknownProperty' }
  | { kind: 'loaded'; rates: PropertyRates };

const UNKNOWN_PROPERTY = 'E52';
const NO_BASE: ReadonlyMap<string, number> = new Map();

async function loadRates(
  client: ApiClient,
  criteria: SearchCriteria,
  today: IsoDate,
  language: Language,
): Promise<ApiResult<RatesOutcome>> {
  const hotelCode = criteria.hotelCode;
  if (!hotelCode) return { ok: true, data: { kind: 'noProperty' } };
  const lookup = childAgeLimitLookup(criteria);
  const limit = lookup ? await fetchChildAgeLimit(client, language, lookup) : undefined;
  const childAgeLimit = limit?.ok ? limit.data : undefined;
  // One property by code, whatever the link's destination type (the listing links here with `hotel`).
  const request = rateSearchRequest({ ...criteria, type: 'property' }, childAgeLimit);
  const [packages, apartments, cancelCodes] = await Promise.all([
    fetchRatePackages(client, request),
    fetchApartments(client, request),
    fetchCancelPolicyCodes(client),
  ]);
  if (!packages.ok) return packages.error.code === UNKNOWN_PROPERTY ? { ok: true, data: { kind: 'unknownProperty' } } : packages;
  const currencyCode = packages.data.currencyCode;
  const feed = await fetchSabreRateFeed(client, { hotelCode, startDate: criteria.startDate, endDate: criteria.endDate, currencyCode });
  // The base rate compares only in the rates' own currency; a feed in another one is no base.
  const base = feed.ok && feed.data?.currencyCode === currencyCode ? feed.data : undefined;
  const rates: PropertyRates = {
    criteria,
    hotelCode,
    childAgeLimit: childAgeLimit ?? 12,
    today,
    minLengthOfStay: criteria.minLengthOfStay,
    packages: packages.data,
    apartments: apartments.ok ? apartments.data : [],
    baseTotals: base?.baseTotals ?? NO_BASE,
    baseRatePlanCode: base?.baseRatePlanCode ?? '',
    cancelPolicyCodes: cancelCodes.ok ? cancelCodes.data : [],
  };
  return { ok: true, data: { kind: 'loaded', rates } };
}

export interface RatesRequest {
  language: Language;
  /** The page's query without the rate filters (a filter change is no new search) and the stored search. */
  pageQuery: string;
  storedQuery: string;
}

/**
 * The page's search by the rules every booking page follows (shared/ui/page-search: the deep link,
 * else the stored search), then the property's rates. Not per login: guests get member exclusives
 * too (issue 15 contract, call 1), points are read per login by the points reads, and a login in the
 * middle of a selection (a member rate) must not reload the list under the visitor.
 */
export const ratesRead = defineServerRead({
  read: async ({ language, pageQuery, storedQuery }: RatesRequest, { client }): Promise<ApiResult<RatesOutcome>> => {
    const { source, today } = await loadPageSearch(client, language, pageQuery, storedQuery);
    if (source.kind === 'none') return { ok: true, data: { kind: 'none' } };
    if (source.parse.redirectHome) return { ok: true, data: { kind: 'invalid' } };
    return loadRates(client, source.parse.criteria, today, language);
  },
});
