import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { useScrollRequest } from '../../shared/ui/fragment';
import { useUntilFoundPanels, type FoundBy } from '../../shared/ui/until-found-panels';
import { startsWithFocusable } from '../../shared/ui/reveal';
import { rovingTarget } from '../../shared/ui/roving-focus';
import { SeeMoreButton } from '../../shared/ui/SeeMoreButton';
import type { TabContent } from './authored-tabs';
import english from './messages/en.json';
import { emitStayEvent } from '../../shared/element/stay-events';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/tabs') });

export interface TabsProps {
  tabs: readonly TabContent[];
  /** The tablist's accessible name (`data-label`); '' to be named by `headingId`. */
  label: string;
  /** Id of the heading that introduces the tabs, '' when there is none. */
  headingId: string;
  /** Content spec §2: a data flag decides whether the "see more" control is shown. */
  seeMore: boolean;
  /** With `seeMore`, how many content blocks of a panel show before "see more". */
  visibleItems: number;
}

export interface TabChangeDetail {
  index: number;
  id: string;
}

/**
 * Why the selected tab is what it is: the initial one is no news, a visitor's choice is an
 * analytics interaction, and any later change is announced.
 */
type Selection = { index: number; cause: FoundBy | 'user' };

const PANEL_CLASS = 'stay-tabs__panel';

const track = (tab: TabContent, action: 'select' | 'see-more') =>
  pushUserInteraction({ Category: 'content', Component: 'tabs', Element: tab.titleText, Action: action });

/**
 * WAI-ARIA tabs pattern with automatic activation: a tablist of buttons with a roving tabindex
 * (Left/Right, mirrored in right-to-left text, Home, End), each tab controlling a labelled
 * tabpanel. Inactive panels are `hidden="until-found"`, so find-in-page and the browser's own
 * fragment navigation still reach their text (and select their tab).
 */
export function Tabs({ tabs, label, headingId, seeMore, visibleItems }: TabsProps) {
  const { language } = useWidgetEnvironment();
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [selection, setSelection] = useState<Selection>({ index: 0, cause: 'initial' });
  const [expandedPanels, setExpandedPanels] = useState<Readonly<Record<number, true>>>({});
  const scrollTo = useScrollRequest();
  const active = selection.index;

  const select = (index: number, cause: Selection['cause']) =>
    setSelection((current) => (index === current.index ? current : { index, cause }));

  // Inactive panels are until-found: find-in-page, the browser's fragment navigation and a fragment
  // naming a panel (or something in one) select its tab; on arrival, before the first paint, as the
  // initial selection. A fragment naming a whole panel shows the tabs from their top, so the
  // selected tab is seen too.
  useUntilFoundPanels(
    panelRefs,
    (index) => index === active,
    (index, by, target) => {
      select(index, by);
      if (by === 'fragment') scrollTo(target === panelRefs.current[index] ? (rootRef.current ?? target) : target);
    },
  );

  // The active panel takes focus itself when nothing in it can (WAI-ARIA tabs pattern); set on the
  // DOM after the see-more buttons (child effects run first) have hidden or shown blocks.
  useLayoutEffect(() => {
    panelRefs.current.forEach((panel, index) => {
      if (index === active && panel && !startsWithFocusable(panel)) panel.tabIndex = 0;
      else panel?.removeAttribute('tabindex');
    });
  }, [tabs, active, seeMore, visibleItems, expandedPanels]);

  // Once per change of the selection (a new selection object), after the panel is shown; new tabs are no news.
  useLayoutEffect(() => {
    const tab = tabs[selection.index];
    if (selection.cause === 'initial' || !tab) return;
    if (selection.cause === 'user') track(tab, 'select');
    const detail: TabChangeDetail = { index: selection.index, id: tab.id };
    emitStayEvent(rootRef.current, 'stay:tab-change', detail);
    // oxlint-disable-next-line react/exhaustive-deps -- once per new selection: new tabs are no news
  }, [selection]);

  const choose = (index: number) => {
    select(index, 'user');
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // The bar runs in the tabs' own direction: an explicit `dir` on the element wins over the page's.
    const direction = getComputedStyle(event.currentTarget).direction as 'ltr' | 'rtl';
    const destination = rovingTarget(event, index, tabs.length, { orientation: 'horizontal', direction });
    if (destination === undefined) return;
    event.preventDefault();
    choose(destination);
  };

  const showAll = (tab: TabContent, index: number) => {
    track(tab, 'see-more');
    setExpandedPanels((current) => ({ ...current, [index]: true }));
  };

  // A tablist without tabs is an accessibility error: nothing to render.
  if (!tabs.length) return null;

  return (
    <div className="stay-tabs" ref={rootRef}>
      <div
        className="stay-tabs__list"
        role="tablist"
        aria-label={label || undefined}
        aria-labelledby={label || !headingId ? undefined : headingId}
      >
        {tabs.map((tab, index) => {
          const selected = index === active;
          // A native button with its type, not the Button primitive: that is a chunk of its own since the
          // journey widgets use it, and its import line took the tabs chunk over AEM's 2.05 KB (DESIGN §7).
          return (
            <button
              type="button"
              key={tab.id}
              role="tab"
              id={`${baseId}-tab-${index}`}
              className={`stay-tabs__tab${selected ? ' stay-tabs__tab--active' : ''}`}
              aria-selected={selected}
              aria-controls={tab.id}
              tabIndex={selected ? 0 : -1}
              ref={(button) => {
                tabRefs.current[index] = button;
              }}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.title.length ? (
                <AuthoredNodes as="span" className="stay-tabs__title" nodes={tab.title} {...tab.titleLanguage} />
              ) : (
                <span className="stay-tabs__title">{translate(language, 'untitled', { number: index + 1 })}</span>
              )}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        return (
          <div
            key={tab.id}
            id={tab.id}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${index}`}
            className={`${PANEL_CLASS}${index === active ? ` ${PANEL_CLASS}--active` : ''}${expandedPanels[index] ? ` ${PANEL_CLASS}--expanded` : ''}`}
            ref={(panel) => {
              panelRefs.current[index] = panel;
            }}
          >
            <AuthoredNodes className="stay-tabs__body" nodes={tab.content} />
            <SeeMoreButton
              items={tab.blocks}
              limit={seeMore ? visibleItems : Infinity}
              className="stay-tabs__see-more"
              onSeeMore={() => showAll(tab, index)}
            />
          </div>
        );
      })}
    </div>
  );
}
