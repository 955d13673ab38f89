import type { BuyPointsBlock } from '../../shared/domain/buy-points-block';

/**
 * Which footer links and groups show (content spec §2 "Footer quick links", §4 buy-point block,
 * §9 mobile breakpoint), as pure functions.
 */

/** The buy-points lookup as a jotai loadable delivers it. */
export type BuyPointsLookup = { state: 'loading' } | { state: 'hasData'; data: BuyPointsBlock } | { state: 'hasError'; error: unknown };

/**
 * Buy-point links show once the lookup says buying is not blocked. While it runs they stay hidden
 * (`pending`), so a visitor from a blocked region never sees (or clicks) a link that then
 * disappears. A failed lookup is status -1 and blocks nothing (spec §4, §8), so the links show.
 */
export type BuyPointLinks = 'pending' | 'shown' | 'hidden';

export function buyPointLinks(lookup: BuyPointsLookup): BuyPointLinks {
  if (lookup.state === 'loading') return 'pending';
  return lookup.state === 'hasError' || !lookup.data.blocked ? 'shown' : 'hidden';
}

export function isLinkShown(link: { buyPoint: boolean }, buyPointLinksShown: boolean): boolean {
  return !link.buyPoint || buyPointLinksShown;
}

/** A group none of whose links is flagged for mobile is hidden below 1024 px as a whole. */
export function isDesktopOnlyGroup(links: readonly { mobile: boolean }[]): boolean {
  return !links.some((link) => link.mobile);
}

/**
 * Decision (spec: "titles toggle their link groups open or closed"): the titles toggle at every
 * width; groups start open on desktop, where there is room for all of them, and collapsed on
 * mobile unless authored `open`.
 */
export function initialExpansion(authoredOpen: readonly boolean[], desktop: boolean): boolean[] {
  return authoredOpen.map((open) => desktop || open);
}
