import { useLayoutEffect, useRef, useState } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { translationsOf } from '../../shared/i18n/catalogue';
import type { AuthoredList } from './authored-list';
import { collapse } from '../../shared/ui/collapse';
import { applyCollapse, focusRevealed } from '../../shared/ui/reveal';
import english from './messages/en.json';

const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/see-more-list') });

export interface SeeMoreListProps extends AuthoredList {
  /** How many items show before "see more". */
  visibleItems: number;
}

export interface SeeMoreDetail {
  /** How many items the button revealed. */
  revealed: number;
}

/**
 * A list showing its first items, with a "see more" button that reveals the whole list, hides
 * itself and moves focus to the first revealed item (content spec §2 "List"), so keyboard and
 * screen-reader users continue reading where the new content starts.
 */
export function SeeMoreList({ listNodes, items, listName, visibleItems }: SeeMoreListProps) {
  const { language } = useWidgetEnvironment();
  const rootRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [firstRevealed, setFirstRevealed] = useState<HTMLElement>();
  const state = collapse(items.length, visibleItems, expanded);

  useLayoutEffect(() => applyCollapse(items, state.visibleCount), [items, state.visibleCount]);
  useLayoutEffect(() => focusRevealed(firstRevealed), [firstRevealed]);

  const seeMore = () => {
    pushUserInteraction({
      Category: 'content',
      Component: 'see-more-list',
      Element: listName,
      Action: 'see-more',
      Parameter1: String(state.hiddenCount),
    });
    const detail: SeeMoreDetail = { revealed: state.hiddenCount };
    rootRef.current?.dispatchEvent(new CustomEvent('stay:see-more', { bubbles: true, composed: true, detail }));
    setFirstRevealed(items[state.visibleCount]);
    setExpanded(true);
  };

  return (
    <div className="stay-see-more-list" ref={rootRef}>
      <AuthoredNodes nodes={listNodes} />
      {state.hiddenCount > 0 && (
        <button type="button" className="stay-see-more-list__button" onClick={seeMore}>
          {translate(language, 'seeMore', { count: state.hiddenCount })}
        </button>
      )}
    </div>
  );
}
