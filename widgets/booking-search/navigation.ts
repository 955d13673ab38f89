/**
 * How the booking search reads the page address and leaves the page. Component tests replace
 * these functions (like `pageNavigation` in widgets/dialog/close-actions.ts) so nothing navigates
 * away from the test page; nothing else should.
 */
export const searchNavigation = {
  /** The page's query string: a search deep link prefills the form (booking spec §2). */
  currentQuery: (): string => window.location.search,
  assign: (url: string): void => window.location.assign(url),
};
