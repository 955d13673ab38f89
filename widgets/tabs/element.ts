import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Tabs } from './Tabs';
import { readAuthoredTabs } from './authored-tabs';

export const tabsSchema = {
  /** The tab list's accessible name; without it the heading before the tabs (the last `<h1>`–`<h6>` before the element) names it; give one of them. */
  label: attr.string(''),
  /** The "see more" control (content spec §2): each panel shows its first `data-visible-items` blocks and a "See more" button that reveals the rest. */
  seeMore: attr.boolean(false),
  /** With `data-see-more`, how many blocks a panel shows before "See more"; 1 to 10 (the pre-upgrade CSS has a rule per value, see tabs.css). */
  visibleItems: attr.integer({ defaultValue: 3, min: 1, max: 10 }),
};

/**
 * Tabbed panels (content spec §2 "Tabs"), following the WAI-ARIA tabs pattern with automatic activation; tab ids from titles are URL-fragment deep links.
 *
 * @slot - `<section>`s, one per tab: the title is its first child heading (or its `data-title`), the rest is the panel, written as block elements; an authored `id` is kept as the tab id. Other content is ignored with a warning.
 * @fires stay:tab-change
 * @cssprop --stay-tabs-see-more-size - Height reserved for a panel's "See more" button, before and after the upgrade.
 */
defineWidget('stay-tabs', Tabs, tabsSchema, { content: readAuthoredTabs });
