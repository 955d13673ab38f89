import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { SeeMoreList } from './SeeMoreList';
import { readAuthoredList } from './authored-list';

export const seeMoreListSchema = {
  /** How many items show before "see more"; 1 to 10 (the pre-upgrade CSS has a rule per value, see see-more-list.css). */
  visibleItems: attr.integer({ defaultValue: 3, min: 1, max: 10 }),
};

/**
 * A list that shows its first items and a "see more" button (content spec §2 "List"), which reveals the rest and moves focus to the first revealed item.
 *
 * @slot - One `<ul>` or `<ol>`, complete in the page (its `id`, `aria-label`, `start`, `reversed` are kept); other content is ignored with a warning.
 * @fires stay:see-more
 * @cssprop --stay-see-more-list-button-size - Height reserved for the "see more" button, before and after the upgrade.
 */
defineWidget('stay-see-more-list', SeeMoreList, seeMoreListSchema, { content: readAuthoredList });
