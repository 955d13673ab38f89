// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseDeepLink } from '../domain/booking/deep-link';
import { readEntry, writeEntry } from '../storage';
import { bookingSearchCriteriaEntry } from './booking-session-entries';
import { bookingSearchEntry } from './search-entries';
import { pageStore, readNow } from './page-store';
import { clearSearchAtom, saveSearchAtom, storedSearchQueryAtom, storedSearchSummaryAtom } from './search-atoms';

const TODAY = '2026-03-10';

beforeEach(() => sessionStorage.clear());

describe('search atoms', () => {
  it('the summary is empty without a stored search and follows a search stored on the page', () => {
    const store = createStore();
    const unsubscribe = store.sub(storedSearchSummaryAtom, () => {});
    expect(store.get(storedSearchSummaryAtom)).toEqual({});
    writeEntry(bookingSearchCriteriaEntry, { hotelCode: 'SGORCH', startDate: '2027-01-05', endDate: '2027-01-07' });
    expect(store.get(storedSearchSummaryAtom)).toMatchObject({ hotelCode: 'SGORCH', startDate: '2027-01-05' });
    unsubscribe();
  });

  it('saving a search stores the whole search and its summary, read back by unmounted atoms', () => {
    const { criteria } = parseDeepLink(
      new URLSearchParams(
        'searchdest=Tokyo&type=city&arrive=2026-04-01&depart=2026-04-04&rooms=2&adult=2,1&child=1,0&childages=5&promo=SUMMER24&minlengthofstay=2',
      ),
      { today: TODAY },
    );
    expect(pageStore.get(storedSearchQueryAtom)).toBe('');

    pageStore.set(saveSearchAtom, criteria);

    expect(parseDeepLink(new URLSearchParams(pageStore.get(storedSearchQueryAtom)), { today: TODAY }).criteria).toEqual(criteria);
    expect(readEntry(bookingSearchEntry)).toBe(pageStore.get(storedSearchQueryAtom));
    expect(pageStore.get(storedSearchSummaryAtom)).toEqual({
      hotelCode: undefined,
      startDate: '2026-04-01',
      endDate: '2026-04-04',
      minLengthOfStay: 2,
      ssid: undefined,
    });
  });

  it('readNow sees storage changed behind the store; clearing forgets both views', () => {
    const { criteria } = parseDeepLink(new URLSearchParams('hotel=SGORCH&arrive=2026-04-01&depart=2026-04-03'), { today: TODAY });
    pageStore.set(saveSearchAtom, criteria);
    sessionStorage.clear(); // no change event, as another script would do it
    expect(readNow(storedSearchQueryAtom)).toBe('');

    pageStore.set(saveSearchAtom, criteria);
    pageStore.set(clearSearchAtom);
    expect(pageStore.get(storedSearchQueryAtom)).toBe('');
    expect(pageStore.get(storedSearchSummaryAtom)).toEqual({});
  });
});
