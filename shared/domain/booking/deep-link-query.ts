import { addDays, type IsoDate } from '../iso-date';
import { DEFAULT_LIMITS, type DateOrder, type OccupancyLimits, type SearchCriteria } from './search-criteria';

/**
 * The query side of search deep links (booking spec §2): which page queries are links, search
 * criteria written as one, and the search a page without one starts from. The parser
 * (deep-link.ts, spec §5) is loaded only by pages that have a link or a stored search to read
 * (shared/ui/page-search), so this part stays small (DESIGN.md §7 page budgets).
 */

export function writeLinkDate(date: IsoDate, order: DateOrder): string {
  const [year, month, day] = date.split('-');
  if (order === 1) return `${day}-${month}-${year}`;
  if (order === 2) return `${month}-${day}-${year}`;
  return date;
}

/** Parameters that make a page's query a search deep link (others, such as UTM tags, do not). */
const DEEP_LINK_PARAMETERS = [
  'hotel',
  'hotelCode',
  'searchdest',
  'arrive',
  'depart',
  'startDate',
  'endDate',
  'rooms',
  'adult',
  'child',
  'childages',
];

export function isSearchDeepLink(params: URLSearchParams): boolean {
  return DEEP_LINK_PARAMETERS.some((name) => params.has(name));
}

/**
 * What an empty query parses to (spec §5 defaults: arrival today, the minimum stay, one room with
 * one adult, no discount): the search of a page without a link or stored search, without loading
 * the parser. deep-link-query.test.ts holds it equal to `parseDeepLink` of an empty query.
 */
export function emptySearchCriteria(context: { today: IsoDate; limits?: Partial<OccupancyLimits> }): SearchCriteria {
  const minLengthOfStay = Math.max(0, { ...DEFAULT_LIMITS, ...context.limits }.minLengthOfStay);
  // Fields the parser leaves undefined are absent here (the same to every reader: all read them as
  // values, none asks for the key), which keeps this copy of the defaults small.
  const criteria: Partial<SearchCriteria> = {
    type: 'city',
    startDate: context.today,
    endDate: addDays(context.today, minLengthOfStay),
    dateType: 1,
    rooms: [{ adults: 1, childAges: [] }],
    discountCode: '',
    discountCodeType: 0,
    minLengthOfStay,
    showFlexibleCal: false,
    roomTypeCodes: [],
    rateFilter: [],
    showAsrParticipatingOnly: false,
    tracking: {},
  };
  return criteria as SearchCriteria;
}

/** Search criteria as a deep link that parses back to the same criteria (round trip). */
export function toDeepLink(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') params.set(name, value);
  };
  set('hotel', criteria.hotelCode);
  set('searchdest', criteria.destination);
  set('type', criteria.type);
  set('dateType', String(criteria.dateType));
  set('arrive', writeLinkDate(criteria.startDate, criteria.dateType));
  set('depart', writeLinkDate(criteria.endDate, criteria.dateType));
  set('rooms', String(criteria.rooms.length));
  set('adult', criteria.rooms.map((room) => room.adults).join(','));
  set('child', criteria.rooms.map((room) => room.childAges.length).join(','));
  if (criteria.rooms.some((room) => room.childAges.length > 0)) {
    params.set('childages', criteria.rooms.map((room) => room.childAges.map((age) => age ?? '').join('|')).join(','));
  }
  if (criteria.discountCode) {
    set(criteria.discountCodeType === 5 ? 'coupon' : 'discountCode', criteria.discountCode);
    if (criteria.discountCodeType !== 0) set('discountCodeType', String(criteria.discountCodeType));
  }
  set('minlengthofstay', String(criteria.minLengthOfStay));
  set('checkinperiod', criteria.checkInDatePeriod);
  set('checkoutperiod', criteria.checkOutDatePeriod);
  set('currency', criteria.currencyCode);
  if (criteria.showFlexibleCal) params.set('flexible', 'true');
  set('roomTypeCode', criteria.roomTypeCodes.join(','));
  set('rate', criteria.rateFilter.join(','));
  set('ratePlanCode', criteria.ratePlanCode);
  set('ssid', criteria.ssid);
  set('referralCode', criteria.referralCode);
  set('searchsrc', criteria.searchSource);
  set('srcID', criteria.srcId);
  set('country', criteria.country);
  set('brand', criteria.brand);
  if (criteria.showAsrParticipatingOnly) params.set('showAsrParticipatingOnly', 'true');
  set('lang', criteria.language);
  set('apartments', criteria.apartments);
  for (const [name, value] of Object.entries(criteria.tracking)) params.set(name, value);
  return params;
}
