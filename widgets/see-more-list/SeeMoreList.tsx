import { useRef } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { translationsOf } from '../../shared/i18n/catalogue';
import type { AuthoredList } from './authored-list';
import { SeeMoreButton } from '../../shared/ui/SeeMoreButton';
import english from './messages/en.json';
import { emitStayEvent } from '../../shared/element/stay-events';

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
  const seeMore = (hiddenCount: number) => {
    pushUserInteraction({
      Category: 'content',
      Component: 'see-more-list',
      Element: listName,
      Action: 'see-more',
      Parameter1: String(hiddenCount),
    });
    const detail: SeeMoreDetail = { revealed: hiddenCount };
    emitStayEvent(rootRef.current, 'stay:see-more', detail);
  };

  return (
    <div className="stay-see-more-list" ref={rootRef}>
      <AuthoredNodes nodes={listNodes} />
      <SeeMoreButton
        items={items}
        limit={visibleItems}
        className="stay-see-more-list__button"
        label={(count) => translate(language, 'seeMore', { count })}
        onSeeMore={seeMore}
      />
    </div>
  );
}
