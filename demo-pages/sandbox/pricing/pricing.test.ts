import { describe, expect, it } from 'vitest';
import { averageNightly, priceStay, type StayPricing } from './stay-price.ts';
import { totalOf } from './booking-total.ts';

/**
 * The sandbox's pricing (booking spec §3 room rates, §9 currencies; DESIGN.md §8 "money"): each
 * night is converted and rounded to the answer's currency (a line rounds once), the stay's total is
 * the sum of rounded nights times the apartments, rounded once, and the tax is rounded once from it.
 * Long currencies (CLP, JPY, KRW, VND, IDR) have no decimals; the others are rounded to cents.
 */
const stay = (overrides: Partial<StayPricing>): StayPricing => ({
  nightlyRates: [{ date: '2027-01-11', amount: 100 }],
  fromCurrency: 'SGD',
  currency: 'SGD',
  apartments: 1,
  taxRate: 0.1,
  ...overrides,
});

/** One night sold in US dollars, shown in `currency`, with a tax of 12.5% (exact in binary, so halves stay halves). */
const oneNightInUsd = (amount: number, currency: string): StayPricing =>
  stay({ nightlyRates: [{ date: '2027-01-11', amount }], fromCurrency: 'USD', currency, taxRate: 0.125 });

describe('priceStay', () => {
  it.each([
    {
      case: 'nights in the property currency, two apartments',
      pricing: stay({
        nightlyRates: [
          { date: '2027-01-11', amount: 100 },
          { date: '2027-01-12', amount: 120.4 },
        ],
        apartments: 2,
      }),
      nights: [100, 120.4],
      totalBeforeTax: 440.8,
      totalTax: 44.08,
    },
    {
      case: 'each night rounded to yen before the sum (22,288, not 22,289)',
      pricing: stay({
        nightlyRates: [
          { date: '2027-01-11', amount: 100.3 },
          { date: '2027-01-12', amount: 100.3 },
        ],
        currency: 'JPY',
        taxRate: 0.125,
      }),
      nights: [11144, 11144],
      totalBeforeTax: 22288,
      totalTax: 2786,
    },
    {
      case: 'three apartments in yen',
      pricing: stay({
        nightlyRates: [
          { date: '2027-01-11', amount: 100 },
          { date: '2027-01-12', amount: 101 },
        ],
        currency: 'JPY',
        apartments: 3,
      }),
      nights: [11111, 11222],
      totalBeforeTax: 66999,
      totalTax: 6700,
    },
    { case: 'KRW: no decimals, tax half up', pricing: oneNightInUsd(10, 'KRW'), nights: [13500], totalBeforeTax: 13500, totalTax: 1688 },
    { case: 'VND: no decimals', pricing: oneNightInUsd(10, 'VND'), nights: [254000], totalBeforeTax: 254000, totalTax: 31750 },
    { case: 'IDR: no decimals', pricing: oneNightInUsd(10, 'IDR'), nights: [162000], totalBeforeTax: 162000, totalTax: 20250 },
    { case: 'CLP: no decimals', pricing: oneNightInUsd(10.01, 'CLP'), nights: [9409], totalBeforeTax: 9409, totalTax: 1176 },
    { case: 'JPY: no decimals, tax half up', pricing: oneNightInUsd(10, 'JPY'), nights: [1500], totalBeforeTax: 1500, totalTax: 188 },
    { case: 'USD: cents', pricing: oneNightInUsd(10.01, 'USD'), nights: [10.01], totalBeforeTax: 10.01, totalTax: 1.25 },
  ])('$case', ({ pricing, nights, totalBeforeTax, totalTax }) => {
    const price = priceStay(pricing);
    expect(price.rateBreakDown).toEqual(pricing.nightlyRates.map(({ date }, index) => ({ date, price: nights[index] })));
    expect(price.totalBeforeTax).toBe(totalBeforeTax);
    expect(price.totalTax).toBe(totalTax);
  });
});

describe('averageNightly: one apartment, the average of the rounded nights, rounded once', () => {
  it.each([
    { nights: [11144, 11145], currency: 'JPY', average: 11145 },
    { nights: [100, 100.01, 100.01], currency: 'SGD', average: 100.01 },
    { nights: [99.99], currency: 'SGD', average: 99.99 },
    { nights: [13500, 13501, 13501], currency: 'KRW', average: 13501 },
  ])('$nights in $currency: $average', ({ nights, currency, average }) => {
    expect(
      averageNightly(
        nights.map((price, index) => ({ date: `2027-01-1${index}`, price })),
        currency,
      ),
    ).toBe(average);
  });
});

describe('totalOf: a booking of several lines (rooms, add-ons), each total rounded once', () => {
  it.each([
    {
      currency: 'SGD',
      lines: [
        { totalBeforeTax: 100.1, totalTax: 10.01 },
        { totalBeforeTax: 50.05, totalTax: 5.01 },
      ],
      total: { totalBeforeTax: 150.15, totalTax: 15.02, total: 165.17 },
    },
    {
      currency: 'JPY',
      lines: [
        { totalBeforeTax: 1000, totalTax: 100 },
        { totalBeforeTax: 2000, totalTax: 200 },
      ],
      total: { totalBeforeTax: 3000, totalTax: 300, total: 3300 },
    },
    { currency: 'IDR', lines: [], total: { totalBeforeTax: 0, totalTax: 0, total: 0 } },
  ])('$currency', ({ lines, currency, total }) => {
    expect(totalOf(lines, currency)).toEqual(total);
  });
});
