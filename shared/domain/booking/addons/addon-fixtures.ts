import type { Addon } from './addon';
import type { AddonSelection } from './addon-selection';

/** Test data only (the tables of this folder and the widget's tests): add-ons shaped like the sandbox's seed. */
export function addonFixture(overrides: Partial<Addon> = {}): Addon {
  return {
    serviceInventoryCode: 'BRKF',
    category: 'Dining',
    categoryKey: 'dining',
    title: 'Daily breakfast',
    description: 'Buffet breakfast',
    image: '',
    addonDisplayType: 'BREAKFAST',
    servicePricingType: 'Per person per night',
    currency: 'SGD',
    defaultPrice: 0,
    defaultTax: 0,
    defaultPriceForAdult: 28,
    defaultPriceForChildren: 14,
    defaultTaxForAdult: 2.52,
    defaultTaxForChildren: 1.26,
    maxQuantity: 8,
    available: true,
    apartmentNumber: 1,
    ...overrides,
  };
}

export const unitAddon = (overrides: Partial<Addon> = {}): Addon =>
  addonFixture({
    serviceInventoryCode: 'COT',
    category: 'Convenience',
    categoryKey: 'convenience',
    title: 'Baby cot',
    addonDisplayType: 'QUANTITY',
    servicePricingType: 'Per night',
    defaultPrice: 15,
    defaultTax: 1.35,
    defaultPriceForAdult: 0,
    defaultPriceForChildren: 0,
    defaultTaxForAdult: 0,
    defaultTaxForChildren: 0,
    maxQuantity: 2,
    ...overrides,
  });

export function selectionFixture(overrides: Partial<AddonSelection> = {}): AddonSelection {
  return { numberOfAdult: 0, numberOfChildren: 0, quantity: 0, flightNo: '', arrivalTime: '', ...overrides };
}
