// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseDeepLink, resolveSearch } from '../domain/booking/deep-link';
import { toDeepLink } from '../domain/booking/deep-link-query';

/** What a page reads back without a deep link of its own. */
const parseStoredSearch = (query: string | undefined, context: { today: string }) => {
  const source = resolveSearch('', query, context);
  return source.kind === 'stored' ? source.parse : undefined;
};

const TODAY = '2026-03-10';

describe('stored booking search', () => {
  it('round-trips criteria through the deep-link query string', () => {
    const { criteria } = parseDeepLink(
      new URLSearchParams('hotel=SGORCH&arrive=2026-04-01&depart=2026-04-03&rooms=2&adult=2,1&child=1,0&childages=5&promo=SUMMER24'),
      { today: TODAY },
    );
    expect(parseStoredSearch(toDeepLink(criteria).toString(), { today: TODAY })?.criteria).toEqual(criteria);
  });

  it('is undefined when nothing is stored', () => {
    expect(parseStoredSearch('', { today: TODAY })).toBeUndefined();
    expect(parseStoredSearch(undefined, { today: TODAY })).toBeUndefined();
  });

  it("corrects stored dates that are now in the past, silently (the visitor's own search)", () => {
    const { criteria } = parseDeepLink(new URLSearchParams('hotel=SGORCH&arrive=2026-03-12&depart=2026-03-14'), { today: TODAY });
    const read = parseStoredSearch(toDeepLink(criteria).toString(), { today: '2026-03-20' });
    expect([read?.criteria.startDate, read?.criteria.endDate]).toEqual(['2026-03-20', '2026-03-21']);
    expect(read?.problems).toEqual([]);
  });
});
