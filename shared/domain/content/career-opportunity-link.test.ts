import { describe, expect, it } from 'vitest';
import { opportunityHref, opportunityInAddress } from './career-opportunity-link';

// Content spec §7 "career-opportunity filter and by-id": the by-id view from the page address.
describe('opportunityInAddress', () => {
  it.each([
    ['', { id: '' }],
    ['?opportunity=CO-1001', { id: 'CO-1001' }],
    ['opportunity=%20CO-1002%20&x=1', { id: 'CO-1002' }],
    ['?opportunity=', { id: '' }],
    ['?opportunity=%3Cscript%3E', { id: '', invalid: '<script>' }],
    ['?opportunity=../etc', { id: '', invalid: '../etc' }],
  ])('%s -> %j', (query, expected) => {
    expect(opportunityInAddress(query)).toEqual(expected);
  });

  it('links an opportunity on the same page', () => {
    expect(opportunityHref('/en/careers', 'CO-1001')).toBe('/en/careers?opportunity=CO-1001');
  });
});
