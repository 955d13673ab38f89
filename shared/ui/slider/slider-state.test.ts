import { describe, expect, it } from 'vitest';
import { sliderKeyDown, valueAtFraction, type SliderRange } from './slider-state';

const range: SliderRange = { min: 0, max: 2450, step: 100, bigStep: 1000 };

describe('sliderKeyDown: APG slider keyboard (https://www.w3.org/WAI/ARIA/apg/patterns/slider/)', () => {
  it.each([
    { key: 'ArrowRight', value: 500, dir: 'ltr', expected: 600 },
    { key: 'ArrowUp', value: 500, dir: 'ltr', expected: 600 },
    { key: 'ArrowLeft', value: 500, dir: 'ltr', expected: 400 },
    { key: 'ArrowDown', value: 500, dir: 'ltr', expected: 400 },
    { key: 'PageUp', value: 500, dir: 'ltr', expected: 1500 },
    { key: 'PageDown', value: 500, dir: 'ltr', expected: 0 },
    { key: 'Home', value: 500, dir: 'ltr', expected: 0 },
    { key: 'End', value: 500, dir: 'ltr', expected: 2450 },
    { key: 'ArrowRight', value: 2400, dir: 'ltr', expected: 2450 },
    { key: 'ArrowLeft', value: 0, dir: 'ltr', expected: 0 },
    { key: 'ArrowLeft', value: 500, dir: 'rtl', expected: 600 },
    { key: 'ArrowRight', value: 500, dir: 'rtl', expected: 400 },
    { key: 'ArrowUp', value: 500, dir: 'rtl', expected: 600 },
    { key: 'Tab', value: 500, dir: 'ltr', expected: undefined },
    { key: 'a', value: 500, dir: 'ltr', expected: undefined },
  ] as const)('$key from $value ($dir) -> $expected', ({ key, value, dir, expected }) => {
    expect(sliderKeyDown(key, value, range, dir)).toBe(expected);
  });
  it('Page keys default to ten steps', () => expect(sliderKeyDown('PageUp', 0, { min: 0, max: 5000, step: 100 })).toBe(1000));
});

describe('valueAtFraction: pointer position to value', () => {
  it.each([
    { fraction: 0, expected: 0 },
    { fraction: -1, expected: 0 },
    { fraction: 0.5, expected: 1200 },
    { fraction: 0.97, expected: 2400 },
    { fraction: 0.999, expected: 2450 },
    { fraction: 1, expected: 2450 },
    { fraction: 2, expected: 2450 },
  ])('$fraction -> $expected', ({ fraction, expected }) => {
    expect(valueAtFraction(fraction, range)).toBe(expected);
  });
});
