import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { fragmentTarget, prefersReducedMotion, useFragmentTarget } from '../../shared/ui/fragment';
import { collapse } from '../../shared/ui/collapse';
import { applyCollapse, focusRevealed, hasFocusableContent } from '../../shared/ui/reveal';
import type { TabContent } from './authored-tabs';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/tabs') });

export interface TabsProps {
  tabs: readonly TabContent[];
  /** Content spec §2: a data flag decides whether the "see more" control is shown. */
  seeMore: boolean;
  /** With `seeMore`, how many content blocks of a panel show before "see more". */
  visibleItems: number;
}

export interface TabChangeDetail {
  index: number;
  id: string;
}

/** Why the selected tab is what it is: only a visitor's choice is an analytics interaction. */
type Selection = { index: number; cause: 'initial' | 'fragment' | 'user' };

const PANEL_CLASS = 'stay-tabs__panel';

/**
 * WAI-ARIA tabs pattern with automatic activation: a tablist of buttons with a roving tabindex
 * (Left/Right, mirrored in right-to-left text, Home, End), each tab controlling a labelled
 * tabpanel. Inactive panels are `hidden="until-found"`, so find-in-page and the browser's own
 * fragment navigation still reach their text (and select their tab).
 */
export function Tabs({ tabs, seeMore, visibleItems }: TabsProps) {
  const { language } = useWidgetEnvironment();
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [selection, setSelection] = useState<Selection>({ index: 0, cause: 'initial' });
  const [expandedPanels, setExpandedPanels] = useState<readonly boolean[]>([]);
  const [focusablePanels, setFocusablePanels] = useState<readonly boolean[]>([]);
  const [scrollRequest, setScrollRequest] = useState<{ target: Element }>();
  const [revealRequest, setRevealRequest] = useState<{ target: Element | undefined }>();
  const active = selection.index;

  const select = useCallback((index: number, cause: Selection['cause']) => {
    setSelection((current) => (index === current.index || index < 0 ? current : { index, cause }));
  }, []);

  const panelIndexOf = (target: Element) => panelRefs.current.findIndex((panel) => panel?.contains(target));

  // Before the first paint: a fragment naming a tab (or something inside one) selects it at once.
  useLayoutEffect(() => {
    const target = fragmentTarget();
    const index = target ? panelIndexOf(target) : -1;
    if (index > 0) setSelection({ index, cause: 'initial' });
  }, []);

  useFragmentTarget((target) => {
    const index = panelIndexOf(target);
    if (index < 0) return;
    select(index, 'fragment');
    // A fragment naming a whole panel shows the tabs from their top, so the selected tab is seen too.
    setScrollRequest({ target: target === panelRefs.current[index] ? rootRef.current ?? target : target });
  });

  useLayoutEffect(() => {
    panelRefs.current.forEach((panel, index) => {
      if (index === active) panel?.removeAttribute('hidden');
      else panel?.setAttribute('hidden', 'until-found');
    });
  }, [active, tabs]);

  useLayoutEffect(() => {
    tabs.forEach((tab, index) => {
      applyCollapse(tab.blocks, collapse(tab.blocks.length, seeMore ? visibleItems : Infinity, Boolean(expandedPanels[index])).visibleCount);
    });
    setFocusablePanels(panelRefs.current.map((panel) => Boolean(panel && hasFocusableContent(panel))));
  }, [tabs, seeMore, visibleItems, expandedPanels]);

  useLayoutEffect(() => {
    scrollRequest?.target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [scrollRequest]);

  useLayoutEffect(() => focusRevealed(revealRequest?.target), [revealRequest]);

  // Find-in-page (and the browser's fragment navigation) reveal an until-found panel: select its tab.
  useLayoutEffect(() => {
    const listeners = panelRefs.current.map((panel, index) => {
      const reveal = () => select(index, 'fragment');
      panel?.addEventListener('beforematch', reveal);
      return () => panel?.removeEventListener('beforematch', reveal);
    });
    return () => listeners.forEach((remove) => remove());
  }, [select, tabs]);

  const reported = useRef(selection);
  useLayoutEffect(() => {
    if (reported.current === selection) return;
    reported.current = selection;
    if (selection.cause === 'initial') return;
    const tab = tabs[selection.index];
    if (!tab) return;
    if (selection.cause === 'user') {
      pushUserInteraction({ Category: 'content', Component: 'tabs', Element: tab.titleText, Action: 'select' });
    }
    const detail: TabChangeDetail = { index: selection.index, id: tab.id };
    rootRef.current?.dispatchEvent(new CustomEvent('stay:tab-change', { bubbles: true, composed: true, detail }));
  }, [selection, tabs]);

  const choose = (index: number) => {
    select(index, 'user');
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // Alt+Left is the browser's Back, Ctrl/Cmd+arrows edit or scroll: leave them alone.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const last = tabs.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    // Arrow keys follow the visual order, which right-to-left text mirrors.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const destination = {
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: 0,
      End: last,
    }[event.key];
    if (destination === undefined) return;
    event.preventDefault();
    choose(destination);
  };

  const showAll = (tab: TabContent, index: number) => {
    const { visibleCount } = collapse(tab.blocks.length, visibleItems, false);
    pushUserInteraction({ Category: 'content', Component: 'tabs', Element: tab.titleText, Action: 'see-more' });
    setExpandedPanels((current) => tabs.map((_, position) => position === index || Boolean(current[position])));
    setRevealRequest({ target: tab.blocks[visibleCount] });
  };

  // A tablist without tabs is an accessibility error: nothing to render.
  if (!tabs.length) return null;

  return (
    <div className="stay-tabs" ref={rootRef}>
      <div className="stay-tabs__list" role="tablist">
        {tabs.map((tab, index) => {
          const selected = index === active;
          return (
            <button
              key={tab.id}
              type="button"
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
        const expanded = Boolean(expandedPanels[index]);
        const { hiddenCount } = collapse(tab.blocks.length, seeMore ? visibleItems : Infinity, expanded);
        const classes = [PANEL_CLASS, index === active && `${PANEL_CLASS}--active`, expanded && `${PANEL_CLASS}--expanded`];
        return (
          <div
            key={tab.id}
            id={tab.id}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${index}`}
            tabIndex={index === active && !focusablePanels[index] ? 0 : undefined}
            className={classes.filter(Boolean).join(' ')}
            ref={(panel) => {
              panelRefs.current[index] = panel;
            }}
          >
            <AuthoredNodes className="stay-tabs__body" nodes={tab.content} />
            {hiddenCount > 0 && (
              <button type="button" className="stay-tabs__see-more" onClick={() => showAll(tab, index)}>
                {translate(language, 'seeMore')}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
