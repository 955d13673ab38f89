import { getPageConfig } from '../../shared/element/page-config';
import { previousSearchUrl } from '../../shared/domain/booking/previous-search';
import { isSafeUrl } from '../../shared/domain/safe-url';
import type { DialogCloseAction } from '../../shared/store/dialog';
import { pageStore, readNow } from '../../shared/store/page-store';
import { clearSearchAtom, storedSearchSummaryAtom } from '../../shared/store/search-atoms';
import { readEntry, removeEntry, writeEntry } from '../../shared/storage';
import {
  criteriaFromCartEntry,
  deepLinkDataEntry,
  guestCartEntry,
  previousSearchUrlEntry,
  summaryPaymentUrlEntry,
} from '../../shared/store/booking-session-entries';
import { homeUrl } from './home-url';

/**
 * How the page is left. Component tests replace these functions so that nothing navigates away
 * from the test page; nothing else should.
 */
export const pageNavigation = {
  assign: (url: string): void => window.location.assign(url),
  reload: (): void => window.location.reload(),
};

function languageRoot(): string {
  const { language, contentRoot } = getPageConfig();
  return homeUrl(language, window.location.pathname, contentRoot);
}

/** Close action 3: the cart's search on the stored previous-search URL, else the summary-payment URL, else home. */
function previousSearchTarget(action: Extract<DialogCloseAction, { type: 'previous-search' }>): string {
  const cart = readEntry(guestCartEntry);
  const url = readEntry(previousSearchUrlEntry) ?? readEntry(summaryPaymentUrlEntry);
  if (!cart || !url) return languageRoot();
  const minLengthOfStay = action.minLengthOfStay ?? readNow(storedSearchSummaryAtom).minLengthOfStay;
  return previousSearchUrl({ cartItems: cart.items, url, minLengthOfStay, propertyName: action.propertyName }) ?? languageRoot();
}

/** Runs the close action of content spec §4 that the dialog request chose for the button pressed. */
export function runCloseAction(action: DialogCloseAction): void {
  switch (action.type) {
    case 'redirect-home':
      pageStore.set(clearSearchAtom);
      removeEntry(deepLinkDataEntry);
      pageNavigation.assign(languageRoot());
      return;
    case 'reload':
      writeEntry(criteriaFromCartEntry, true);
      pageNavigation.reload();
      return;
    case 'previous-search':
      pageNavigation.assign(previousSearchTarget(action));
      return;
    case 'go-to-url':
      // Requests from widgets are typed but not validated: an unsafe URL is never followed.
      if (isSafeUrl(action.url)) pageNavigation.assign(action.url);
      else console.warn(`[stay-widgets] <stay-dialog> did not go to an unsafe URL: ${action.url}`);
      return;
    case 'dismiss':
      return;
  }
}
