import { describe, expect, it } from 'vitest';
import { sampleCartAddon, sampleCartItem } from '../../../testing/cart-fixtures';
import { itemTotals, totalsOf } from './cart-totals';

// Issue 15 contract and booking spec §9: lines round once, totals are rounded sums of rounded lines.
const third = 100 / 3; // a rate converted from another currency: 33.333… repeating

describe('cart totals', () => {
  it.each([
    {
      name: 'SGD, three converted lines of 33.333…: 99.99, not 100',
      currency: 'SGD',
      items: [
        sampleCartItem({ price: third, tax: third / 10, addons: [sampleCartAddon({ priceWithoutTax: third, tax: third / 10 })] }),
        sampleCartItem({ price: third, tax: 0 }),
      ],
      expected: { totalBeforeTax: 99.99, totalTax: 6.66, total: 106.65 },
    },
    {
      name: 'JPY, no decimals: each line rounds to whole yen first',
      currency: 'JPY',
      items: [sampleCartItem({ price: 10000.5, tax: 1000.5, addons: [sampleCartAddon({ priceWithoutTax: 1500.4, tax: 150.5 })] })],
      expected: { totalBeforeTax: 11501, totalTax: 1152, total: 12653 },
    },
    {
      name: 'USD, half cents round away from zero per line',
      currency: 'USD',
      items: [sampleCartItem({ price: 1.005, tax: 0.105 }), sampleCartItem({ price: 1.005, tax: 0.105 })],
      expected: { totalBeforeTax: 2.02, totalTax: 0.22, total: 2.24 },
    },
    {
      name: 'USD, 0.1 + 0.2 stays 0.30',
      currency: 'USD',
      items: [sampleCartItem({ price: 0.1, tax: 0, addons: [sampleCartAddon({ priceWithoutTax: 0.2, tax: 0 })] })],
      expected: { totalBeforeTax: 0.3, totalTax: 0, total: 0.3 },
    },
    { name: 'an empty cart', currency: 'SGD', items: [], expected: { totalBeforeTax: 0, totalTax: 0, total: 0 } },
  ])('$name', ({ currency, items, expected }) => {
    expect(totalsOf(items, currency)).toEqual({ ...expected, currencyCode: currency });
  });

  it('gives one apartment its stay and add-ons', () => {
    const item = sampleCartItem({ price: 300, tax: 27, addons: [sampleCartAddon({ priceWithoutTax: 60, tax: 5.4 })] });
    expect(itemTotals(item, 'SGD')).toEqual({ totalBeforeTax: 360, totalTax: 32.4, total: 392.4, currencyCode: 'SGD' });
  });
});
