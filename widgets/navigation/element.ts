import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { readAuthoredHeader } from './authored-header';
import { Navigation } from './Navigation';

export const navigationSchema = {
  /** The header turns sticky (fixed to the top) once it has scrolled out of view. */
  sticky: attr.boolean(true),
  /** Transparent over the home page's slider until it turns sticky, then opaque. */
  transparent: attr.boolean(false),
  /** Target of the search modal's fallback link (empty: the property list in the page language). */
  searchUrl: attr.url(''),
  /** Accessible name of the menu's navigation landmark (empty: the authored `<nav aria-label>`, else "Main"). */
  label: attr.string(''),
  /** The member dashboard the account menu links to (empty: /{lang}/member/user-profile/). */
  accountUrl: attr.url(''),
  /** The cart page: the header shows "Cart, n items" linking to it while the cart holds something (empty: no cart count). */
  cartUrl: attr.url(''),
};

/**
 * The site's top navigation (content spec §2 "Top navigation", §4): main menu with sub-menus, mobile sidebar, sticky or transparent header, search modal, language and currency, and the account control: "Log in" for guests, the member's name and tier with a menu (account, log out) for members (issue 14 item 5).
 *
 * @slot - The server-rendered fallback header: the logo link first, then a `<nav>` with a `<ul>` of the top-level links and optional nested `<ul>` sub-menus; shown until the menu loads and if it cannot.
 * @fires stay:navigation-sticky
 * @cssprop --stay-navigation-height - The header's height (56px; 104px from 1024px): the reserved place and the scroll padding.
 * @cssprop --stay-navigation-utility-height - Height of the utility row (0; 40px from 1024px).
 * @cssprop --stay-navigation-bar-height - Height of the menu bar (56px; 64px from 1024px).
 * @cssprop --stay-navigation-background - The opaque background (#fff).
 * @cssprop --stay-navigation-transparent-background - The background over the slider in transparent mode (a dark-to-clear gradient).
 */
defineWidget('stay-navigation', Navigation, navigationSchema, { content: readAuthoredHeader });
