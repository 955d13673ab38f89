import { describe, expect, it } from 'vitest';
import { convertForDisplay, fractionDigitsOf, resolveDisplayCurrency, roundForCurrency } from './currency';

describe('fractionDigitsOf (spec §9 long currencies)', () => {
  it.each([
    ['JPY', 0],
    ['jpy', 0],
    ['KRW', 0],
    ['VND', 0],
    ['IDR', 0],
    ['CLP', 0],
    ['SGD', 2],
    ['USD', 2],
    ['EUR', 2],
  ])('%s → %i', (currency, digits) => expect(fractionDigitsOf(currency)).toBe(digits));
});

describe('roundForCurrency', () => {
  it.each([
    { amount: 1.005, currency: 'SGD', rounded: 1.01 },
    { amount: 1.004, currency: 'SGD', rounded: 1 },
    { amount: 123.456, currency: 'USD', rounded: 123.46 },
    { amount: 15234.5, currency: 'JPY', rounded: 15235 },
    { amount: 15234.49, currency: 'JPY', rounded: 15234 },
    { amount: -2.675, currency: 'SGD', rounded: -2.68 },
    { amount: 0, currency: 'KRW', rounded: 0 },
  ])('$amount $currency → $rounded', ({ amount, currency, rounded }) => {
    expect(roundForCurrency(amount, currency)).toBe(rounded);
  });
});

describe('convertForDisplay (rates keyed USD + currency)', () => {
  const rates = { USDSGD: 1.35, USDJPY: 150, USDEUR: 0.92 };
  it.each([
    { amount: 135, from: 'SGD', to: 'USD', result: 100 },
    { amount: 100, from: 'USD', to: 'JPY', result: 15000 },
    { amount: 200, from: 'SGD', to: 'JPY', result: 22222 },
    { amount: 200, from: 'SGD', to: 'EUR', result: 136.3 },
    { amount: 99.999, from: 'SGD', to: 'SGD', result: 100 },
    { amount: 10, from: 'SGD', to: 'KRW', result: undefined },
    { amount: 10, from: 'THB', to: 'SGD', result: undefined },
  ])('$amount $from → $to = $result', ({ amount, from, to, result }) => {
    expect(convertForDisplay(amount, from, to, rates)).toBe(result);
  });

  it('ignores broken rates', () => {
    expect(convertForDisplay(10, 'SGD', 'JPY', { USDSGD: 0, USDJPY: 150 })).toBeUndefined();
    expect(convertForDisplay(10, 'SGD', 'JPY', { USDSGD: Number.NaN, USDJPY: 150 })).toBeUndefined();
  });
});

describe('resolveDisplayCurrency', () => {
  const selectable = ['SGD', 'USD', 'JPY', 'CNY'];
  it.each([
    { candidates: {}, result: 'SGD' },
    { candidates: { query: 'jpy' }, result: 'JPY' },
    { candidates: { query: 'JPY', stored: 'USD' }, result: 'JPY' },
    { candidates: { query: 'XXX', stored: 'USD' }, result: 'USD' },
    { candidates: { stored: 'cny' }, result: 'CNY' },
    { candidates: { query: '', stored: null }, result: 'SGD' },
    { candidates: { stored: 'EUR' }, result: 'SGD' },
  ])('$candidates → $result', ({ candidates, result }) => {
    expect(resolveDisplayCurrency(candidates, selectable)).toBe(result);
  });
});
