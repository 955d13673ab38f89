import { FocusTrap } from 'focus-trap-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { translateNavigation } from './messages';
import { CurrencySelector } from '../../shared/ui/currency-selector/CurrencySelector';
import { LanguageSelector } from '../../shared/ui/language-selector/LanguageSelector';
import { hasSubMenu, type NavigationItem } from './navigation-items';
import { MenuLink } from './MenuLink';
import { NewLabel, SubMenuContent } from './SubMenuContent';

export interface SidebarProps {
  id: string;
  /** Accessible name of the menu's navigation landmark. */
  label: string;
  /** Already filtered for mobile (visibility.ts). */
  items: readonly NavigationItem[];
  onClose: () => void;
  /** The menu button: focus goes back to it when the sidebar closes. */
  returnFocusTo: HTMLElement | null;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** The page behind the open sidebar does not scroll. */
function usePageScrollLock(): void {
  useLayoutEffect(() => {
    document.documentElement.classList.add('stay-navigation-scroll-lock');
    return () => document.documentElement.classList.remove('stay-navigation-scroll-lock');
  }, []);
}

/**
 * The mobile menu (content spec §2, up to 1023 px): a modal dialog at the inline end with focus
 * trapped inside (Tab from the last control wraps to the first), the rest of the page inert.
 * Escape, the close button and a click on the backdrop close it; focus then returns to the menu
 * button. Sub-menus are nested disclosures, one open at a time.
 */
export function Sidebar({ id, label, items, onClose, returnFocusTo, onClick }: SidebarProps) {
  const { language, direction } = useWidgetEnvironment();
  const baseId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  // The dimmed area around the panel is the container itself: the focus trap makes the panel's
  // siblings inert, and an inert backdrop would never receive the visitor's click.
  const closeOnBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === backdropRef.current) onClose();
  };
  const [openIndex, setOpenIndex] = useState<number>();
  usePageScrollLock();

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    // The language selector's own Escape (closing its list) comes first.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  const toggle = (index: number, item: NavigationItem) => {
    const opening = openIndex !== index;
    setOpenIndex(opening ? index : undefined);
    if (opening)
      pushUserInteraction({
        Category: 'header',
        Component: 'navigation',
        Element: 'sidebar-sub-menu',
        Action: 'open',
        Parameter1: item.text,
      });
  };

  return createPortal(
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on the backdrop closes; Escape is the keyboard way
    <div className="stay-navigation-sidebar" dir={direction} ref={backdropRef} onClick={closeOnBackdropClick}>
      <FocusTrap
        focusTrapOptions={{
          initialFocus: () => closeRef.current ?? undefined,
          setReturnFocus: (previous) => (returnFocusTo?.isConnected ? returnFocusTo : previous),
          escapeDeactivates: false,
          clickOutsideDeactivates: false,
          allowOutsideClick: (event) => event.target === backdropRef.current,
          isolateSubtrees: 'inert',
        }}
      >
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated keys and clicks of the dialog's contents */}
        <div
          id={id}
          role="dialog"
          aria-modal="true"
          aria-label={translateNavigation(language, 'menu')}
          className="stay-navigation-sidebar__panel"
          onKeyDown={closeOnEscape}
          onClick={onClick}
        >
          <div className="stay-navigation-sidebar__header">
            <button type="button" ref={closeRef} className="stay-navigation-sidebar__close" onClick={onClose}>
              <span className="stay-navigation__icon stay-navigation__icon--close" aria-hidden="true" />
              <span>{translateNavigation(language, 'closeMenu')}</span>
            </button>
          </div>
          <nav aria-label={label}>
            <ul className="stay-navigation-sidebar__list">
              {items.map((item, index) => {
                if (!hasSubMenu(item)) {
                  return (
                    <li key={index} className="stay-navigation-sidebar__item">
                      <MenuLink className="stay-navigation-sidebar__link" href={item.url}>
                        {item.text}
                        <NewLabel shown={item.isShowNewLabel} />
                      </MenuLink>
                    </li>
                  );
                }
                const panelId = `${baseId}-panel-${index}`;
                const expanded = openIndex === index;
                return (
                  <li key={index} className="stay-navigation-sidebar__item">
                    <button
                      type="button"
                      className="stay-navigation-sidebar__toggle"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => toggle(index, item)}
                    >
                      {item.text}
                      <NewLabel shown={item.isShowNewLabel} />
                    </button>
                    <div id={panelId} className="stay-navigation-sidebar__panel-content" hidden={!expanded}>
                      <SubMenuContent item={item} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="stay-navigation-sidebar__settings">
            <LanguageSelector />
            <CurrencySelector />
          </div>
        </div>
      </FocusTrap>
    </div>,
    document.body,
  );
}
