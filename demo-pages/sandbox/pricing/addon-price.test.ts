import { describe, expect, it } from 'vitest';
import { priceAddonLine } from './addon-price.ts';
import { addonUnitPricesIn, findAddonSeed, roundForCurrency } from '../seed/index.ts';
import type { AddonUnitPrices } from '../seed/index.ts';

/**
 * Add-on lines (booking spec §3 "Add-on" pricing types, §5 add-on counts; DESIGN §8 "money"):
 * unit prices times quantities, rounded once; the tax the same over the unit taxes.
 */
const person: AddonUnitPrices = {
  defaultPrice: 28,
  defaultTax: 2.52,
  defaultPriceForAdult: 28,
  defaultPriceForChildren: 14,
  defaultTaxForAdult: 2.52,
  defaultTaxForChildren: 1.26,
};
const unit: AddonUnitPrices = {
  defaultPrice: 15,
  defaultTax: 1.35,
  defaultPriceForAdult: 0,
  defaultPriceForChildren: 0,
  defaultTaxForAdult: 0,
  defaultTaxForChildren: 0,
};
const counts = (numberOfAdult: number, numberOfChildren: number, quantity: number, numberOfNight: number) => ({
  numberOfAdult,
  numberOfChildren,
  quantity,
  numberOfNight,
});

describe('priceAddonLine', () => {
  it.each([
    {
      case: 'per person: 2 adults + 1 child',
      pricing: 'Per person' as const,
      units: person,
      counts: counts(2, 1, 0, 3),
      price: 70,
      tax: 6.3,
    },
    {
      case: 'per person per night: 2 adults × 3 nights = 6 adult-nights',
      pricing: 'Per person per night' as const,
      units: person,
      counts: counts(2, 0, 0, 3),
      price: 168,
      tax: 15.12,
    },
    {
      case: 'per person per night: 1 adult + 2 children × 2 nights',
      pricing: 'Per person per night' as const,
      units: person,
      counts: counts(1, 2, 0, 2),
      price: 112,
      tax: 10.08,
    },
    {
      case: 'per night: quantity 2 × 3 nights',
      pricing: 'Per night' as const,
      units: unit,
      counts: counts(2, 0, 2, 3),
      price: 90,
      tax: 8.1,
    },
    {
      case: 'per stay: quantity 3, nights ignored',
      pricing: 'Per stay' as const,
      units: unit,
      counts: counts(2, 0, 3, 5),
      price: 45,
      tax: 4.05,
    },
    { case: 'nothing chosen', pricing: 'Per night' as const, units: unit, counts: counts(2, 0, 0, 3), price: 0, tax: 0 },
  ])('$case', ({ pricing, units, counts: quantities, price, tax }) => {
    expect(priceAddonLine(pricing, units, quantities, 'SGD')).toEqual({ priceWithoutTax: price, tax });
  });

  it.each(['SGD', 'JPY', 'USD', 'KRW', 'EUR'])('in %s rounds the whole line once, not each unit', (currency) => {
    const breakfast = findAddonSeed('BRKF')!;
    const units = addonUnitPricesIn(breakfast, currency);
    const line = priceAddonLine('Per person per night', units, counts(2, 1, 0, 3), currency);
    expect(line.priceWithoutTax).toBe(roundForCurrency((2 * units.defaultPriceForAdult + 1 * units.defaultPriceForChildren) * 3, currency));
    expect(line.tax).toBe(roundForCurrency((2 * units.defaultTaxForAdult + 1 * units.defaultTaxForChildren) * 3, currency));
  });

  it('rounds halves away from zero on the decimal digits, as the widgets do (1.005 is 1.01)', () => {
    expect(roundForCurrency(1.005, 'SGD')).toBe(1.01);
    expect(roundForCurrency(2.5, 'JPY')).toBe(3);
    expect(roundForCurrency(-1.005, 'SGD')).toBe(-1.01);
  });
});
