import { createElement, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { pushVisibilityChange } from '../../shared/analytics/data-layer';
import { useScrollRequest } from '../../shared/ui/fragment';
import { useDelayedValue } from '../../shared/ui/use-delayed-value';
import { useUntilFoundPanels } from '../../shared/ui/until-found-panels';
import { rovingTarget } from '../../shared/ui/roving-focus';
import { Button } from '../../shared/ui/Button';
import type { AccordionItemContent } from './authored-items';
import { initialExpansion, setItemExpanded, toggleItem, type Expansion } from './expansion';
import { emitStayEvent } from '../../shared/element/stay-events';

export interface AccordionProps {
  items: readonly AccordionItemContent[];
  /** Expanding one item collapses the others (content spec §2). */
  singleExpansion: boolean;
  /** Level of the heading that holds each item's button (2 to 6). */
  headingLevel: number;
}

/** Content spec §9: screen readers announce the new state more reliably after 100 ms. */
export const ARIA_EXPANDED_DELAY_MS = 100;

export interface AccordionChangeDetail {
  index: number;
  itemId: string | undefined;
  expanded: boolean;
}

/**
 * Content spec §2 (Tabs): an embedded accordion toggles expanded and active classes. An expanded
 * item carries `--expanded` and `--active`, its button `--active`, wherever the accordion sits,
 * so themes written for either name style it.
 */
const ITEM_CLASS = 'stay-accordion__item';

/**
 * WAI-ARIA accordion pattern: each header is a button in a heading with `aria-expanded` and
 * `aria-controls`; each panel is a labelled region. Collapsed panels are `hidden="until-found"`
 * so find-in-page and fragment navigation still reach their text.
 */
export function Accordion({ items, singleExpansion, headingLevel }: AccordionProps) {
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRefs = useRef<(HTMLDivElement | null)[]>([]);
  const scrollTo = useScrollRequest();
  const [expansion, setExpansion] = useState<Expansion>(() =>
    initialExpansion(
      items.map((item) => item.expanded),
      singleExpansion,
    ),
  );
  const announcedExpansion = useDelayedValue(expansion, ARIA_EXPANDED_DELAY_MS);

  // Collapsed panels are until-found: find-in-page and the URL fragment (naming an item or anything
  // in one) open them; a fragment is scrolled to once its panel is shown, so it has its height.
  useUntilFoundPanels(
    panelRefs,
    (index) => Boolean(expansion[index]),
    (index, by, target) => {
      setExpansion((current) => setItemExpanded(current, index, true, singleExpansion));
      if (by === 'fragment') scrollTo(target);
    },
    itemRefs,
  );

  const reportedExpansion = useRef(expansion);
  useLayoutEffect(() => {
    reportChanges(rootRef.current, items, reportedExpansion.current, expansion);
    reportedExpansion.current = expansion;
  }, [expansion, items]);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const destination = rovingTarget(event, index, items.length, { orientation: 'vertical' });
    if (destination === undefined) return;
    event.preventDefault();
    buttonRefs.current[destination]?.focus();
  };

  return (
    <div className="stay-accordion" ref={rootRef}>
      {items.map((item, index) => {
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        const expanded = Boolean(expansion[index]);
        return (
          <div
            key={index}
            id={item.id}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            className={`${ITEM_CLASS}${expanded ? ` ${ITEM_CLASS}--expanded ${ITEM_CLASS}--active` : ''}`}
          >
            {createElement(
              `h${headingLevel}`,
              { className: 'stay-accordion__header' },
              <Button
                id={buttonId}
                className={`stay-accordion__button${expanded ? ' stay-accordion__button--active' : ''}`}
                aria-expanded={Boolean(announcedExpansion[index])}
                aria-controls={panelId}
                ref={(button) => {
                  buttonRefs.current[index] = button;
                }}
                onClick={() => setExpansion((current) => toggleItem(current, index, singleExpansion))}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <AuthoredNodes as="span" className="stay-accordion__title" nodes={item.title} />
              </Button>,
            )}
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="stay-accordion__panel"
              ref={(panel) => {
                panelRefs.current[index] = panel;
              }}
            >
              <AuthoredNodes className="stay-accordion__body" nodes={item.content} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Show/hide analytics (content spec §7) and a `stay:accordion-change` DOM event per changed item. */
function reportChanges(root: HTMLElement | null, items: readonly AccordionItemContent[], before: Expansion, after: Expansion): void {
  after.forEach((expanded, index) => {
    if (expanded === before[index]) return;
    const itemId = items[index]?.id;
    pushVisibilityChange(expanded, 'accordion', itemId ?? `item-${index + 1}`);
    const detail: AccordionChangeDetail = { index, itemId, expanded };
    emitStayEvent(root, 'stay:accordion-change', detail);
  });
}
