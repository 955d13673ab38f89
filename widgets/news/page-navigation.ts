import { pushPageAddress } from '../../shared/ui/use-page-address';

/**
 * Moves the page address in place (the list's hash, the search's query) so a page of news or a
 * search is linkable and Back returns to the previous one; `usePageAddress` readers follow it.
 */
export function navigateTo(search: string, hash: string): void {
  pushPageAddress(`${location.pathname}${search}${hash}`);
}
