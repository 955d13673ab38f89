import { addDays, isoDate, nightsBetween, type IsoDate } from '../iso-date';
import {
  DEFAULT_LIMITS,
  type DateOrder,
  type DestinationType,
  type DiscountCodeType,
  type OccupancyLimits,
  type RoomOccupancy,
  type SearchCriteria,
} from './search-criteria';
import { isSearchDeepLink } from './deep-link-query';

// The query side (which queries are links, criteria written as one) is in deep-link-query.ts: pages
// without a link or stored search load only that part, and this parser on demand (DESIGN.md §7).

/**
 * Search deep links (booking spec §2 parameters, §5 validation, §4 date correction and discount
 * types). Parsing never throws: every invalid value is normalised as the spec says, and the
 * problems that need a message (spec §8) are reported.
 *
 * Decisions where the spec is silent (also in widgets' READMEs):
 * - `advance` pushes the arrival (given, or today) forward by that many days, and a given
 *   departure with it, so the length of stay is kept.
 * - Without a `rooms` parameter the number of rooms follows the `adult` list (at most the maximum).
 * - A `minlengthofstay` in the link can only lengthen the configured minimum stay.
 * - A date whose first part has four digits is read year-month-day whatever the `dateType`.
 */
export type DeepLinkProblem =
  | 'invalidArrival'
  | 'invalidDeparture'
  | 'invalidDates'
  | 'missingDestination'
  | 'tooManyChildren'
  | 'missingChildAge';

export interface DeepLinkParse {
  criteria: SearchCriteria;
  problems: DeepLinkProblem[];
  /** Spec §8: a missing destination or too many children show a message and then redirect home. */
  redirectHome: boolean;
}

export interface DeepLinkContext {
  /** The property's today (its time zone), or the site's for searches without a property. */
  today: IsoDate;
  limits?: Partial<OccupancyLimits>;
}

const DIGITS = /^\d+$/;
const DESTINATION_TYPES: readonly DestinationType[] = ['property', 'city', 'country', 'brand'];
const TRACKING_PARAMETER = /^(utm_[a-z]+|gclid|fbclid|msclkid|referrer|ref)$/i;

function digits(value: string | null | undefined): number | undefined {
  const trimmed = value?.trim() ?? '';
  return DIGITS.test(trimmed) ? Number(trimmed) : undefined;
}

