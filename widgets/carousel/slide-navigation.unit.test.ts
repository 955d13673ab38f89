import { describe, expect, it } from 'vitest';
import { indicatorsVisible, swipeStep, wrapIndex } from './slide-navigation';

describe('wrapIndex (content spec §4: the index wraps)', () => {
  it.each([
    { index: 0, step: 1, count: 3, expected: 1 },
    { index: 2, step: 1, count: 3, expected: 0 },
    { index: 0, step: -1, count: 3, expected: 2 },
    { index: 1, step: 1, count: 2, expected: 0 },
    { index: 0, step: -1, count: 2, expected: 1 },
    { index: 0, step: 1, count: 1, expected: 0 },
    { index: 0, step: 1, count: 0, expected: 0 },
  ])('$index + $step of $count → $expected', ({ index, step, count, expected }) => {
    expect(wrapIndex(index, step, count)).toBe(expected);
  });
});

describe('swipeStep (content spec §2, §9: 30 px or more, up to 1023 px)', () => {
  it.each([
    { deltaX: -29, deltaY: 0, direction: 'ltr', swipeViewport: true, expected: undefined },
    { deltaX: -30, deltaY: 0, direction: 'ltr', swipeViewport: true, expected: 1 },
    { deltaX: 29, deltaY: 0, direction: 'ltr', swipeViewport: true, expected: undefined },
    { deltaX: 30, deltaY: 0, direction: 'ltr', swipeViewport: true, expected: -1 },
    { deltaX: -30, deltaY: 0, direction: 'rtl', swipeViewport: true, expected: -1 },
    { deltaX: 30, deltaY: 0, direction: 'rtl', swipeViewport: true, expected: 1 },
    { deltaX: -29, deltaY: 0, direction: 'rtl', swipeViewport: true, expected: undefined },
    { deltaX: -120, deltaY: 10, direction: 'ltr', swipeViewport: false, expected: undefined },
    { deltaX: -40, deltaY: 60, direction: 'ltr', swipeViewport: true, expected: undefined },
    { deltaX: -40, deltaY: 40, direction: 'ltr', swipeViewport: true, expected: 1 },
  ] as const)('$deltaX px ($direction, small screen $swipeViewport, vertical $deltaY) → $expected', (swipe) => {
    expect(swipeStep(swipe)).toBe(swipe.expected);
  });
});

describe('indicatorsVisible (content spec §2)', () => {
  it.each([
    { slideCount: 0, itemsPerView: 1, pageCount: 0, expected: false },
    { slideCount: 1, itemsPerView: 1, pageCount: 1, expected: false },
    { slideCount: 2, itemsPerView: 1, pageCount: 2, expected: true },
    { slideCount: 2, itemsPerView: 3, pageCount: 2, expected: false },
    { slideCount: 3, itemsPerView: 3, pageCount: 1, expected: false },
    { slideCount: 4, itemsPerView: 3, pageCount: 2, expected: true },
    { slideCount: 3, itemsPerView: 3, pageCount: 3, expected: true },
  ])('$slideCount slides, $itemsPerView per view, $pageCount pages → $expected', ({ expected, ...layout }) => {
    expect(indicatorsVisible(layout)).toBe(expected);
  });
});
