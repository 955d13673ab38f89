import { describe, expect, it } from 'vitest';
import { usualPrice } from './usual-price';

// Booking spec §5 (discounted only below the base rate), §9 (rounding); issue 28 item 4: the usual
// price is the base for the same apartments and nights as the total beside it. The SGD rows are the
// issue's stay: one apartment's base 1,022.01, Advance Purchase 838.04 an apartment.
describe('usualPrice', () => {
  it.each([
    { why: 'rooms 1', currency: 'SGD', base: 1022.01, apartments: 1, total: 838.04, usual: 1022.01 },
    { why: 'rooms 2: both bases, not 1,022.01', currency: 'SGD', base: 1022.01, apartments: 2, total: 1676.08, usual: 2044.02 },
    { why: 'rooms 3', currency: 'SGD', base: 1022.01, apartments: 3, total: 2514.12, usual: 3066.03 },
    { why: 'rooms 4', currency: 'SGD', base: 1022.01, apartments: 4, total: 3352.16, usual: 4088.04 },
    { why: 'rooms 5', currency: 'SGD', base: 1022.01, apartments: 5, total: 4190.2, usual: 5110.05 },
    { why: 'above one base, below two: shown', currency: 'SGD', base: 1022.01, apartments: 2, total: 1500, usual: 2044.02 },
    { why: 'equal price: not shown', currency: 'SGD', base: 500, apartments: 3, total: 1500, usual: undefined },
    { why: 'shows as equal: not shown', currency: 'SGD', base: 500, apartments: 2, total: 999.996, usual: undefined },
    { why: 'lower base: not shown', currency: 'SGD', base: 800, apartments: 2, total: 1700, usual: undefined },
    { why: 'no base: not shown', currency: 'SGD', base: undefined, apartments: 2, total: 1700, usual: undefined },
    { why: 'each line rounds once: 333.34 × 3', currency: 'SGD', base: 333.335, apartments: 3, total: 900, usual: 1000.02 },
    { why: 'the total rounds once: 300.30', currency: 'USD', base: 100.1, apartments: 3, total: 300, usual: 300.3 },
    { why: 'no decimals: whole yen per line', currency: 'JPY', base: 33333.5, apartments: 3, total: 90000, usual: 100002 },
    { why: 'equal yen: not shown', currency: 'JPY', base: 30000, apartments: 2, total: 60000, usual: undefined },
    { why: 'rounds to the usual yen: not shown', currency: 'JPY', base: 50000, apartments: 2, total: 99999.6, usual: undefined },
  ])('$currency $apartments × $base beside $total: $usual ($why)', ({ currency, base, apartments, total, usual }) => {
    expect(usualPrice({ baseStayOfOneApartment: base, apartments, stayTotal: total, currency })).toBe(usual);
  });
});
