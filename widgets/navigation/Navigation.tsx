import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { trackLinkClick } from '../../shared/analytics/link-click';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { languageSwitchUrl } from '../../shared/domain/content/language-path';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { translateNavigation } from './messages';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import { CurrencySelector } from '../../shared/ui/currency-selector/CurrencySelector';
import { LanguageSelector } from '../../shared/ui/language-selector/LanguageSelector';
import { hasSubMenu, type NavigationItem } from './navigation-items';
import { MenuLink } from './MenuLink';
import { MemberMenu } from './MemberMenu';
import { CartCount } from './CartCount';
import { NewLabel, SubMenuContent } from './SubMenuContent';
import { MOBILE_QUERY, useMediaQuery } from '../../shared/ui/use-media-query';
import { useNavigationItems } from './use-navigation-items';
import { useStickyHeader } from './use-sticky-header';
import { buyPointLinks } from '../../shared/domain/loyalty/buy-points-block';
import { visibleItems } from './visibility';
import { emitStayEvent } from '../../shared/element/stay-events';
import { usePageValue } from '../../shared/store/use-page-value';

export interface NavigationProps {
  /** The header turns sticky when it scrolls out of view (content spec §4). */
  sticky: boolean;
  /** Transparent over the home slider until it turns sticky (spec §4, set from the home banner settings). */
  transparent: boolean;
  /** Where the search modal's fallback link goes; '' for the property list in the page language. */
  searchUrl: string;
  /** Accessible name of the menu's navigation landmark; '' for the authored one or "Main". */
  label: string;
  /** The member dashboard the account menu links to; '' for /{lang}/member/user-profile/. */
  accountUrl: string;
  /** The cart page the cart count links to; '' for no cart count (issue 15 item 4). */
  cartUrl: string;
  logo: readonly Node[];
  authoredItems: readonly NavigationItem[];
  authoredLabel: string;
}

export interface NavigationStickyDetail {
  sticky: boolean;
}

const INTERACTION = { Category: 'header', Component: 'navigation' } as const;

/**
 * The sidebar and the search modal (with the focus-trap library, about 9 KB) load when first
 * wanted, not with the page: the home page's JavaScript budget (DESIGN.md §7) stays for what
 * every visitor sees. Pointing at or focusing their buttons starts the download early.
 */
const loadSidebar = () => import('./Sidebar');
const loadSearchModal = () => import('./SearchModal');
const Sidebar = lazy(() => loadSidebar().then((module) => ({ default: module.Sidebar })));
const SearchModal = lazy(() => loadSearchModal().then((module) => ({ default: module.SearchModal })));
const preload = (load: () => Promise<unknown>) => () => void load();

/** What analytics calls a link: its text, or the alternative text of its image (logos). */
function linkText(link: Element): string {
  return link.textContent?.trim() || link.querySelector('img')?.getAttribute('alt') || link.getAttribute('aria-label') || '';
}

/** Every link of the header, sub-menus, sidebar and search modal sends a link-click event (spec §7). */
function trackNavigationLink(event: MouseEvent<HTMLElement>): HTMLAnchorElement | undefined {
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  trackLinkClick('navigation', linkText(link), link.getAttribute('href') ?? '');
  return link;
}

/**
 * The site's top navigation (content spec §2, §4): the main menu as a WAI-ARIA disclosure
 * navigation on desktop (each top item with a sub-menu is a button with `aria-expanded`; one
 * sub-menu open at a time; Escape closes it and returns focus to its button; a click outside or
 * focus leaving the menu closes it), a mobile sidebar up to 1023 px, the search modal, the
 * language and currency selectors, and the sticky and transparent modes.
 */
