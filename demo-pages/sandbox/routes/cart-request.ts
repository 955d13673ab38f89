/**
 * Reading a cart from a request (issue 15 contract "Cart item", item 5 and 6): the cart's currency
 * and device type, and each item checked against the seed. A cart is refused whole when one item
 * is wrong, with the code of the first problem:
 * - 400 `BAD_REQUEST`: not a cart, an unknown currency or device type, an item without dates,
 *   guests or rate snapshot; guest counts or apartments out of their bounds (below);
 * - 404 `E52`: an item's property is unknown or not bookable online, or does not sell that
 *   apartment type or rate plan (booking spec §8 "property not set up for the rate");
 * - 400 `E82`: an item's add-on is unknown or not offered with its rate (booking spec §8 "add-ons unavailable").
 *
 * Bounds (booking spec §5, §9; issue 28 item 8), from the booking configuration the sandbox serves
 * (`maxRooms` 5, `maxAdults` 3, `maxChildren` 5): at most `maxRooms` apartments in a cart; per
 * apartment 1 to `maxAdults` adults, 0 to `maxChildren` children and child ages, and at most
 * `maxAdults + maxChildren` guests in all (`actualNumberOfAdult`, `actualNumberOfChildren`,
 * `numberOfGuest` too when sent). Both ends of every count are checked: a cart of 1e308 adults was
 * held and booked at the one-adult price, and one of 10,000 apartments priced line by line.
 */
import { randomUUID } from 'node:crypto';
import {
  addonOffered,
  bookingConfiguration,
  findAddonSeed,
  findCurrencySeed,
  isOpenForOnlineBooking,
  findPropertySeed,
  findRatePlanSeed,
  parseIsoDate,
} from '../seed/index.ts';
import type { AddonSeed, PropertySeed, RatePlanSeed } from '../seed/index.ts';

