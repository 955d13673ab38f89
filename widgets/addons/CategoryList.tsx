import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { AddonCategory } from '../../shared/domain/booking/addons/addon-categories';
import type { Language } from '../../shared/domain/languages';
import { Button } from '../../shared/ui/Button';
import { collapse } from '../../shared/ui/collapse';
import { focusRevealed } from '../../shared/ui/reveal';
import { translate } from './addon-texts';

/** Booking spec §9: add-on display count 4. */
export const CATEGORIES_AT_A_TIME = 4;

export interface CategoryListProps {
  language: Language;
  categories: readonly AddonCategory[];
  renderCategory: (category: AddonCategory) => ReactNode;
}

/**
 * The categories 4 at a time (booking spec §9), with the "see more" rule of `shared/ui`
 * (`collapse`, `focusRevealed`): each press shows the next 4 and moves the focus to the first
 * category it revealed, so keyboard and screen-reader users go on where the new content starts.
 * Hidden categories are not rendered (nothing of theirs in the tab order or the accessibility tree).
 */
export function CategoryList({ language, categories, renderCategory }: CategoryListProps) {
  const [limit, setLimit] = useState(CATEGORIES_AT_A_TIME);
  const [revealedFrom, setRevealedFrom] = useState<number>();
  const list = useRef<HTMLUListElement>(null);
  const { visibleCount, hiddenCount } = collapse(categories.length, limit, false);

  useLayoutEffect(() => {
    if (revealedFrom !== undefined) focusRevealed(list.current?.children[revealedFrom] ?? undefined);
  }, [revealedFrom]);

  const seeMore = () => {
    setRevealedFrom(visibleCount);
    setLimit(visibleCount + CATEGORIES_AT_A_TIME);
  };
  return (
    <>
      <ul className="stay-addons__categories" ref={list}>
        {categories.slice(0, visibleCount).map((category) => (
          <li key={category.categoryKey} className="stay-addons__category">
            {renderCategory(category)}
          </li>
        ))}
      </ul>
      {hiddenCount > 0 && (
        <Button className="stay-addons__see-more" onClick={seeMore}>
          {translate(language, 'seeMore', { count: Math.min(hiddenCount, CATEGORIES_AT_A_TIME) })}
        </Button>
      )}
    </>
  );
}
