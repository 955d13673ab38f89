import { describe, expect, it } from 'vitest';
import { initialExpansion, isDesktopOnlyGroup, isLinkShown } from './link-visibility';

describe('isLinkShown', () => {
  it.each([
    { buyPoint: false, shown: false, expected: true },
    { buyPoint: false, shown: true, expected: true },
    { buyPoint: true, shown: false, expected: false },
    { buyPoint: true, shown: true, expected: true },
  ])('buy-point $buyPoint, buy-point links shown $shown → $expected', ({ buyPoint, shown, expected }) => {
    expect(isLinkShown({ buyPoint }, shown)).toBe(expected);
  });
});

describe('isDesktopOnlyGroup', () => {
  it.each([
    { mobile: [], expected: true },
    { mobile: [false, false], expected: true },
    { mobile: [false, true], expected: false },
  ])('links flagged for mobile $mobile → $expected', ({ mobile, expected }) => {
    expect(isDesktopOnlyGroup(mobile.map((flag) => ({ mobile: flag })))).toBe(expected);
  });
});

describe('initialExpansion', () => {
  it.each([
    { open: [false, true, false], desktop: true, expected: [true, true, true] },
    { open: [false, true, false], desktop: false, expected: [false, true, false] },
    { open: [], desktop: false, expected: [] },
  ])('authored open $open on desktop $desktop → $expected', ({ open, desktop, expected }) => {
    expect(initialExpansion(open, desktop)).toEqual(expected);
  });
});
