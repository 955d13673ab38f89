import type { ApartmentGuest } from './cart-item';
import { DEFAULT_LIMITS, type OccupancyLimits } from './search-criteria';

/**
 * The bounds of a cart (booking spec §5 "rooms", "adults per room", "children"; §9 "Max 5
 * apartments, 3 adults, 5 children per default"), checked wherever a cart is read: a stored guest
 * cart or a service's answer beyond them is broken or hostile. Shown as it came, 10,000 lines froze
 * checkout, and an apartment of 1e308 adults was held and booked at the one-adult price (issue 28
 * item 8). The checks bound both ends of every count, not only the lower one.
 */
export interface CartBounds {
  /** Apartments in one cart: the booking configuration's `maxRooms`. */
  maxApartments: number;
  /** Adults per apartment, from 1. */
  maxAdults: number;
  /** Children per apartment, from 0. */
  maxChildren: number;
  /** Guests per apartment, adults and children together (booking spec §5 "the combined adults-and-children maximum"). */
  maxGuests: number;
}

const isPositiveWhole = (value: number): boolean => Number.isInteger(value) && value > 0;

/**
 * The bounds a configuration sets. A limit that is not a whole number from 1 (zero, negative,
 * fractional, NaN) keeps the spec's default: a limit of 0 or NaN would refuse every apartment.
 */
export function cartBoundsOf(limits: Pick<OccupancyLimits, 'maxRooms' | 'maxAdults' | 'maxChildren'>): CartBounds {
  const limit = (value: number, fallback: number) => (isPositiveWhole(value) ? value : fallback);
  const maxAdults = limit(limits.maxAdults, DEFAULT_LIMITS.maxAdults);
  const maxChildren = limit(limits.maxChildren, DEFAULT_LIMITS.maxChildren);
  return { maxApartments: limit(limits.maxRooms, DEFAULT_LIMITS.maxRooms), maxAdults, maxChildren, maxGuests: maxAdults + maxChildren };
}

/** Booking spec §9 defaults: 5 apartments, 3 adults, 5 children, so 8 guests per apartment. */
export const DEFAULT_CART_BOUNDS: CartBounds = cartBoundsOf(DEFAULT_LIMITS);

/** A whole number from `min` to `max`: NaN, fractions, negatives and 1e308 are not. */
export const isCountWithin = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

/** Which count of an apartment is out of bounds. */
export type GuestCountProblem = 'adults' | 'children' | 'guests';

/**
 * The first count of an apartment's guests outside the bounds, or undefined when all are within.
 * The actual counts (booking spec §3: a child at or above the child-age limit counts as an adult)
 * move children to adults, so the actual adults are bounded by the guests, not by `maxAdults`.
 */
export function guestCountProblem(guest: ApartmentGuest, bounds: CartBounds): GuestCountProblem | undefined {
  const { numberOfAdult, numberOfChildren, childAges, actualNumberOfAdult, actualNumberOfChildren, numberOfGuest } = guest;
  if (!isCountWithin(numberOfAdult, 1, bounds.maxAdults)) return 'adults';
  const children = [numberOfChildren, childAges.length, actualNumberOfChildren];
  if (!children.every((count) => isCountWithin(count, 0, bounds.maxChildren))) return 'children';
  const guests = [numberOfAdult + numberOfChildren, actualNumberOfAdult, actualNumberOfAdult + actualNumberOfChildren, numberOfGuest];
  if (!guests.every((count) => isCountWithin(count, 0, bounds.maxGuests))) return 'guests';
  return undefined;
}

/** What was left out of a cart to bring it within its bounds. */
export interface CartTruncation {
  /** Apartments refused: a guest count out of bounds, or a line that could not be read at all. */
  refused: number;
  /** Apartments beyond `maxApartments`, left out (the first ones are kept). */
  cut: number;
  maxApartments: number;
}

export interface BoundedItems<Item> {
  items: Item[];
  /** Undefined when nothing was left out. */
  truncated: CartTruncation | undefined;
}

/**
 * The cart's lines within its bounds: lines whose guests are out of bounds are refused (with
 * `unreadable` lines the reader could not parse), then the first `maxApartments` of the rest are
 * kept. Nothing left means the cart is emptied.
 */
export function boundCartItems<Item extends { apartmentGuest: ApartmentGuest }>(
  items: readonly Item[],
  bounds: CartBounds,
  unreadable = 0,
): BoundedItems<Item> {
  const allowed = items.filter((item) => guestCountProblem(item.apartmentGuest, bounds) === undefined);
  const kept = allowed.slice(0, bounds.maxApartments);
  const refused = items.length - allowed.length + unreadable;
  const cut = allowed.length - kept.length;
  return { items: kept, truncated: refused + cut > 0 ? { refused, cut, maxApartments: bounds.maxApartments } : undefined };
}

/** Two truncations of one cart (the stored guest cart, then the service's answer to it) as one. */
export function joinTruncations(first: CartTruncation | undefined, second: CartTruncation | undefined): CartTruncation | undefined {
  if (!first || !second) return first ?? second;
  return { refused: first.refused + second.refused, cut: first.cut + second.cut, maxApartments: second.maxApartments };
}
