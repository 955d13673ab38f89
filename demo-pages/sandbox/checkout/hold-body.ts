/**
 * Reading the Hold level (booking spec §3 "Hold request (per room)", "Hold level"; issue 16
 * contract item 5) into cart items the pricing engine knows, so a hold is priced exactly as the
 * cart was (`pricing/cart-price.ts`). The sandbox is lenient about the many fields it does not
 * need and strict about the ones it does:
 * - each room: `hotelCode`, `startDate`, `endDate`, `roomTypeCode`, `ratePlanCode` (or inside
 *   `roomRate`), `acceptCondition: true`, and the guest's `firstName`, `lastName`, `email`
 *   (in `guestDetails`, `guest`, or on the room itself); otherwise 400 `E107` (hold data invalid);
 * - add-ons: the room's `addons`, and the level's `addons` of that room (by `shoppingCartItemId`
 *   or `apartmentNumber`; one naming neither belongs to the first room);
 * - the currency: the level's `currencyCode`, else the first room's (`currencyCode`, or
 *   `convertPrice.currencyCode`), else the property's;
 * - what the visitor saw: `expectedTotal` or `totals.total` of the level, and each room's
 *   `convertPrice` `{ price, tax }` (its stay as priced in the cart) in the hold's currency;
 * - bounds (booking spec §5, §9; issue 28 item 8): at most `maxRooms` rooms, and each room's guests
 *   within the cart's bounds (`apartmentGuest`, else the room's `numberOfAdult`, `numberOfChildren`
 *   and `childAges`); otherwise 400 `E107`, before anything is priced or held.
 */
import type { CartItemRequest, CartProblem } from '../routes/cart-request.ts';
import { apartmentsProblem, currencyOf, readCartItems } from '../routes/cart-request.ts';
import { findPropertySeed } from '../seed/index.ts';

/** Guest fields kept on the reservation (contract `ApartmentGuestDetails`); card data is never kept. */
export const GUEST_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phoneCountryCode',
  'phone',
  'countryOfResidence',
  'arrivalTime',
  'requests',
] as const;

const REQUIRED_GUEST_FIELDS = ['firstName', 'lastName', 'email'] as const;

export interface HoldRoomRequest {
  readonly item: CartItemRequest;
  readonly guest: Record<string, string>;
}

export interface HoldBody {
  readonly currencyCode: string;
  readonly rooms: HoldRoomRequest[];
  /** What the visitor was shown (`expectedTotal`, else `totals.total`), when sent: a different total is E51. */
  readonly expectedTotal: number | undefined;
  /** The rooms' stays as the visitor saw them (the sum of `convertPrice.price + tax`), when every room says so in the hold's currency. */
  readonly expectedStays: number | undefined;
}

export interface HoldProblem {
  readonly status: 400 | 404;
  readonly errorCode: 'E107' | 'E52' | 'E82';
  readonly message: string;
}

const invalid = (message: string): HoldProblem => ({ status: 400, errorCode: 'E107', message });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (record: Record<string, unknown>, field: string): string =>
  typeof record[field] === 'string' ? (record[field] as string).trim() : '';

function guestOf(room: Record<string, unknown>): Record<string, string> {
  const source = isRecord(room.guestDetails) ? room.guestDetails : isRecord(room.guest) ? room.guest : room;
  const guest: Record<string, string> = {};
  for (const field of GUEST_FIELDS) {
    const value = text(source, field);
    if (value) guest[field] = value;
  }
  return guest;
}

function levelAddonsOf(level: unknown[], room: Record<string, unknown>, index: number): unknown[] {
  return level.filter((addon) => {
    if (!isRecord(addon)) return index === 0;
    if (typeof addon.shoppingCartItemId === 'string') return addon.shoppingCartItemId === room.shoppingCartItemId;
    if (typeof addon.apartmentNumber === 'number') return addon.apartmentNumber === index + 1;
    return index === 0;
  });
}

