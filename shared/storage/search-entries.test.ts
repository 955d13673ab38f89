// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { parseDeepLink } from '../domain/deep-link';
import { bookingSearchEntry, readStoredSearch, writeStoredSearch } from './search-entries';

const TODAY = '2026-03-10';

beforeEach(() => sessionStorage.clear());

describe('stored booking search', () => {
  it('round-trips criteria through the deep-link query string', () => {
    const { criteria } = parseDeepLink(
      new URLSearchParams('hotel=SGORCH&arrive=2026-04-01&depart=2026-04-03&rooms=2&adult=2,1&child=1,0&childages=5&promo=SUMMER24'),
      { today: TODAY },
    );
    writeStoredSearch(criteria);
    const stored = JSON.parse(sessionStorage.getItem(bookingSearchEntry.key)!).value as string;
    expect(typeof stored).toBe('string');
    expect(stored).toContain('hotel=SGORCH');
    expect(readStoredSearch({ today: TODAY })?.criteria).toEqual(criteria);
  });

  it('is undefined when nothing or something else is stored', () => {
    expect(readStoredSearch({ today: TODAY })).toBeUndefined();
    sessionStorage.setItem(bookingSearchEntry.key, JSON.stringify({ value: { hotel: 'X' }, storedAt: Date.now() }));
    expect(readStoredSearch({ today: TODAY })).toBeUndefined();
  });

  it('corrects stored dates that are now in the past', () => {
    const { criteria } = parseDeepLink(new URLSearchParams('hotel=SGORCH&arrive=2026-03-12&depart=2026-03-14'), { today: TODAY });
    writeStoredSearch(criteria);
    const read = readStoredSearch({ today: '2026-03-20' });
    expect(read?.criteria.startDate).toBe('2026-03-20');
    expect(read?.problems).not.toHaveLength(0);
  });
});
