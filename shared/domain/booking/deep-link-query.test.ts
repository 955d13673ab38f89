import { describe, expect, it } from 'vitest';
import { parseDeepLink } from './deep-link';
import { emptySearchCriteria, isSearchDeepLink, toDeepLink } from './deep-link-query';
import type { IsoDate } from '../iso-date';

/**
 * The query side of deep links (booking spec §2) lives apart from the parser so that pages without
 * a link or stored search do not load the parser (DESIGN.md §7). These tests hold the two together.
 */
describe('emptySearchCriteria (booking spec §5: a page without a link or stored search)', () => {
  it.each([
    { today: '2026-11-24' as IsoDate, limits: undefined },
    { today: '2026-12-31' as IsoDate, limits: { minLengthOfStay: 3 } },
    { today: '2027-02-27' as IsoDate, limits: { minLengthOfStay: 2, maxRooms: 4 } },
  ])('is what an empty query parses to (today $today)', (context) => {
    expect(emptySearchCriteria(context)).toEqual(parseDeepLink(new URLSearchParams(), context).criteria);
  });
});

describe('isSearchDeepLink and toDeepLink (booking spec §2)', () => {
  it('a written search is read as a deep link', () => {
    const criteria = emptySearchCriteria({ today: '2026-11-24' as IsoDate });
    expect(isSearchDeepLink(toDeepLink({ ...criteria, hotelCode: 'SGP' }))).toBe(true);
    expect(isSearchDeepLink(new URLSearchParams('utm_source=mail'))).toBe(false);
  });
});
