import type { CartItem } from './cart-item';
import { toDeepLink } from './deep-link-query';
import { isIsoDate, type IsoDate } from '../iso-date';
import { DEFAULT_LIMITS, type RoomOccupancy, type SearchCriteria } from './search-criteria';

/**
 * "Back to your previous search" (content spec §4, dialog close action 3): the search deep link
 * (booking spec §2) rebuilt from the cart, so the visitor lands on the search they came from with
 * the same property, dates and guests. The link is written by `toDeepLink`, so it parses back with
 * `parseDeepLink`.
 *
 * Decisions where the specs leave a choice:
 * - Dates are `arrive`/`depart` in ISO `YYYY-MM-DD` with `dateType=3` (year-month-day), the one
 *   format that needs no locale to read.
 * - The cart holds one search (booking spec §4: another hotel or other dates make a new cart), so the
 *   first usable item gives hotel, dates and `ssid`; only items of that hotel and those dates are rooms.
 * - Per-room guests are the comma-separated `adult` and `child` lists; a child whose age the cart
 *   lacks keeps its place with an empty age (the search page then asks for it, booking spec §5).
 * - Without a minimum stay the default of 1 night is written (booking spec §9).
 * - Parameters of the stored URL that would contradict the rebuilt search (date aliases, `advance`,
 *   `hotelCode`, `apartments`, ...) are removed; others (tracking, currency, promo code) are kept.
 */
export interface PreviousSearchInput {
  cartItems: readonly CartItem[];
  /** The previous-search (or summary-payment) URL the visitor is sent back to. */
  url: string;
  minLengthOfStay?: number | undefined;
  /** Shown in the search box of the results page (`searchdest`). */
  propertyName?: string | undefined;
}

/**
 * Parameters of the stored URL that describe the old search: all are dropped, also those the
 * rebuilt one leaves out (no `childages` without children, no `ssid` without one in the cart).
 */
const SEARCH_PARAMETERS = [
  'hotel',
  'hotelCode',
  'searchdest',
  'type',
  'dateType',
  'arrive',
  'depart',
  'startDate',
  'endDate',
  'advance',
  'rooms',
  'apartments',
  'adult',
  'child',
  'childages',
  'minlengthofstay',
  'checkinperiod',
  'checkoutperiod',
  'ssid',
];

interface DatedItem {
  item: CartItem;
  arrive: IsoDate;
  depart: IsoDate;
}

function dateOf(value: string): IsoDate | undefined {
  const date = value.trim().slice(0, 10);
  const rest = value.trim().slice(10);
  return isIsoDate(date) && (rest === '' || rest.startsWith('T')) ? date : undefined;
}

/** Items with a hotel and readable dates; others cannot be searched again. */
function datedItems(items: readonly CartItem[]): DatedItem[] {
  return items.flatMap((item) => {
    const arrive = dateOf(item.startDate);
    const depart = dateOf(item.endDate);
    return item.hotelCode.trim() && arrive && depart ? [{ item, arrive, depart }] : [];
  });
}

function roomOf({ apartmentGuest }: CartItem): RoomOccupancy {
  const childAges = Array.from({ length: apartmentGuest.numberOfChildren }, (_, child) => apartmentGuest.childAges[child] ?? null);
  return { adults: apartmentGuest.numberOfAdult, childAges };
}

function searchCriteria(search: DatedItem, rooms: RoomOccupancy[], input: PreviousSearchInput): SearchCriteria {
  return {
    hotelCode: search.item.hotelCode.trim(),
    destination: input.propertyName?.trim() || undefined,
    type: 'property',
    startDate: search.arrive,
    endDate: search.depart,
    dateType: 3,
    rooms,
    discountCode: '',
    discountCodeType: 0,
    minLengthOfStay: input.minLengthOfStay ?? DEFAULT_LIMITS.minLengthOfStay,
    checkInDatePeriod: undefined,
    checkOutDatePeriod: undefined,
    currencyCode: undefined,
    showFlexibleCal: false,
    roomTypeCodes: [],
    rateFilter: [],
    ratePlanCode: undefined,
    ssid: search.item.ssid || undefined,
    referralCode: undefined,
    searchSource: undefined,
    srcId: undefined,
    country: undefined,
    brand: undefined,
    showAsrParticipatingOnly: false,
    language: undefined,
    apartments: undefined,
    tracking: {},
  };
}

/** Replaces the search part of `url`, keeping its path, other parameters and fragment; relative stays relative. */
function withSearch(url: string, search: URLSearchParams): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : withoutHash.slice(queryAt + 1));
  for (const name of new Set([...SEARCH_PARAMETERS, ...search.keys()])) query.delete(name);
  search.forEach((value, name) => query.append(name, value));
  return `${path}?${query.toString()}${hash}`;
}

/**
 * The previous-search URL with the cart's search, or undefined when the cart holds no usable item
 * or there is no URL (the caller then sends the visitor home).
 */
export function previousSearchUrl(input: PreviousSearchInput): string | undefined {
  const url = input.url.trim();
  const items = datedItems(input.cartItems);
  const search = items[0];
  if (!search || !url) return undefined;
  const rooms = items
    .filter(({ item, arrive, depart }) => item.hotelCode === search.item.hotelCode && arrive === search.arrive && depart === search.depart)
    .map(({ item }) => roomOf(item));
  return withSearch(url, toDeepLink(searchCriteria(search, rooms, input)));
}
