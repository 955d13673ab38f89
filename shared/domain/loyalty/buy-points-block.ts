/**
 * Buy-point block (content spec §4): buying points is blocked when the visitor's client region is
 * in the block list. A failed lookup of either gives status -1 and blocks nothing.
 */
export type BuyPointsBlock = { status: 'ok'; blocked: boolean } | { status: -1; blocked: false };

export function buyPointsBlock(clientRegion: string | undefined, blockedCountries: readonly string[] | undefined): BuyPointsBlock {
  if (clientRegion === undefined || blockedCountries === undefined) return { status: -1, blocked: false };
  const region = clientRegion.trim().toUpperCase();
  return { status: 'ok', blocked: blockedCountries.some((country) => country.trim().toUpperCase() === region) };
}

/** The lookup as the page's jotai loadable (shared/store/region-atoms.ts) delivers it. */
export type BuyPointsLookup = { state: 'loading' } | { state: 'hasData'; data: BuyPointsBlock } | { state: 'hasError'; error: unknown };

/**
 * Whether buy-point links and items show (content spec §4, §8): `pending` while the lookup runs,
 * so a visitor from a blocked region never sees (or clicks) a link that then disappears; `shown`
 * after a failed lookup, which is status -1 and blocks nothing.
 */
export type BuyPointLinks = 'pending' | 'shown' | 'hidden';

export function buyPointLinks(lookup: BuyPointsLookup): BuyPointLinks {
  if (lookup.state === 'loading') return 'pending';
  return lookup.state === 'hasError' || !lookup.data.blocked ? 'shown' : 'hidden';
}
