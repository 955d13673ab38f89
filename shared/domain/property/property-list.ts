/**
 * Rules of the destination lists (issue 19 item 5, `<stay-property-list>`): which properties a
 * list shows, the featured order, and distances from a point of interest. Pure, table-tested in
 * property-list.test.ts.
 */
interface Listed {
  propertyCode: string;
  status: string;
}

/** Booking spec §2: coming-soon properties are those with status pop or upcoming. */
export const isComingSoon = (status: string): boolean => status === 'upcoming' || status === 'pop';

/**
 * Booking spec §2 "Property listing": each code once, live and coming-soon properties only
 * (any other status is dropped); the "upcoming new properties" list only the coming-soon ones.
 */
export function listedForSource<T extends Listed>(entries: readonly T[], source: string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const shown = source === 'upcoming' ? isComingSoon(entry.status) : entry.status === 'live' || isComingSoon(entry.status);
    if (!shown || seen.has(entry.propertyCode)) return false;
    seen.add(entry.propertyCode);
    return true;
  });
}

/** The featured properties in the configuration's order (codes compared trimmed, upper case); unknown or repeated codes are left out. */
export function featuredInOrder<T extends Listed>(codes: readonly string[], entries: readonly T[]): T[] {
  const byCode = new Map(entries.map((entry) => [entry.propertyCode.toUpperCase(), entry]));
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  return wanted.flatMap((code) => byCode.get(code) ?? []);
}
