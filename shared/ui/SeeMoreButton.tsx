import { useLayoutEffect, useState } from 'react';
import { useWidgetEnvironment } from '../element/widget-environment';
import { translate } from '../i18n/catalogue';
import { collapse } from './collapse';
import { applyCollapse, focusRevealed } from './reveal';
import { Button } from './Button';

export interface SeeMoreButtonProps {
  /** The authored blocks the rule counts, shows and hides. */
  items: readonly Element[];
  /** How many show before "see more"; Infinity shows all (no button). */
  limit: number;
  className: string;
  /** The button's text; the shared "See more" in the page language when absent. */
  label?: (hiddenCount: number) => string;
  /** Before the blocks are revealed: analytics and the widget's own event. */
  onSeeMore?: (hiddenCount: number) => void;
}

/**
 * The "see more" rule on authored blocks (content spec §2 "List", "Tabs"), shared by the see-more
 * list and the tabs' see-more flag: the first `limit` blocks show, the rest wait behind a button
 * that exists only while something is hidden. The button reveals them all, goes away, and moves
 * focus to the first revealed block, so keyboard and screen-reader users read on where the new
 * content starts.
 */
export function SeeMoreButton({ items, limit, className, label, onSeeMore }: SeeMoreButtonProps) {
  const { language } = useWidgetEnvironment();
  const [expanded, setExpanded] = useState(false);
  const [firstRevealed, setFirstRevealed] = useState<Element>();
  const { visibleCount, hiddenCount } = collapse(items.length, limit, expanded);

  useLayoutEffect(() => applyCollapse(items, visibleCount), [items, visibleCount]);
  useLayoutEffect(() => focusRevealed(firstRevealed), [firstRevealed]);

  if (!hiddenCount) return null;
  const seeMore = () => {
    onSeeMore?.(hiddenCount);
    setFirstRevealed(items[visibleCount]);
    setExpanded(true);
  };
  return (
    <Button className={className} onClick={seeMore}>
      {label ? label(hiddenCount) : translate(language, 'seeMore')}
    </Button>
  );
}
