/**
 * Moves the page address in place (the list's hash, the search's query) as a new history entry,
 * so a page of news or a search is linkable and Back returns to the previous one, and tells
 * `usePageAddress` readers with the event they listen for (shared/ui/use-page-address.ts). Here,
 * not there: that module is in the header's chunks, whose budget is full (DESIGN.md §7).
 */
export function navigateTo(search: string, hash: string): void {
  history.pushState(history.state, '', `${location.pathname}${search}${hash}`);
  window.dispatchEvent(new Event('stay:page-address'));
}
