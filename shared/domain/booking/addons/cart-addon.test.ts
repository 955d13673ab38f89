import { describe, expect, it } from 'vitest';
import { cartAddonOf, selectionOfCartAddon } from './cart-addon';
import { addonFixture, selectionFixture, unitAddon } from './addon-fixtures';

describe('cartAddonOf: the cart line of a selection (issue 15 contract "CartAddon")', () => {
  it('breakfast for 2 adults over 3 nights', () => {
    expect(cartAddonOf(addonFixture(), selectionFixture({ numberOfAdult: 2, quantity: 4 }), 3, 'SGD')).toEqual({
      serviceInventoryCode: 'BRKF',
      category: 'Dining',
      title: 'Daily breakfast',
      addonDisplayType: 'BREAKFAST',
      servicePricingType: 'Per person per night',
      numberOfAdult: 2,
      numberOfChildren: 0,
      quantity: 0,
      numberOfNight: 3,
      priceWithoutTax: 168,
      tax: 15.12,
    });
  });

  it('an airport transfer carries its flight details and type', () => {
    const transfer = unitAddon({
      addonDisplayType: 'AIRPORT_TRANSFER',
      servicePricingType: 'Per stay',
      transferType: '2W',
      defaultPrice: 120,
      defaultTax: 10.8,
    });
    expect(cartAddonOf(transfer, selectionFixture({ quantity: 1, flightNo: 'sq 12', arrivalTime: '09:30' }), 3, 'SGD')).toMatchObject({
      quantity: 1,
      flightNo: 'SQ12',
      arrivalTime: '09:30',
      transferType: '2W',
      priceWithoutTax: 120,
      tax: 10.8,
    });
  });

  it('nothing selected: no line (pruned, booking spec §4)', () => {
    expect(cartAddonOf(addonFixture(), selectionFixture({ quantity: 3 }), 3, 'SGD')).toBeUndefined();
  });

  it('a saved line reads back as the selection it came from', () => {
    const selection = selectionFixture({ quantity: 1, flightNo: 'SQ12', arrivalTime: '09:30' });
    const transfer = unitAddon({ addonDisplayType: 'AIRPORT_TRANSFER', servicePricingType: 'Per stay' });
    const line = cartAddonOf(transfer, selection, 3, 'SGD');
    expect(line && selectionOfCartAddon(line)).toEqual(selection);
  });
});
