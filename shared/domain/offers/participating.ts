/**
 * A search limited to an offer's participating properties (booking spec §2 deep-link parameter
 * `showAsrParticipatingOnly`; issue 19 item 3): the listing keeps only the properties whose code is
 * in the offer's list. Without the flag, or without a list to limit to (no `offerPath`, or its
 * read failed: content spec §8 "list calls return empty"), nothing is dropped: a search that
 * showed nothing because a list could not be read would look like a sold-out city.
 */
export function limitToParticipating<T extends { propertyCode: string }>(
  entries: readonly T[],
  showParticipatingOnly: boolean,
  participatingCodes: readonly string[] | undefined,
): readonly T[] {
  if (!showParticipatingOnly || !participatingCodes || participatingCodes.length === 0) return entries;
  const codes = new Set(participatingCodes.map((code) => code.toUpperCase()));
  return entries.filter((entry) => codes.has(entry.propertyCode.toUpperCase()));
}

/** The page query's `offerPath` (an entity path such as `offers/long-stay`), or undefined when absent or not a path. */
export function offerPathOf(pageQuery: string): string | undefined {
  const path = new URLSearchParams(pageQuery)
    .get('offerPath')
    ?.trim()
    .replace(/^\/+|\/+$/g, '');
  return path && /^[a-z0-9-]+(\/[a-z0-9-]+)*$/i.test(path) ? path : undefined;
}
