/**
 * Analytics events go to the page's data layer (content spec §7), created on first use so
 * widgets work whether or not a tag manager is on the page.
 */
export type DataLayerEvent = Record<string, unknown> & { event: string };

/** GA4's reset before an ecommerce event (shared/analytics/ga4-items.ts). */
export interface EcommerceReset {
  ecommerce: null;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent | EcommerceReset): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** The user-interaction event of spec §7: Category, Component, Element, Action, Parameter1-3. */
export interface UserInteraction {
  Category: string;
  Component: string;
  Element: string;
  Action: string;
  Parameter1?: string;
  Parameter2?: string;
  Parameter3?: string;
}

export function pushUserInteraction(interaction: UserInteraction): void {
  pushDataLayer({ event: 'userInteraction', ...interaction });
}

/** Show and hide of expandable content (spec §2 accordion), shaped like AEM core components' `cmp:show`/`cmp:hide`. */
export function pushVisibilityChange(visible: boolean, component: string, itemId: string): void {
  pushDataLayer({ event: visible ? 'cmp:show' : 'cmp:hide', eventInfo: { path: `${component}.${itemId}` } });
}

/** The link-click event of content spec §7, sent by every link widget. */
export interface LinkClick {
  component: string;
  linkText: string;
  linkUrl: string;
  linkType: 'internal' | 'external';
}

export function pushLinkClick(click: LinkClick): void {
  pushDataLayer({ event: 'linkClick', ...click });
}
