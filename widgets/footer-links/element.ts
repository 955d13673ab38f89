import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { FooterLinks } from './FooterLinks';
import { readAuthoredGroups } from './authored-groups';

export const footerLinksSchema = {
  /** Accessible name of the navigation landmark the groups are in (empty: "Quick links", translated). */
  label: attr.string(''),
};

/**
 * The footer quick links (content spec §2 "Footer quick links"): groups of links whose titles open and close them on narrow screens, following the WAI-ARIA disclosure pattern.
 *
 * @slot - `<details>` groups: a `<summary>` title (or a heading inside it) and a `<ul>` of links; `data-mobile` on an `<li>` shows it below 1024 px, `data-buy-point` hides it where buying points is blocked. Other content and unsafe links are left out with a warning.
 * @fires stay:footer-links-toggle
 */
defineWidget('stay-footer-links', FooterLinks, footerLinksSchema, { content: readAuthoredGroups });
