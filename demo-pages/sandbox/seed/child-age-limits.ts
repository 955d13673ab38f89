/**
 * Child-age limits (booking spec §3: a child at or above the limit counts as an adult; "looked up
 * per city or per property", value not shown). The sandbox decides per country; every other
 * country uses the booking configuration's default.
 */
export const DEFAULT_CHILD_AGE_LIMIT = 12;

export const CHILD_AGE_LIMIT_BY_COUNTRY: Readonly<Record<string, number>> = {
  JP: 6,
  KR: 8,
  AU: 15,
};

export function childAgeLimitOfCountry(countryCode: string): number {
  return CHILD_AGE_LIMIT_BY_COUNTRY[countryCode.trim().toUpperCase()] ?? DEFAULT_CHILD_AGE_LIMIT;
}
