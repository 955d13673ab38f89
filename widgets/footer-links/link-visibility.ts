/**
 * Which footer links and groups show (content spec §2 "Footer quick links", §4 buy-point block,
 * §9 mobile breakpoint), as pure functions.
 */

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
