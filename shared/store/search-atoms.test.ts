// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeEntry } from '../storage';
import { bookingSearchCriteriaEntry } from '../storage/booking-session-entries';
import { storedSearchSummaryAtom } from './search-atoms';

beforeEach(() => sessionStorage.clear());

describe('storedSearchSummaryAtom', () => {
  it('is empty without a stored search and follows a search stored on the page', () => {
    const store = createStore();
    const unsubscribe = store.sub(storedSearchSummaryAtom, () => {});
    expect(store.get(storedSearchSummaryAtom)).toEqual({});
    writeEntry(bookingSearchCriteriaEntry, { hotelCode: 'SGORCH', startDate: '2027-01-05', endDate: '2027-01-07' });
    expect(store.get(storedSearchSummaryAtom)).toMatchObject({ hotelCode: 'SGORCH', startDate: '2027-01-05' });
    unsubscribe();
  });
});
