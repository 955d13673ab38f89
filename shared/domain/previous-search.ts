/**
 * "Back to your previous search" (content spec §4, dialog close action 3): the search deep link
 * (booking spec §2) rebuilt from the cart, so the visitor lands on the search they came from with
 * the same property, dates and guests.
 *
 * Decisions where the specs leave a choice:
 * - Dates are written as `arrive`/`depart` in ISO `YYYY-MM-DD` with `dateType=3` (year-month-day),
 *   the one format that needs no locale to read.
 * - The cart holds one search (booking spec §4: another hotel or other dates make a new cart), so the
 *   first item gives hotel, dates and `ssid`; only items of that hotel and those dates become rooms.
 * - Per-room guests are the comma-separated `adult` and `child` lists, one entry per room.
 * - `childages` is left out when no room has children; a room without children is an empty
 *   entry, so every room keeps its position (`5|8,` = two children in room 1, none in room 2).
 * - Parameters of the stored URL that would contradict the rebuilt search (date aliases, `advance`,
 *   `hotelCode`, `apartments`, ...) are removed; others (tracking, currency, promo) are kept.
 */
export interface PreviousSearchCartItem {
  hotelCode: string;
  /** ISO date, optionally with a time (`2026-04-01` or `2026-04-01T00:00:00`). */
  startDate: string;
  endDate: string;
  apartmentGuest: {
    numberOfAdult: number;
    numberOfChildren: number;
    childAges: readonly number[];
  };
  ssid?: string | undefined;
}

export interface PreviousSearchInput {
  cartItems: readonly PreviousSearchCartItem[];
  /** The previous-search (or summary-payment) URL the visitor is sent back to. */
  url: string;
  minLengthOfStay?: number | undefined;
  /** Shown in the search box of the results page (`searchdest`). */
  propertyName?: string | undefined;
}

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;

/** Year-month-day (booking spec §2). */
export const ISO_DATE_TYPE = '3';

/** Deep-link parameters replaced by the rebuilt search, or contradicting it. */
const REPLACED_PARAMETERS = [
  'hotel',
  'hotelCode',
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
  'ssid',
  'minlengthofstay',
  'searchdest',
  'type',
];

function isoDate(value: string): string | undefined {
  return ISO_DATE.exec(value.trim())?.[1];
}

interface Room {
  adults: number;
  children: number;
  childAges: readonly number[];
}

function roomOf(item: PreviousSearchCartItem): Room {
  const { numberOfAdult, numberOfChildren, childAges } = item.apartmentGuest;
  return { adults: numberOfAdult, children: numberOfChildren, childAges: childAges.slice(0, numberOfChildren) };
}

interface DatedItem {
  item: PreviousSearchCartItem;
  arrive: string;
  depart: string;
}

/** Items with a hotel and readable dates; others cannot be searched again. */
function datedItems(items: readonly PreviousSearchCartItem[]): DatedItem[] {
  return items.flatMap((item) => {
    const arrive = isoDate(item.startDate);
    const depart = isoDate(item.endDate);
    return item.hotelCode.trim() && arrive && depart ? [{ item, arrive, depart }] : [];
  });
}

function searchParameters(search: DatedItem, rooms: readonly Room[], input: PreviousSearchInput): [string, string][] {
  const { item, arrive, depart } = search;
  const parameters: [string, string][] = [
    ['hotel', item.hotelCode.trim()],
    ['arrive', arrive],
    ['depart', depart],
    ['dateType', ISO_DATE_TYPE],
    ['rooms', String(rooms.length)],
    ['adult', rooms.map((room) => room.adults).join(',')],
    ['child', rooms.map((room) => room.children).join(',')],
  ];
  if (rooms.some((room) => room.childAges.length > 0)) {
    parameters.push(['childages', rooms.map((room) => room.childAges.join('|')).join(',')]);
  }
  if (item.ssid) parameters.push(['ssid', item.ssid]);
  if (input.minLengthOfStay !== undefined) parameters.push(['minlengthofstay', String(input.minLengthOfStay)]);
  if (input.propertyName?.trim()) parameters.push(['searchdest', input.propertyName.trim()]);
  parameters.push(['type', 'property']);
  return parameters;
}

/** Replaces the search part of `url`, keeping its path, other parameters and fragment; relative stays relative. */
function withParameters(url: string, parameters: readonly [string, string][]): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : withoutHash.slice(queryAt + 1));
  for (const name of REPLACED_PARAMETERS) query.delete(name);
  for (const [name, value] of parameters) query.append(name, value);
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
  return withParameters(url, searchParameters(search, rooms, input));
}
