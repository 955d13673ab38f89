import { describe, expect, it } from 'vitest';
import { addonAnalyticsRecord } from './addon-analytics';
import type { ExchangeRates } from '../../currency';
import { addonFixture, unitAddon } from './addon-fixtures';

const noRates: ExchangeRates = {};

describe('addonAnalyticsRecord (booking spec §3 "Analytics add-on record")', () => {
  it.each([
    {
      case: 'breakfast in SGD shown in SGD',
      addon: addonFixture(),
      line: { priceWithoutTax: 168, tax: 15.12 },
      units: 6,
      currencies: { cartCurrency: 'SGD', displayCurrency: 'SGD', rates: noRates },
      record: {
        AddonType: 'BREAKFAST',
        AddonCode: 'BRKF',
        AddonPropertyRate: 168,
        AddonDisplayRate: 168,
        AddonPropertyTax: 15.12,
        AddonDisplayTax: 15.12,
        AddonPropertyTotal: 183.12,
        AddonDisplayTotal: 183.12,
        AddonQty: 6,
      },
    },
    {
      case: 'a cot in SGD shown in JPY',
      addon: unitAddon(),
      line: { priceWithoutTax: 90, tax: 8.1 },
      units: 6,
      currencies: { cartCurrency: 'SGD', displayCurrency: 'JPY', rates: { USDSGD: 1.35, USDJPY: 151.5 } },
      record: {
        AddonType: 'QUANTITY',
        AddonCode: 'COT',
        AddonPropertyRate: 90,
        AddonDisplayRate: 10100,
        AddonPropertyTax: 8.1,
        AddonDisplayTax: 909,
        AddonPropertyTotal: 98.1,
        AddonDisplayTotal: 11009,
        AddonQty: 6,
      },
    },
    {
      case: 'no exchange rate: display amounts are the property amounts',
      addon: unitAddon(),
      line: { priceWithoutTax: 0.1, tax: 0.2 },
      units: 1,
      currencies: { cartCurrency: 'SGD', displayCurrency: 'KRW', rates: noRates },
      record: { AddonPropertyTotal: 0.3, AddonDisplayRate: 0.1, AddonDisplayTotal: 0.3 },
    },
  ])('$case', ({ addon, line, units, currencies, record }) => {
    expect(addonAnalyticsRecord(addon, line, units, currencies)).toMatchObject(record);
  });
});
