import { describe, expect, it } from 'vitest';
import { sampleCartItem } from '../../../testing/cart-fixtures';
import { boundCartItems, cartBoundsOf, DEFAULT_CART_BOUNDS, guestCountProblem, joinTruncations, type CartBounds } from './cart-bounds';
import type { ApartmentGuest, CartItem } from './cart-item';

// Booking spec §5 and §9 (issue 28 item 8): every count bounded at both ends, carts at the apartments allowed.

/** A consistent apartment: `adults` and `children`, with the actual counts and total that follow from them. */
function guest(adults: number, children: number, overrides: Partial<ApartmentGuest> = {}): ApartmentGuest {
  return {
    numberOfAdult: adults,
    numberOfChildren: children,
    childAges: Number.isInteger(children) && children >= 0 && children <= 10 ? Array.from({ length: children }, () => 6) : [],
    actualNumberOfAdult: adults,
    actualNumberOfChildren: children,
    numberOfGuest: adults + children,
    ...overrides,
  };
}

describe('cart bounds: the defaults and the configuration', () => {
  it('are booking spec §9: 5 apartments, 3 adults, 5 children, 8 guests', () => {
    expect(DEFAULT_CART_BOUNDS).toEqual({ maxApartments: 5, maxAdults: 3, maxChildren: 5, maxGuests: 8 });
  });

  it.each([
    {
      name: 'a configuration',
      limits: { maxRooms: 8, maxAdults: 4, maxChildren: 2 },
      expected: { maxApartments: 8, maxAdults: 4, maxChildren: 2, maxGuests: 6 },
    },
    {
      name: 'zero, negative and fractional limits',
      limits: { maxRooms: 0, maxAdults: -1, maxChildren: 2.5 },
      expected: DEFAULT_CART_BOUNDS,
    },
    { name: 'NaN', limits: { maxRooms: Number.NaN, maxAdults: Number.NaN, maxChildren: Number.NaN }, expected: DEFAULT_CART_BOUNDS },
  ])('come from $name (a limit that is not a whole number from 1 keeps its default)', ({ limits, expected }) => {
    expect(cartBoundsOf(limits)).toEqual(expected);
  });
});

describe('guest counts of one apartment', () => {
  it.each([
    // adults: from 1 to maxAdults (3)
    { name: 'adults 0', guest: guest(0, 0), expected: 'adults' },
    { name: 'adults 1', guest: guest(1, 0), expected: undefined },
    { name: 'adults at the max (3)', guest: guest(3, 0), expected: undefined },
    { name: 'adults max + 1 (4)', guest: guest(4, 0), expected: 'adults' },
    { name: 'adults 1e308', guest: guest(1e308, 0), expected: 'adults' },
    { name: 'adults NaN', guest: guest(Number.NaN, 0), expected: 'adults' },
    { name: 'adults negative', guest: guest(-1, 0), expected: 'adults' },
    { name: 'adults non-integer', guest: guest(1.5, 0), expected: 'adults' },
    // children: from 0 to maxChildren (5)
    { name: 'children 0', guest: guest(2, 0), expected: undefined },
    { name: 'children 1', guest: guest(2, 1), expected: undefined },
    { name: 'children at the max (5)', guest: guest(3, 5), expected: undefined },
    { name: 'children max + 1 (6)', guest: guest(1, 6), expected: 'children' },
    { name: 'children 1e308', guest: guest(1, 1e308), expected: 'children' },
    { name: 'children NaN', guest: guest(1, Number.NaN), expected: 'children' },
    { name: 'children negative', guest: guest(1, -1), expected: 'children' },
    { name: 'children non-integer', guest: guest(1, 0.5), expected: 'children' },
    { name: 'more child ages than the max', guest: guest(1, 0, { childAges: [1, 2, 3, 4, 5, 6] }), expected: 'children' },
    { name: 'actual children 1e308', guest: guest(1, 0, { actualNumberOfChildren: 1e308 }), expected: 'children' },
    // guests (total per apartment): from 0 to maxGuests (8)
    {
      name: 'actual adults with older children (2 + 3 = 5)',
      guest: guest(2, 3, { actualNumberOfAdult: 5, actualNumberOfChildren: 0 }),
      expected: undefined,
    },
    { name: 'total at the max (8)', guest: guest(3, 5), expected: undefined },
    { name: 'total max + 1 (9)', guest: guest(3, 5, { numberOfGuest: 9 }), expected: 'guests' },
    { name: 'total 1e308', guest: guest(1, 0, { numberOfGuest: 1e308 }), expected: 'guests' },
    { name: 'total NaN', guest: guest(1, 0, { numberOfGuest: Number.NaN }), expected: 'guests' },
    { name: 'total negative', guest: guest(1, 0, { numberOfGuest: -1 }), expected: 'guests' },
    { name: 'total non-integer', guest: guest(1, 0, { numberOfGuest: 1.5 }), expected: 'guests' },
    { name: 'actual adults 1e308', guest: guest(1, 0, { actualNumberOfAdult: 1e308 }), expected: 'guests' },
    { name: 'actual adults negative', guest: guest(1, 0, { actualNumberOfAdult: -3 }), expected: 'guests' },
  ])('$name: $expected', ({ guest: apartmentGuest, expected }) => {
    expect(guestCountProblem(apartmentGuest, DEFAULT_CART_BOUNDS)).toBe(expected);
  });

  it.each([
    { name: 'total at a configured max of 6 (3 + 3)', guest: guest(3, 3), expected: undefined },
    { name: 'total max + 1 (3 + 4)', guest: guest(3, 4), expected: 'guests' },
  ])('with bounds of 6 guests per apartment, $name: $expected', ({ guest: apartmentGuest, expected }) => {
    const bounds: CartBounds = { maxApartments: 5, maxAdults: 3, maxChildren: 5, maxGuests: 6 };
    expect(guestCountProblem(apartmentGuest, bounds)).toBe(expected);
  });
});

