import { describe, expect, it } from 'vitest';
import { squareFeet } from './apartment-size';

// Booking spec §3 Apartment (apartmentSize in sqm); content spec §9 (sqm x 10.7639, 2 decimals).
describe('squareFeet', () => {
  it.each([
    { sqm: 1, sqft: 10.76 },
    { sqm: 35, sqft: 376.74 },
    { sqm: 42.5, sqft: 457.47 },
    { sqm: 100, sqft: 1076.39 },
    { sqm: 0.5, sqft: 5.38 },
    { sqm: 0, sqft: undefined },
    { sqm: -3, sqft: undefined },
    { sqm: Number.NaN, sqft: undefined },
    { sqm: Number.POSITIVE_INFINITY, sqft: undefined },
  ])('$sqm sqm is $sqft sqft', ({ sqm, sqft }) => {
    expect(squareFeet(sqm)).toBe(sqft);
  });
});