export function Navigation({
  sticky: stickyEnabled,
  transparent,
  searchUrl,
  label,
  accountUrl,
  cartUrl,
  logo,
  authoredItems,
  authoredLabel,
}: NavigationProps) {
  const { language, contentRoot } = useWidgetEnvironment();
  const baseId = useId();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [openIndex, setOpenIndex] = useState<number>();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  const mobile = useMediaQuery(MOBILE_QUERY);
  const sticky = useStickyHeader(sentinelRef, stickyEnabled);
  const buyPointsShown = buyPointLinks(usePageValue(buyPointsBlockAtom)) === 'shown';
  const items = useNavigationItems(language, contentRoot, authoredItems);
  const desktopItems = visibleItems(items, { buyPointsShown, mobile: false });
  const mobileItems = visibleItems(items, { buyPointsShown, mobile: true });
  const menuLabel = label || authoredLabel || translateNavigation(language, 'label');
  const sidebarId = `${baseId}-sidebar`;

  // Crossing the breakpoint closes what belongs to the other layout.
  useEffect(() => {
    if (mobile) setOpenIndex(undefined);
    else setSidebarOpen(false);
  }, [mobile]);

  // The open sub-menu is known by position: when the loaded menu replaces the authored one, or
  // buy-point items come or go, a position may name another item, so nothing stays open.
  // A new item list may put another item at the open index: close menus in the same commit that
  // changes the list (a passive effect would run later and could close a menu opened meanwhile).
  useLayoutEffect(() => setOpenIndex(undefined), [items, buyPointsShown]);

  const reportedSticky = useRef(false);
  // In the commit that changes the header, so listeners (a page adjusting its offsets) never see the two disagree.
  useLayoutEffect(() => {
    if (reportedSticky.current === sticky) return;
    reportedSticky.current = sticky;
    const detail: NavigationStickyDetail = { sticky };
    emitStayEvent(rootRef.current, 'stay:navigation-sticky', detail);
  }, [sticky]);

  useEffect(() => {
    if (openIndex === undefined) return undefined;
    const closeOnOutsideClick = (event: globalThis.MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(undefined);
    };
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [openIndex]);

  const toggle = (index: number, item: NavigationItem) => {
    const opening = openIndex !== index;
    setOpenIndex(opening ? index : undefined);
    if (opening) pushUserInteraction({ ...INTERACTION, Element: 'sub-menu', Action: 'open', Parameter1: item.text });
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openIndex === undefined) return;
    event.preventDefault();
    toggleRefs.current[openIndex]?.focus();
    setOpenIndex(undefined);
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !navRef.current?.contains(next)) setOpenIndex(undefined);
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    // A followed link (an in-page anchor too) leaves the menus closed behind it.
    if (trackNavigationLink(event) && navRef.current?.contains(event.target as Node)) setOpenIndex(undefined);
  };

  const openSidebar = () => {
    setSidebarOpen(true);
    pushUserInteraction({ ...INTERACTION, Element: 'sidebar', Action: 'open' });
  };

  const openSearch = () => {
    setSearchOpen(true);
    pushUserInteraction({ ...INTERACTION, Element: 'search', Action: 'open' });
  };

  const classes = ['stay-navigation'];
  if (sticky) classes.push('stay-navigation--sticky');
  if (transparent && !sticky && openIndex === undefined) classes.push('stay-navigation--transparent');

  return (
    <>
      <div className="stay-navigation__sentinel" ref={sentinelRef} aria-hidden="true" />
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: a followed link inside is tracked and closes the menus */}
      <div className={classes.join(' ')} ref={rootRef} onClick={onClick}>
        <div className="stay-navigation__utility">
          {!mobile && (
            <>
              <LanguageSelector />
              <CurrencySelector />
            </>
          )}
        </div>
        <div className="stay-navigation__bar">
          <AuthoredNodes as="span" className="stay-navigation__logo" nodes={logo} />
          {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated: Escape and focus leaving close the open menu (APG disclosure navigation) */}
          <nav
            className="stay-navigation__menu"
            aria-label={menuLabel}
            ref={navRef}
            onKeyDown={closeOnEscape}
            onBlur={closeWhenFocusLeaves}
          >
            <ul className="stay-navigation__list">
              {desktopItems.map((item, index) => {
                if (!hasSubMenu(item)) {
                  return (
                    <li key={index} className="stay-navigation__item">
                      <MenuLink className="stay-navigation__link" href={item.url}>
                        {item.text}
                        <NewLabel shown={item.isShowNewLabel} />
                      </MenuLink>
                    </li>
                  );
                }
                const panelId = `${baseId}-panel-${index}`;
                const expanded = openIndex === index;
                return (
                  <li key={index} className={`stay-navigation__item${expanded ? ' stay-navigation__item--open' : ''}`}>
                    <button
                      type="button"
                      className="stay-navigation__toggle"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      ref={(button) => {
                        toggleRefs.current[index] = button;
                      }}
                      onClick={() => toggle(index, item)}
                    >
                      {item.text}
                      <NewLabel shown={item.isShowNewLabel} />
                    </button>
                    <div
                      id={panelId}
                      className={`stay-navigation__panel stay-navigation__panel--${item.subMenu?.layout ?? 'logos'}`}
                      hidden={!expanded}
                    >
                      <div className="stay-navigation__panel-inner">
                        <SubMenuContent item={item} />
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="stay-navigation__tools">
            <CartCount language={language} cartUrl={cartUrl} />
            <MemberMenu
              language={language}
              accountUrl={accountUrl || languageSwitchUrl({ pathname: '/member/user-profile/', search: '', hash: '' }, language)}
            />
            <button
              type="button"
              ref={searchButtonRef}
              className="stay-navigation__tool"
              aria-haspopup="dialog"
              onClick={openSearch}
              onPointerEnter={preload(loadSearchModal)}
              onFocus={preload(loadSearchModal)}
            >
              <span className="stay-navigation__icon stay-navigation__icon--search" aria-hidden="true" />
              <span className="stay-navigation__tool-label">{translateNavigation(language, 'search')}</span>
            </button>
            <button
              type="button"
              ref={menuButtonRef}
              className="stay-navigation__tool stay-navigation__menu-button"
              aria-haspopup="dialog"
              aria-expanded={sidebarOpen}
              aria-controls={sidebarOpen ? sidebarId : undefined}
              onClick={openSidebar}
              onPointerDown={preload(loadSidebar)}
              onFocus={preload(loadSidebar)}
            >
              <span className="stay-navigation__icon stay-navigation__icon--menu" aria-hidden="true" />
              <span className="stay-navigation__tool-label">{translateNavigation(language, 'menu')}</span>
            </button>
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        {sidebarOpen && (
          <Sidebar
            id={sidebarId}
            label={menuLabel}
            items={mobileItems}
            onClose={() => setSidebarOpen(false)}
            returnFocusTo={menuButtonRef.current}
            onClick={(event) => {
              if (trackNavigationLink(event)) setSidebarOpen(false);
            }}
          />
        )}
        {searchOpen && (
          <SearchModal
            searchUrl={searchUrl || languageSwitchUrl({ pathname: '/booking/property-listing/', search: '', hash: '' }, language)}
            onClose={() => setSearchOpen(false)}
            returnFocusTo={searchButtonRef.current}
            onClick={trackNavigationLink}
            texts={{
              title: translateNavigation(language, 'searchTitle'),
              close: translateNavigation(language, 'closeSearch'),
              fallback: translateNavigation(language, 'searchFallback'),
              fallbackLink: translateNavigation(language, 'searchFallbackLink'),
            }}
          />
        )}
      </Suspense>
    </>
  );
}
