import { describe, expect, it } from 'vitest';
import { addonLine, addonUnits } from './addon-line';
import { addonFixture, selectionFixture, unitAddon } from './addon-fixtures';

describe('addonUnits (booking spec §3 pricing types: quantities from guests and nights, never typed)', () => {
  it.each([
    { pricing: 'Per person per night', adults: 2, children: 0, quantity: 0, nights: 3, units: [6, 0, 0, 6] },
    { pricing: 'Per person per night', adults: 2, children: 1, quantity: 0, nights: 3, units: [6, 3, 0, 9] },
    { pricing: 'Per person', adults: 2, children: 1, quantity: 0, nights: 3, units: [2, 1, 0, 3] },
    { pricing: 'Per night', adults: 0, children: 0, quantity: 2, nights: 3, units: [0, 0, 6, 6] },
    { pricing: 'Per stay', adults: 0, children: 0, quantity: 2, nights: 3, units: [0, 0, 2, 2] },
    { pricing: 'Per stay', adults: 0, children: 0, quantity: 0, nights: 3, units: [0, 0, 0, 0] },
    { pricing: 'Per person per night', adults: 1, children: 0, quantity: 0, nights: 0, units: [0, 0, 0, 0] },
  ] as const)('$pricing: $adults adults, $children children, quantity $quantity, $nights nights → $units', (row) => {
    const addon = row.pricing.startsWith('Per person')
      ? addonFixture({ servicePricingType: row.pricing })
      : unitAddon({ servicePricingType: row.pricing });
    const units = addonUnits(
      addon,
      selectionFixture({ numberOfAdult: row.adults, numberOfChildren: row.children, quantity: row.quantity }),
      row.nights,
    );
    expect([units.adultUnits, units.childUnits, units.quantityUnits, units.total]).toEqual(row.units);
  });

  it('a per-person add-on ignores a stray quantity; a quantity add-on ignores stray guests', () => {
    expect(addonUnits(addonFixture(), selectionFixture({ quantity: 5 }), 3).total).toBe(0);
    expect(addonUnits(unitAddon(), selectionFixture({ numberOfAdult: 2 }), 3).total).toBe(0);
  });
});

describe('addonLine (issue 15 item 3: a line rounds once, in the cart currency)', () => {
  it.each([
    {
      case: 'breakfast, 2 adults x 3 nights at SGD 28 + 2.52 tax',
      addon: addonFixture(),
      selection: selectionFixture({ numberOfAdult: 2 }),
      currency: 'SGD',
      line: { priceWithoutTax: 168, tax: 15.12 },
    },
    {
      case: 'breakfast for adults and a child, unrounded converted prices rounded once per line',
      addon: addonFixture({
        defaultPriceForAdult: 20.738,
        defaultPriceForChildren: 10.369,
        defaultTaxForAdult: 1.86642,
        defaultTaxForChildren: 0.93321,
      }),
      selection: selectionFixture({ numberOfAdult: 2, numberOfChildren: 1 }),
      currency: 'USD',
      // 6 x 20.738 + 3 x 10.369 = 155.535 → 155.54 (rounding each unit first would give 155.55)
      line: { priceWithoutTax: 155.54, tax: 14 },
    },
    {
      case: 'JPY has no decimals',
      addon: addonFixture({ defaultPriceForAdult: 3141.6, defaultTaxForAdult: 282.744 }),
      selection: selectionFixture({ numberOfAdult: 2 }),
      currency: 'JPY',
      line: { priceWithoutTax: 18850, tax: 1696 },
    },
    {
      case: 'a cot per night, 2 x 3 nights',
      addon: unitAddon(),
      selection: selectionFixture({ quantity: 2 }),
      currency: 'SGD',
      line: { priceWithoutTax: 90, tax: 8.1 },
    },
    {
      case: 'a repeating conversion: 3 x 33.333… per stay',
      addon: unitAddon({ servicePricingType: 'Per stay', defaultPrice: 100 / 3, defaultTax: 9 / 3.3 }),
      selection: selectionFixture({ quantity: 3 }),
      currency: 'EUR',
      line: { priceWithoutTax: 100, tax: 8.18 },
    },
    {
      case: "multiplied in the sandbox's order: (2 x 24.65 + 12.325) x 3 = 184.875 → 184.88 (6 x 24.65 + 3 x 12.325 is 184.87499… → 184.87)",
      addon: addonFixture({
        defaultPriceForAdult: 24.65,
        defaultPriceForChildren: 12.325,
        defaultTaxForAdult: 0.35,
        defaultTaxForChildren: 0.175,
      }),
      selection: selectionFixture({ numberOfAdult: 2, numberOfChildren: 1 }),
      currency: 'SGD',
      line: { priceWithoutTax: 184.88, tax: 2.63 },
    },
    { case: 'nothing chosen', addon: addonFixture(), selection: selectionFixture(), currency: 'SGD', line: { priceWithoutTax: 0, tax: 0 } },
  ])('$case', ({ addon, selection, currency, line }) => {
    expect(addonLine(addon, selection, 3, currency)).toEqual(line);
  });
});
