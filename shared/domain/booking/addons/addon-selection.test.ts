import { describe, expect, it } from 'vitest';
import type { AddonDisplayType, ServicePricingType } from './addon';
import { addonControl, defaultAddonSelection, isAddonSelected, isCategorySelected } from './addon-selection';
import { addonFixture, selectionFixture, unitAddon } from './addon-fixtures';

const addonOf = (addonDisplayType: AddonDisplayType, servicePricingType: ServicePricingType) =>
  servicePricingType.startsWith('Per person')
    ? addonFixture({ addonDisplayType, servicePricingType })
    : unitAddon({ addonDisplayType, servicePricingType });

describe('addonControl: how each display and pricing type is chosen (booking spec §3, §4)', () => {
  it.each([
    ['BREAKFAST', 'Per person per night', 'guests'],
    ['GUEST', 'Per person', 'guests'],
    ['QUANTITY', 'Per night', 'quantity'],
    ['OTHER', 'Per night', 'quantity'],
    ['OTHER_PACKAGES', 'Per stay', 'quantity'],
    ['AIRPORT_TRANSFER', 'Per stay', 'choice'],
    ['HOUSE_KEEPING', 'Per stay', 'choice'],
    ['HOUSE_KEEPING', 'Per night', 'quantity'],
    ['AIRPORT_TRANSFER', 'Per person', 'guests'],
  ] as const)('%s priced %s → %s', (display, pricing, control) => {
    expect(addonControl(addonOf(display, pricing))).toBe(control);
  });
});

describe('isAddonSelected (booking spec §4 "Add-on selection")', () => {
  it.each([
    { case: 'per person, an adult', addon: addonOf('BREAKFAST', 'Per person per night'), selection: { numberOfAdult: 1 }, selected: true },
    { case: 'per person, a child', addon: addonOf('GUEST', 'Per person'), selection: { numberOfChildren: 1 }, selected: true },
    { case: 'per person, a quantity only', addon: addonOf('GUEST', 'Per person'), selection: { quantity: 2 }, selected: false },
    { case: 'per person, nobody', addon: addonOf('BREAKFAST', 'Per person per night'), selection: {}, selected: false },
    { case: 'per night, a quantity', addon: addonOf('QUANTITY', 'Per night'), selection: { quantity: 1 }, selected: true },
    { case: 'per night, adults only', addon: addonOf('OTHER', 'Per night'), selection: { numberOfAdult: 2 }, selected: false },
    { case: 'other package, a quantity', addon: addonOf('OTHER_PACKAGES', 'Per stay'), selection: { quantity: 1 }, selected: true },
    {
      case: 'per stay transfer chosen directly',
      addon: addonOf('AIRPORT_TRANSFER', 'Per stay'),
      selection: { quantity: 1 },
      selected: true,
    },
    { case: 'per stay housekeeping not chosen', addon: addonOf('HOUSE_KEEPING', 'Per stay'), selection: {}, selected: false },
  ])('$case → $selected', ({ addon, selection, selected }) => {
    expect(isAddonSelected(addon, selectionFixture(selection))).toBe(selected);
  });

  it('a category is selected when any of its add-ons is', () => {
    const breakfast = addonOf('BREAKFAST', 'Per person per night');
    const cot = addonOf('QUANTITY', 'Per night');
    expect(
      isCategorySelected([
        { addon: breakfast, selection: selectionFixture() },
        { addon: cot, selection: selectionFixture({ quantity: 1 }) },
      ]),
    ).toBe(true);
    expect(
      isCategorySelected([
        { addon: breakfast, selection: selectionFixture() },
        { addon: cot, selection: selectionFixture() },
      ]),
    ).toBe(false);
  });
});

describe('defaultAddonSelection: what a reset restores (booking spec §4)', () => {
  const none = selectionFixture();
  it.each([
    { case: 'booking: nothing chosen', addon: addonOf('BREAKFAST', 'Per person per night'), modifying: false, expected: none },
    { case: 'booking, transfer: flight details cleared', addon: addonOf('AIRPORT_TRANSFER', 'Per stay'), modifying: false, expected: none },
    {
      case: 'modifying, per person: 1 adult',
      addon: addonOf('GUEST', 'Per person'),
      modifying: true,
      expected: { ...none, numberOfAdult: 1 },
    },
    {
      case: 'modifying, per person without an adult price: 1 child',
      addon: addonFixture({ defaultPriceForAdult: 0 }),
      modifying: true,
      expected: { ...none, numberOfChildren: 1 },
    },
    {
      case: 'modifying, per night: quantity 1',
      addon: addonOf('QUANTITY', 'Per night'),
      modifying: true,
      expected: { ...none, quantity: 1 },
    },
    { case: 'modifying, per stay: nothing', addon: addonOf('OTHER_PACKAGES', 'Per stay'), modifying: true, expected: none },
  ])('$case', ({ addon, modifying, expected }) => {
    expect(defaultAddonSelection(addon, modifying)).toEqual(expected);
  });
});
