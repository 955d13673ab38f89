import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Tabs } from './Tabs';
import { readAuthoredTabs } from './authored-tabs';

export const tabsSchema = {
  /** The tablist's accessible name; without it the heading before the tabs names it. */
  label: attr.string(''),
  seeMore: attr.boolean(false),
  /** Values 1–10: the pre-upgrade CSS has a rule per value (see tabs.css). */
  visibleItems: attr.integer({ defaultValue: 3, min: 1, max: 10 }),
};

defineWidget('stay-tabs', Tabs, tabsSchema, { content: readAuthoredTabs });
