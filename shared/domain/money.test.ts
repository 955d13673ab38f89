import { describe, expect, it } from 'vitest';
import { fromMinor, roundLine, sumLines, toMinor } from './money';

// Booking spec §9: long currencies have no decimals, others are rounded to 2 (DESIGN.md §8).
describe('money in minor units', () => {
  it.each([
    { currency: 'SGD', amount: 123.456, minor: 12346, back: 123.46 },
    { currency: 'USD', amount: 1.005, minor: 101, back: 1.01 },
    { currency: 'EUR', amount: -2.675, minor: -268, back: -2.68 },
    { currency: 'JPY', amount: 12345.5, minor: 12346, back: 12346 },
    { currency: 'KRW', amount: 999.49, minor: 999, back: 999 },
    { currency: 'VND', amount: 250000.5, minor: 250001, back: 250001 },
    { currency: 'IDR', amount: 0.4, minor: 0, back: 0 },
    { currency: 'CLP', amount: 10.5, minor: 11, back: 11 },
    { currency: 'sgd', amount: 0.1 + 0.2, minor: 30, back: 0.3 },
  ])('$currency $amount → $minor minor units → $back', ({ currency, amount, minor, back }) => {
    expect(toMinor(amount, currency)).toBe(minor);
    expect(fromMinor(minor, currency)).toBe(back);
    expect(roundLine(amount, currency)).toBe(back);
  });

  it.each([
    { currency: 'SGD', lines: [0.1, 0.2], total: 0.3 },
    { currency: 'SGD', lines: [100 / 3, 100 / 3, 100 / 3], total: 99.99 },
    { currency: 'USD', lines: [1.005, 1.005], total: 2.02 },
    { currency: 'JPY', lines: [100.5, 100.5], total: 202 },
    { currency: 'JPY', lines: [], total: 0 },
  ])('$currency lines $lines total $total (each line rounded once, then summed)', ({ currency, lines, total }) => {
    expect(sumLines(lines, currency)).toBe(total);
  });
});