const items = (count: number, apartmentGuest = guest(2, 1)): CartItem[] =>
  Array.from({ length: count }, (_, index) =>
    sampleCartItem({ shoppingCartItemId: `item-${index + 1}`, apartmentNumber: index + 1, apartmentGuest }),
  );
const ids = (list: readonly CartItem[]) => list.map((item) => item.shoppingCartItemId);

describe('apartments of one cart', () => {
  it.each([
    { count: 0, kept: 0, truncated: undefined },
    { count: 1, kept: 1, truncated: undefined },
    { count: 5, kept: 5, truncated: undefined },
    { count: 6, kept: 5, truncated: { refused: 0, cut: 1, maxApartments: 5 } },
    { count: 10_000, kept: 5, truncated: { refused: 0, cut: 9_995, maxApartments: 5 } },
  ])('$count apartments: the first $kept kept', ({ count, kept, truncated }) => {
    const bounded = boundCartItems(items(count), DEFAULT_CART_BOUNDS);
    expect(ids(bounded.items)).toEqual(ids(items(kept)));
    expect(bounded.truncated).toEqual(truncated);
  });

  it('refuses the lines out of bounds first, then keeps the first of the rest', () => {
    const cart = [...items(6)];
    cart[0] = sampleCartItem({ shoppingCartItemId: 'hostile', apartmentGuest: guest(1e308, 0) });
    const bounded = boundCartItems(cart, DEFAULT_CART_BOUNDS);
    expect(ids(bounded.items)).toEqual(['item-2', 'item-3', 'item-4', 'item-5', 'item-6']);
    expect(bounded.truncated).toEqual({ refused: 1, cut: 0, maxApartments: 5 });
  });

  it('empties a cart with nothing valid left, counting lines the reader could not parse', () => {
    const bounded = boundCartItems(items(2, guest(1e308, 0)), DEFAULT_CART_BOUNDS, 1);
    expect(bounded.items).toEqual([]);
    expect(bounded.truncated).toEqual({ refused: 3, cut: 0, maxApartments: 5 });
  });

  it('follows the configured apartments', () => {
    const bounded = boundCartItems(items(10), cartBoundsOf({ maxRooms: 8, maxAdults: 3, maxChildren: 5 }));
    expect(bounded.items).toHaveLength(8);
    expect(bounded.truncated).toEqual({ refused: 0, cut: 2, maxApartments: 8 });
  });

  it('joins the truncation of the stored cart and of the answer to it', () => {
    const stored = { refused: 1, cut: 0, maxApartments: 5 };
    const answer = { refused: 0, cut: 9_995, maxApartments: 5 };
    expect(joinTruncations(stored, answer)).toEqual({ refused: 1, cut: 9_995, maxApartments: 5 });
    expect(joinTruncations(undefined, answer)).toBe(answer);
    expect(joinTruncations(stored, undefined)).toBe(stored);
    expect(joinTruncations(undefined, undefined)).toBeUndefined();
  });
});
