/**
 * Every widget's tag and the chunk that defines it. The loader imports a chunk only when its
 * tag appears in the document (DESIGN.md §3); add a line here when adding a widget.
 */
export const widgetChunks: Record<string, () => Promise<unknown>> = {
  'stay-accordion': () => import('./accordion/element'),
  'stay-tabs': () => import('./tabs/element'),
  'stay-see-more-list': () => import('./see-more-list/element'),
  'stay-tile': () => import('./tile/element'),
  'stay-membership-banner': () => import('./membership-banner/element'),
  'stay-dialog': () => import('./dialog/element'),
  'stay-footer-links': () => import('./footer-links/element'),
  'stay-social-links': () => import('./social-links/element'),
  'stay-footer': () => import('./footer/element'),
  'stay-carousel': () => import('./carousel/element'),
  'stay-banner': () => import('./banner/element'),
  'stay-price': () => import('./price/element'),
  'stay-currency-selector': () => import('./currency-selector/element'),
  'stay-language-selector': () => import('./language-selector/element'),
  'stay-site-notices': () => import('./site-notices/element'),
  'stay-navigation': () => import('./navigation/element'),
  'stay-property-listing': () => import('./property-listing/element'),
  'stay-booking-search': () => import('./booking-search/element'),
  'stay-login': () => import('./login/element'),
  'stay-member-dashboard': () => import('./member-dashboard/element'),
  'stay-sign-up': () => import('./sign-up/element'),
  'stay-password-reset': () => import('./password-reset/element'),
  'stay-rate-selector': () => import('./rate-selector/element'),
  'stay-addons': () => import('./addons/element'),
  'stay-cart': () => import('./cart/element'),
  'stay-checkout': () => import('./checkout/element'),
  'stay-reservation-confirmation': () => import('./reservation-confirmation/element'),
  'stay-member-programmes': () => import('./member-programmes/element'),
};