/** A room as the cart reader wants an item. */
function asCartItem(room: Record<string, unknown>, index: number, levelAddons: unknown[]): Record<string, unknown> {
  const roomRate = isRecord(room.roomRate) ? room.roomRate : {};
  const childAges = Array.isArray(room.childAges) ? room.childAges : [];
  const adults = typeof room.numberOfAdult === 'number' ? room.numberOfAdult : 1;
  // The room's own count of children, when sent, is checked against the bounds as the ages are.
  const children = typeof room.numberOfChildren === 'number' ? room.numberOfChildren : childAges.length;
  return {
    ...room,
    shoppingCartItemId: text(room, 'shoppingCartItemId') || `room-${index + 1}`,
    apartmentGuest: isRecord(room.apartmentGuest) ? room.apartmentGuest : { numberOfAdult: adults, numberOfChildren: children, childAges },
    roomRate: {
      ...roomRate,
      roomTypeCode: text(room, 'roomTypeCode') || text(roomRate, 'roomTypeCode'),
      ratePlanCode: text(room, 'ratePlanCode') || text(roomRate, 'ratePlanCode'),
    },
    addons: [...(Array.isArray(room.addons) ? room.addons : []), ...levelAddonsOf(levelAddons, room, index)],
  };
}

const fromCartProblem = (problem: CartProblem): HoldProblem =>
  problem.errorCode === 'BAD_REQUEST' ? invalid(problem.message) : { ...problem, errorCode: problem.errorCode };

/** The sum of the rooms' `convertPrice.price + tax`, when every room has them in `currencyCode` (or without a currency). */
function expectedStaysOf(rooms: unknown[], currencyCode: string): number | undefined {
  let sum = 0;
  for (const room of rooms) {
    const price = isRecord(room) && isRecord(room.convertPrice) ? room.convertPrice : undefined;
    if (!price || typeof price.price !== 'number' || typeof price.tax !== 'number') return undefined;
    if (price.currencyCode !== undefined && currencyOf(price.currencyCode) !== currencyCode) return undefined;
    sum += price.price + price.tax;
  }
  return sum;
}

export function readHoldBody(body: unknown): HoldBody | HoldProblem {
  if (!isRecord(body) || !Array.isArray(body.rooms) || body.rooms.length === 0) {
    return invalid('Send the Hold level: { rooms: [hold request per room], addons?, currencyCode? }.');
  }
  const levelAddons = Array.isArray(body.addons) ? body.addons : [];
  const rooms = body.rooms;
  const apartments = apartmentsProblem(rooms.length, 'rooms');
  if (apartments) return fromCartProblem(apartments);
  for (const [index, room] of rooms.entries()) {
    if (!isRecord(room)) return invalid(`rooms[${index}] is a hold request object.`);
    if (room.acceptCondition !== true) return invalid(`rooms[${index}]: the conditions are not accepted (acceptCondition).`);
    const guest = guestOf(room);
    const missing = REQUIRED_GUEST_FIELDS.filter((field) => !guest[field]);
    if (missing.length > 0) return invalid(`rooms[${index}]: the guest's ${missing.join(', ')} missing.`);
  }
  const items = readCartItems(rooms.map((room, index) => asCartItem(room as Record<string, unknown>, index, levelAddons)));
  if ('errorCode' in items) return fromCartProblem(items);
  const firstRoom = rooms[0] as Record<string, unknown>;
  const firstPrice = isRecord(firstRoom.convertPrice) ? firstRoom.convertPrice : {};
  const sentCurrency = body.currencyCode ?? firstRoom.currencyCode ?? firstPrice.currencyCode;
  const currencyCode =
    sentCurrency === undefined ? findPropertySeed(items[0]?.property.propertyCode ?? '')?.currencyCode : currencyOf(sentCurrency);
  if (!currencyCode) return invalid('currencyCode is a known currency code.');
  const totals = isRecord(body.totals) ? body.totals : {};
  const expected = typeof body.expectedTotal === 'number' ? body.expectedTotal : totals.total;
  return {
    currencyCode,
    rooms: items.map((item, index) => ({ item, guest: guestOf(rooms[index] as Record<string, unknown>) })),
    expectedTotal: typeof expected === 'number' && Number.isFinite(expected) ? expected : undefined,
    expectedStays: expectedStaysOf(rooms, currencyCode),
  };
}
