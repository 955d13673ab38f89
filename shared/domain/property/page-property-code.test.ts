import { describe, expect, it } from 'vitest';
import { pagePropertyCode } from './page-property-code';

// Issue 19 item 1; booking spec §2 deep-link parameters `hotel` and `hotelCode`.
describe('pagePropertyCode', () => {
  it.each([
    { attribute: 'sgorch', query: '?hotel=JPSHJK', expected: { code: 'SGORCH' } },
    { attribute: '', query: '?hotelCode=jpshjk', expected: { code: 'JPSHJK' } },
    { attribute: '', query: 'hotel=SGORCH&hotelCode=JPSHJK', expected: { code: 'SGORCH' } },
    { attribute: '', query: '?hotel=&hotelCode=SGORCH', expected: { code: 'SGORCH' } },
    { attribute: '', query: '?hotel=%20sgorch%20', expected: { code: 'SGORCH' } },
    { attribute: '', query: '?arrive=01-12-2026', expected: { code: '' } },
    { attribute: '', query: '', expected: { code: '' } },
    { attribute: '', query: '?hotel=<script>', expected: { code: '', invalidInAddress: '<script>' } },
    { attribute: '', query: '?hotelCode=A', expected: { code: '', invalidInAddress: 'A' } },
  ])('$attribute / $query', ({ attribute, query, expected }) => {
    expect(pagePropertyCode(attribute, query)).toEqual(expected);
  });
});
