import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Accordion } from './Accordion';
import { readAuthoredItems } from './authored-items';

export const accordionSchema = {
  /** Expanding one item collapses the others; of several items authored `open`, only the last stays open. */
  singleExpansion: attr.boolean(false),
  /** Level of the heading that holds each item's button (`<h2>`–`<h6>`), to fit the page's outline. */
  headingLevel: attr.integer({ defaultValue: 3, min: 2, max: 6 }),
};

/**
 * Expandable sections (content spec §2 "Accordion"), following the WAI-ARIA accordion pattern, with URL-fragment deep links.
 *
 * @slot - `<details>` items, each with a `<summary>` (the title, or a heading inside it) and the panel's content; an item's `id` is the fragment that opens it and `open` presets it expanded. Other content is ignored with a warning.
 * @fires stay:accordion-change
 */
defineWidget('stay-accordion', Accordion, accordionSchema, { content: readAuthoredItems });
