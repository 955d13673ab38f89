import { describe, expect, it } from 'vitest';
import { addonCategories } from './addon-categories';
import { addonFixture, unitAddon } from './addon-fixtures';

describe('addonCategories (booking spec §4 "Add-on selection": normalised into categories sorted by category name)', () => {
  const answer = [
    unitAddon({ serviceInventoryCode: 'PARK', category: 'Convenience', categoryKey: 'convenience' }),
    addonFixture({
      serviceInventoryCode: 'APT1W',
      category: 'Transport',
      categoryKey: 'transport',
      addonDisplayType: 'AIRPORT_TRANSFER',
      title: 'One way',
    }),
    addonFixture({
      serviceInventoryCode: 'APTX',
      category: 'Transport',
      categoryKey: 'transport',
      addonDisplayType: 'AIRPORT_TRANSFER',
      title: ' ',
    }),
    addonFixture({ serviceInventoryCode: 'BRKF', category: 'Dining', categoryKey: 'dining' }),
    unitAddon({ serviceInventoryCode: 'COT', category: 'Convenience', categoryKey: 'convenience' }),
    addonFixture({ serviceInventoryCode: 'BRKF', apartmentNumber: 2, category: 'Dining', categoryKey: 'dining' }),
    unitAddon({ serviceInventoryCode: 'SPA', category: 'wellness', categoryKey: 'wellness', available: false }),
    unitAddon({ serviceInventoryCode: 'LATE', category: 'Convenience ', categoryKey: '' }),
  ];

  it.each([
    {
      case: 'apartment 1: sorted by name, answer order inside, untitled transfer and unavailable add-on dropped',
      apartment: 1,
      expected: [
        ['Convenience', ['PARK', 'COT']],
        ['Convenience', ['LATE']],
        ['Dining', ['BRKF']],
        ['Transport', ['APT1W']],
      ],
    },
    { case: 'apartment 2: only its own add-ons', apartment: 2, expected: [['Dining', ['BRKF']]] },
    { case: 'an apartment with none', apartment: 3, expected: [] },
  ])('$case', ({ apartment, expected }) => {
    const categories = addonCategories(answer, apartment);
    expect(categories.map((category) => [category.name, category.addons.map((addon) => addon.serviceInventoryCode)])).toEqual(expected);
  });

  it('sorts case-insensitively, the same in every locale', () => {
    const names = addonCategories(
      [
        unitAddon({ category: 'spa', categoryKey: 's' }),
        unitAddon({ category: 'Airport', categoryKey: 'a' }),
        unitAddon({ category: 'Bar', categoryKey: 'b' }),
      ],
      1,
    ).map((category) => category.name);
    expect(names).toEqual(['Airport', 'Bar', 'spa']);
  });
});