function inRange(value: number | undefined, min: number, max: number): number | undefined {
  return value !== undefined && value >= min && value <= max ? value : undefined;
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function flag(value: string | null): boolean {
  return value !== null && /^(true|1|yes)$/i.test(value.trim());
}

/** A date in the link's order (booking spec §2: 1 day-month-year, 2 month-day-year, 3 year-month-day). */
export function readLinkDate(value: string | null, order: DateOrder): IsoDate | undefined {
  const parts = (value ?? '').trim().split(/[-/.]/);
  if (parts.length !== 3 || !parts.every((part) => DIGITS.test(part))) return undefined;
  const [first, second, third] = parts as [string, string, string];
  if (first.length === 4) return isoDate(Number(first), Number(second), Number(third));
  if (third.length !== 4) return undefined;
  if (order === 3) return undefined;
  return order === 1 ? isoDate(Number(third), Number(second), Number(first)) : isoDate(Number(third), Number(first), Number(second));
}

interface StayDates {
  startDate: IsoDate;
  endDate: IsoDate;
  problem: DeepLinkProblem | undefined;
}

/**
 * Spec §5 date rules and §4 correction: a past or invalid arrival (unreadable, impossible such as
 * 31-02, before today) becomes the earliest allowed arrival (today) and the departure arrival plus
 * the minimum stay; an invalid departure alone becomes arrival plus the minimum stay.
 */
function readStayDates(params: URLSearchParams, order: DateOrder, today: IsoDate, minStay: number): StayDates {
  const arrivalText = params.get('arrive') ?? params.get('startDate');
  const departureText = params.get('depart') ?? params.get('endDate');
  const advance = digits(params.get('advance')) ?? 0;
  const arrivalGiven = !!arrivalText?.trim();
  const departureGiven = !!departureText?.trim();
  const linkArrival = readLinkDate(arrivalText, order);
  const linkDeparture = readLinkDate(departureText, order);

  const arrival = linkArrival ? addDays(linkArrival, advance) : addDays(today, advance);
  const arrivalInvalid = arrivalGiven && (!linkArrival || arrival < today);
  const startDate = arrivalInvalid ? today : arrival;

  const departure = linkDeparture ? addDays(linkDeparture, advance) : undefined;
  const departureInvalid = departureGiven && (!departure || nightsBetween(startDate, departure) < minStay);
  // Spec §4: a corrected arrival resets the departure too, even one valid on its own: a stale link
  // whose arrival moved to today must not become a search of months (the report shows the new stay).
  const endDate = departure && !departureInvalid && !arrivalInvalid ? departure : addDays(startDate, minStay);

  const problem =
    arrivalInvalid && departureInvalid
      ? 'invalidDates'
      : arrivalInvalid
        ? 'invalidArrival'
        : departureInvalid
          ? 'invalidDeparture'
          : undefined;
  return { startDate, endDate, problem };
}

interface Occupancy {
  rooms: RoomOccupancy[];
  tooManyChildren: boolean;
  missingChildAge: boolean;
}

/** Spec §5 occupancy rules; `adult` and `child` are per room, `childages` uses `|` within a room and `,` between rooms. */
function readOccupancy(params: URLSearchParams, limits: OccupancyLimits): Occupancy {
  const adultsPerRoom = (params.get('adult') ?? '').split(',');
  const childrenPerRoom = (params.get('child') ?? '').split(',');
  const agesPerRoom = (params.get('childages') ?? '').split(',');
  const roomsParameter = params.get('rooms');
  const roomCount =
    roomsParameter === null
      ? Math.min(Math.max(adultsPerRoom.filter((value) => value.trim()).length, 1), limits.maxRooms)
      : (inRange(digits(roomsParameter), 1, limits.maxRooms) ?? 1);

  let tooManyChildren = false;
  let missingChildAge = false;
  const rooms = Array.from({ length: roomCount }, (_, index): RoomOccupancy => {
    const adults = inRange(digits(adultsPerRoom[index]), 1, limits.maxAdults) ?? 1;
    const requestedChildren = digits(childrenPerRoom[index]) ?? 0;
    if (requestedChildren > limits.maxChildren) tooManyChildren = true;
    const children = Math.min(requestedChildren, limits.maxChildren);
    const ages = (agesPerRoom[index] ?? '').split('|');
    const childAges = Array.from({ length: children }, (_, child) => inRange(digits(ages[child]), 0, limits.maxChildAge) ?? null);
    if (childAges.includes(null)) missingChildAge = true;
    return { adults, childAges };
  });
  return { rooms, tooManyChildren, missingChildAge };
}

/** Booking spec §4: code trimmed; types 1-6 valid; type reset to 0 without a valid type or without a code; type 5 takes the coupon. */
function readDiscount(params: URLSearchParams): { discountCode: string; discountCodeType: DiscountCodeType } {
  const requestedType = inRange(digits(params.get('discountCodeType')), 1, 6) as DiscountCodeType | undefined;
  const code = requestedType === 5 ? params.get('coupon') : (params.get('discountCode') ?? params.get('promo'));
  const discountCode = code?.trim() ?? '';
  if (!discountCode || requestedType === undefined) return { discountCode, discountCodeType: 0 };
  return { discountCode, discountCodeType: requestedType };
}

function readTracking(params: URLSearchParams): Record<string, string> {
  const tracking: Record<string, string> = {};
  params.forEach((value, name) => {
    if (TRACKING_PARAMETER.test(name)) tracking[name] = value;
  });
  return tracking;
}

export function parseDeepLink(params: URLSearchParams, context: DeepLinkContext): DeepLinkParse {
  const limits = { ...DEFAULT_LIMITS, ...context.limits };
  const dateType = (inRange(digits(params.get('dateType')), 1, 3) ?? 1) as DateOrder;
  const minLengthOfStay = Math.max(inRange(digits(params.get('minlengthofstay')), 1, 365) ?? 0, limits.minLengthOfStay);
  const dates = readStayDates(params, dateType, context.today, minLengthOfStay);
  const occupancy = readOccupancy(params, limits);
  const hotelCode = text(params.get('hotel')) ?? text(params.get('hotelCode'));
  const destination = text(params.get('searchdest'));
  const requestedType = params.get('type')?.trim().toLowerCase() as DestinationType | undefined;
  const currency = text(params.get('currency'));

  const criteria: SearchCriteria = {
    hotelCode,
    destination,
    type: requestedType && DESTINATION_TYPES.includes(requestedType) ? requestedType : hotelCode ? 'property' : 'city',
    startDate: dates.startDate,
    endDate: dates.endDate,
    dateType,
    rooms: occupancy.rooms,
    ...readDiscount(params),
    minLengthOfStay,
    checkInDatePeriod: text(params.get('checkinperiod')),
    checkOutDatePeriod: text(params.get('checkoutperiod')),
    currencyCode: currency && /^[a-z]{3}$/i.test(currency) ? currency.toUpperCase() : undefined,
    showFlexibleCal: flag(params.get('flexible')),
    roomTypeCodes: list(params.get('roomTypeCode')),
    rateFilter: list(params.get('rate')),
    ratePlanCode: text(params.get('ratePlanCode')),
    ssid: text(params.get('ssid')),
    referralCode: text(params.get('referralCode')),
    searchSource: text(params.get('searchsrc')) ?? text(params.get('searchSrc')),
    srcId: text(params.get('srcID')),
    country: text(params.get('country')),
    brand: text(params.get('brand')),
    showAsrParticipatingOnly: flag(params.get('showAsrParticipatingOnly')),
    language: text(params.get('lang'))?.toLowerCase(),
    apartments: text(params.get('apartments')),
    tracking: readTracking(params),
  };

  const problems: DeepLinkProblem[] = [];
  if (!hotelCode && !destination) problems.push('missingDestination');
  if (occupancy.tooManyChildren) problems.push('tooManyChildren');
  if (dates.problem) problems.push(dates.problem);
  if (occupancy.missingChildAge) problems.push('missingChildAge');
  const redirectHome = problems.includes('missingDestination') || problems.includes('tooManyChildren');
  return { criteria, problems, redirectHome };
}

/**
 * The search a page works on, the same on every page that reads one (search, listing, rates, and
 * later checkout): the page's deep link when its query is one, validated and reported (spec §5);
 * else the visitor's stored search (spec §3, a deep-link query), corrected silently since it was
 * the visitor's own (passed dates move on); else none. A stored search that could not be searched
 * (no destination) counts as none.
 */
export type SearchSource = { kind: 'link'; parse: DeepLinkParse } | { kind: 'stored'; parse: DeepLinkParse } | { kind: 'none' };

export function resolveSearch(pageQuery: string, storedQuery: string | undefined, context: DeepLinkContext): SearchSource {
  const pageParams = new URLSearchParams(pageQuery);
  if (isSearchDeepLink(pageParams)) return { kind: 'link', parse: parseDeepLink(pageParams, context) };
  if (!storedQuery) return { kind: 'none' };
  const stored = parseDeepLink(new URLSearchParams(storedQuery), context);
  return stored.redirectHome ? { kind: 'none' } : { kind: 'stored', parse: { ...stored, problems: [] } };
}
