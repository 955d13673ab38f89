import type { NavigationFlags, NavigationItem, SubMenu } from './navigation-items';

/**
 * Which menu entries show (content spec §2 "Top navigation", §4 buy-point block, §9 mobile
 * breakpoint), as pure functions. The rules apply at every level: a buy-point link inside a
 * section hides like a buy-point top item.
 */
export interface VisibilityContext {
  /** False while the region lookup runs and when buying points is blocked for the region. */
  buyPointsShown: boolean;
  /** Up to 1023 px: only entries flagged `isDisplayMobile` show. */
  mobile: boolean;
}

export function isEntryShown(flags: NavigationFlags, context: VisibilityContext): boolean {
  if (flags.buyPoint && !context.buyPointsShown) return false;
  return !context.mobile || flags.isDisplayMobile;
}

function visibleSubMenu(subMenu: SubMenu | undefined, context: VisibilityContext): SubMenu | undefined {
  if (!subMenu) return undefined;
  if (subMenu.layout === 'images') {
    const images = subMenu.images.filter((image) => isEntryShown(image, context));
    return images.length ? { layout: 'images', images } : undefined;
  }
  const sections = subMenu.sections.flatMap((section) => {
    if (!isEntryShown(section, context)) return [];
    const links = section.links.filter((link) => isEntryShown(link, context));
    // A section left without links stays only as a titled link to its own page.
    return links.length || section.url ? [{ ...section, links }] : [];
  });
  return sections.length ? { layout: 'sections', sections } : undefined;
}

/**
 * The items to render. An item whose sub-menu empties out becomes a plain link to its own page,
 * or disappears when it has none.
 */
export function visibleItems(items: readonly NavigationItem[], context: VisibilityContext): NavigationItem[] {
  return items.flatMap((item) => {
    if (!isEntryShown(item, context)) return [];
    const subMenu = visibleSubMenu(item.subMenu, context);
    if (!subMenu && item.logos.length === 0 && !item.url) return [];
    return [{ ...item, subMenu }];
  });
}