export const DEVICE_TYPES = ['desktop', 'mobile', 'app'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

const MAX_NIGHTS = 93;

export interface CartAddonRequest {
  readonly seed: AddonSeed;
  readonly raw: Record<string, unknown>;
  readonly numberOfAdult: number;
  readonly numberOfChildren: number;
  readonly quantity: number;
}

/** An item as sent, with what the sandbox looked up for it. */
export interface CartItemRequest {
  readonly raw: Record<string, unknown>;
  readonly shoppingCartItemId: string;
  readonly property: PropertySeed;
  readonly roomTypeCode: string;
  readonly plan: RatePlanSeed;
  readonly nights: string[];
  readonly addons: CartAddonRequest[];
}

export interface CartRequest {
  readonly currencyCode: string;
  readonly shoppingCartDeviceType: DeviceType;
  readonly items: CartItemRequest[];
}

export interface CartProblem {
  readonly status: 400 | 404;
  readonly errorCode: 'BAD_REQUEST' | 'E52' | 'E82';
  readonly message: string;
}

const badRequest = (message: string): CartProblem => ({ status: 400, errorCode: 'BAD_REQUEST', message });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const textOf = (record: Record<string, unknown>, field: string): string =>
  typeof record[field] === 'string' ? (record[field] as string).trim() : '';

const isCountWithin = (value: unknown, min: number, max: number): value is number => isCount(value) && value >= min && value <= max;

/** More apartments than one cart takes (booking spec §9 "Max 5 apartments"), checked before any item is read. */
export function apartmentsProblem(count: number, label: string): CartProblem | undefined {
  const { maxRooms } = bookingConfiguration();
  return count > maxRooms
    ? badRequest(`${label}: at most ${maxRooms} apartments in one cart (booking spec §9); ${count} sent.`)
    : undefined;
}

/** The first guest count of an apartment out of its bounds (booking spec §5, §9), as a problem. */
function guestsProblem(guest: Record<string, unknown>, label: string): CartProblem | undefined {
  const { maxAdults, maxChildren } = bookingConfiguration();
  const maxGuests = maxAdults + maxChildren;
  const { numberOfAdult, numberOfChildren = 0, childAges = [] } = guest;
  if (!isCountWithin(numberOfAdult, 1, maxAdults)) {
    return badRequest(`${label}: apartmentGuest.numberOfAdult is a whole number from 1 to ${maxAdults}.`);
  }
  if (!isCountWithin(numberOfChildren, 0, maxChildren) || !Array.isArray(childAges) || childAges.length > maxChildren) {
    return badRequest(`${label}: apartmentGuest.numberOfChildren and childAges are whole numbers of at most ${maxChildren} children.`);
  }
  // The actual counts move older children to the adults (booking spec §3): bounded by the guests in all.
  const {
    actualNumberOfAdult = numberOfAdult,
    actualNumberOfChildren = numberOfChildren,
    numberOfGuest = numberOfAdult + numberOfChildren,
  } = guest;
  const withinGuests =
    isCountWithin(actualNumberOfAdult, 0, maxGuests) &&
    isCountWithin(actualNumberOfChildren, 0, maxChildren) &&
    isCountWithin(numberOfGuest, 0, maxGuests) &&
    numberOfAdult + numberOfChildren <= maxGuests &&
    actualNumberOfAdult + actualNumberOfChildren <= maxGuests;
  if (!withinGuests)
    return badRequest(`${label}: at most ${maxGuests} guests in one apartment (${maxAdults} adults, ${maxChildren} children).`);
  return undefined;
}

export function currencyOf(value: unknown): string | undefined {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return findCurrencySeed(code) ? code : undefined;
}

export function deviceTypeOf(value: unknown): DeviceType | undefined {
  return (DEVICE_TYPES as readonly unknown[]).includes(value) ? (value as DeviceType) : undefined;
}

/** Nights of a stay: dates as YYYY-MM-DD (a time part is ignored), end after start, at most 93 nights. */
export function stayNights(startDate: string, endDate: string): string[] | undefined {
  const start = startDate.slice(0, 10);
  const end = endDate.slice(0, 10);
  try {
    parseIsoDate(start);
    parseIsoDate(end);
  } catch {
    return undefined;
  }
  const nights: string[] = [];
  for (let time = Date.parse(`${start}T00:00:00Z`); time < Date.parse(`${end}T00:00:00Z`); time += 86_400_000) {
    nights.push(new Date(time).toISOString().slice(0, 10));
    if (nights.length > MAX_NIGHTS) return undefined;
  }
  return nights.length > 0 ? nights : undefined;
}

function readAddon(raw: unknown, plan: RatePlanSeed, label: string): CartAddonRequest | CartProblem {
  if (!isRecord(raw)) return badRequest(`${label}: each add-on is an object.`);
  const seed = findAddonSeed(textOf(raw, 'serviceInventoryCode'));
  if (!seed || !addonOffered(seed, plan)) {
    return { status: 400, errorCode: 'E82', message: `${label}: add-on "${textOf(raw, 'serviceInventoryCode')}" is not available.` };
  }
  const { numberOfAdult = 0, numberOfChildren = 0, quantity = 0 } = raw;
  if (!isCount(numberOfAdult) || !isCount(numberOfChildren) || !isCount(quantity)) {
    return badRequest(`${label}: numberOfAdult, numberOfChildren and quantity are whole numbers from 0.`);
  }
  return { seed, raw, numberOfAdult, numberOfChildren, quantity };
}

function readItem(raw: unknown, index: number): CartItemRequest | CartProblem {
  const label = `items[${index}]`;
  if (!isRecord(raw) || !isRecord(raw.apartmentGuest) || !isRecord(raw.roomRate)) {
    return badRequest(`${label}: a cart item has apartmentGuest and roomRate objects.`);
  }
  const nights = stayNights(textOf(raw, 'startDate'), textOf(raw, 'endDate'));
  if (!nights) return badRequest(`${label}: startDate and endDate are YYYY-MM-DD, endDate after startDate, at most ${MAX_NIGHTS} nights.`);
  const guests = guestsProblem(raw.apartmentGuest, label);
  if (guests) return guests;
  const property = findPropertySeed(textOf(raw, 'hotelCode').toUpperCase());
  const roomTypeCode = textOf(raw.roomRate, 'roomTypeCode').toUpperCase();
  const plan = findRatePlanSeed(textOf(raw.roomRate, 'ratePlanCode').toUpperCase());
  if (!property || !isOpenForOnlineBooking(property) || !plan || !property.apartments.some((a) => a.apartmentTypeCode === roomTypeCode)) {
    return { status: 404, errorCode: 'E52', message: `${label}: the property is not set up for this apartment type and rate.` };
  }
  const addonList = raw.addons ?? [];
  if (!Array.isArray(addonList)) return badRequest(`${label}: addons is a list.`);
  const addons: CartAddonRequest[] = [];
  for (const addon of addonList) {
    const read = readAddon(addon, plan, label);
    if ('errorCode' in read) return read;
    addons.push(read);
  }
  const id = textOf(raw, 'shoppingCartItemId');
  return { raw, shoppingCartItemId: id || randomUUID(), property, roomTypeCode, plan, nights, addons };
}

/** The items of a cart, at most `maxRooms` of them; the first problem otherwise. */
export function readCartItems(list: unknown): CartItemRequest[] | CartProblem {
  if (!Array.isArray(list)) return badRequest('items is a list of cart items.');
  const apartments = apartmentsProblem(list.length, 'items');
  if (apartments) return apartments;
  const items: CartItemRequest[] = [];
  for (const [index, raw] of list.entries()) {
    const item = readItem(raw, index);
    if ('errorCode' in item) return item;
    items.push(item);
  }
  return items;
}

/** A whole cart body `{ currencyCode, shoppingCartDeviceType, items }`. */
export function readCartRequest(body: unknown): CartRequest | CartProblem {
  if (!isRecord(body)) return badRequest('Send the cart as { currencyCode, shoppingCartDeviceType, items }.');
  const currencyCode = currencyOf(body.currencyCode);
  if (!currencyCode) return badRequest('currencyCode is a known currency code.');
  const shoppingCartDeviceType = deviceTypeOf(body.shoppingCartDeviceType);
  if (!shoppingCartDeviceType) return badRequest(`shoppingCartDeviceType is one of ${DEVICE_TYPES.join(', ')}.`);
  const items = readCartItems(body.items);
  return 'errorCode' in items ? items : { currencyCode, shoppingCartDeviceType, items };
}
