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
