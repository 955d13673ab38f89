// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { addonChanges, pushAddonsSaved } from './addon-ecommerce';
import type { CartAddon } from '../../shared/domain/booking/cart-item';

const line = (code: string, overrides: Partial<CartAddon> = {}): CartAddon => ({
  serviceInventoryCode: code,
  category: 'Dining',
  title: `Title ${code}`,
  addonDisplayType: 'BREAKFAST',
  servicePricingType: 'Per person per night',
  numberOfAdult: 2,
  numberOfChildren: 0,
  quantity: 0,
  numberOfNight: 3,
  priceWithoutTax: 168,
  tax: 15.12,
  ...overrides,
});

describe('addonChanges (GA4 add_to_cart / remove_from_cart per saved add-on)', () => {
  it.each([
    { case: 'a new line is added', previous: [], next: [line('A')], added: ['A'], removed: [] },
    { case: 'a line gone is removed', previous: [line('A')], next: [], added: [], removed: ['A'] },
    { case: 'an unchanged line is neither', previous: [line('A')], next: [line('A')], added: [], removed: [] },
    {
      case: 'a changed count is removed and added',
      previous: [line('A')],
      next: [line('A', { numberOfAdult: 1, priceWithoutTax: 84 })],
      added: ['A'],
      removed: ['A'],
    },
    {
      case: 'flight details alone change nothing in value',
      previous: [line('T', { flightNo: 'SQ1' })],
      next: [line('T', { flightNo: 'SQ2' })],
      added: [],
      removed: [],
    },
  ])('$case', ({ previous, next, added, removed }) => {
    const changes = addonChanges(previous, next);
    expect(changes.added.map((entry) => entry.serviceInventoryCode)).toEqual(added);
    expect(changes.removed.map((entry) => entry.serviceInventoryCode)).toEqual(removed);
  });
});

describe('pushAddonsSaved', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('clears the ecommerce object before each event, sends GA4 items and the add-on records', () => {
    const record = {
      AddonType: 'BREAKFAST',
      AddonCode: 'A',
      AddonPropertyRate: 168,
      AddonDisplayRate: 168,
      AddonPropertyTax: 15.12,
      AddonDisplayTax: 15.12,
      AddonPropertyTotal: 183.12,
      AddonDisplayTotal: 183.12,
      AddonQty: 6,
    };
    pushAddonsSaved([line('B', { priceWithoutTax: 0.1 })], [line('A'), line('C', { priceWithoutTax: 0.2 })], 'SGD', [record]);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'SGD',
          value: 0.1,
          items: [
            {
              item_id: 'B',
              item_name: 'Title B',
              item_category: 'addon',
              item_category2: 'Dining',
              item_variant: 'Per person per night',
              price: 0.1,
              quantity: 1,
            },
          ],
        },
      },
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'SGD',
          value: 168.2,
          items: [
            {
              item_id: 'A',
              item_name: 'Title A',
              item_category: 'addon',
              item_category2: 'Dining',
              item_variant: 'Per person per night',
              price: 168,
              quantity: 1,
            },
            {
              item_id: 'C',
              item_name: 'Title C',
              item_category: 'addon',
              item_category2: 'Dining',
              item_variant: 'Per person per night',
              price: 0.2,
              quantity: 1,
            },
          ],
        },
      },
      { event: 'addonsUpdate', addons: [record] },
    ]);
  });

  it('nothing changed: no ecommerce event, the records still', () => {
    pushAddonsSaved([line('A')], [line('A')], 'SGD', []);
    expect(window.dataLayer).toEqual([{ event: 'addonsUpdate', addons: [] }]);
  });
});
