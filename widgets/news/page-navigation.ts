/**
 * Moves the page address in place (the list's hash, the search's query) so a page of news or a
 * search is linkable and Back returns to the previous one; `usePageAddress` readers follow it.
 */
export function navigateTo(search: string, hash: string): void {
  history.pushState(history.state, '', `${location.pathname}${search}${hash}`);
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}
