/**
 * Apartment sizes (booking spec §3 Apartment: `apartmentSize` in square metres) are shown in square
 * metres and square feet. Content spec §9: the factor is about 10.7639, rounded to 2 decimals.
 */
export const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;

/** Square feet of a size in square metres, to 2 decimals; undefined for a size that is not a positive number. */
export function squareFeet(squareMetres: number): number | undefined {
  if (!Number.isFinite(squareMetres) || squareMetres <= 0) return undefined;
  // Rounded on the integer of hundredths (with an epsilon for binary fractions such as 1.005), once.
  return Math.round(squareMetres * SQUARE_FEET_PER_SQUARE_METRE * 100 + 1e-9) / 100;
}
