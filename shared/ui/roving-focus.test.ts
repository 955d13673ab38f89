import { describe, expect, it } from 'vitest';
import { rovingTarget, type KeyPress, type RovingLayout } from './roving-focus';

const ROW: RovingLayout = { orientation: 'horizontal', direction: 'ltr' };
const RTL_ROW: RovingLayout = { orientation: 'horizontal', direction: 'rtl' };
const COLUMN: RovingLayout = { orientation: 'vertical' };

/**
 * WAI-ARIA APG keyboard rules of a roving list: tabs ("Left/Right Arrow: previous/next tab, wrapping;
 * Home/End: first/last tab"), accordion headers (Up/Down, optionally wrapping: ours wrap; Home/End)
 * and the carousel's slide picker (a tablist's keys). In right-to-left text a horizontal row runs
 * from the right, so the arrows follow what the visitor sees (APG "Keyboard in right-to-left").
 */
describe('rovingTarget', () => {
  it.each([
    // tabs and carousel picker, left to right
    { key: 'ArrowRight', index: 0, count: 3, layout: ROW, expected: 1 },
    { key: 'ArrowRight', index: 2, count: 3, layout: ROW, expected: 0 },
    { key: 'ArrowLeft', index: 1, count: 3, layout: ROW, expected: 0 },
    { key: 'ArrowLeft', index: 0, count: 3, layout: ROW, expected: 2 },
    { key: 'Home', index: 2, count: 3, layout: ROW, expected: 0 },
    { key: 'End', index: 0, count: 3, layout: ROW, expected: 2 },
    { key: 'ArrowDown', index: 0, count: 3, layout: ROW, expected: undefined },
    { key: 'ArrowUp', index: 1, count: 3, layout: ROW, expected: undefined },
    // right to left: the arrows are mirrored, Home and End are not
    { key: 'ArrowLeft', index: 0, count: 3, layout: RTL_ROW, expected: 1 },
    { key: 'ArrowLeft', index: 2, count: 3, layout: RTL_ROW, expected: 0 },
    { key: 'ArrowRight', index: 1, count: 3, layout: RTL_ROW, expected: 0 },
    { key: 'ArrowRight', index: 0, count: 3, layout: RTL_ROW, expected: 2 },
    { key: 'Home', index: 1, count: 3, layout: RTL_ROW, expected: 0 },
    { key: 'End', index: 1, count: 3, layout: RTL_ROW, expected: 2 },
    // accordion headers: a column, direction does not matter
    { key: 'ArrowDown', index: 0, count: 3, layout: COLUMN, expected: 1 },
    { key: 'ArrowDown', index: 2, count: 3, layout: COLUMN, expected: 0 },
    { key: 'ArrowUp', index: 0, count: 3, layout: COLUMN, expected: 2 },
    { key: 'ArrowUp', index: 2, count: 3, layout: COLUMN, expected: 1 },
    { key: 'Home', index: 1, count: 3, layout: COLUMN, expected: 0 },
    { key: 'End', index: 1, count: 3, layout: COLUMN, expected: 2 },
    { key: 'ArrowRight', index: 0, count: 3, layout: COLUMN, expected: undefined },
    { key: 'ArrowLeft', index: 0, count: 3, layout: { orientation: 'vertical', direction: 'rtl' }, expected: undefined },
    // one or two items still wrap; nothing to move in an empty list
    { key: 'ArrowRight', index: 0, count: 1, layout: ROW, expected: 0 },
    { key: 'ArrowLeft', index: 0, count: 2, layout: ROW, expected: 1 },
    { key: 'ArrowRight', index: 1, count: 2, layout: ROW, expected: 0 },
    { key: 'Home', index: 0, count: 0, layout: ROW, expected: undefined },
    { key: 'ArrowDown', index: 0, count: 0, layout: COLUMN, expected: undefined },
    // other keys are not the list's
    { key: 'Enter', index: 0, count: 3, layout: ROW, expected: undefined },
    { key: ' ', index: 0, count: 3, layout: COLUMN, expected: undefined },
    { key: 'Tab', index: 0, count: 3, layout: ROW, expected: undefined },
    { key: 'PageDown', index: 0, count: 3, layout: COLUMN, expected: undefined },
  ] as const)(
    '$key at $index of $count ($layout.orientation, $layout.direction) → $expected',
    ({ key, index, count, layout, expected }) => {
      expect(rovingTarget({ key }, index, count, layout)).toBe(expected);
    },
  );

  // Alt+Left is the browser's Back, Ctrl+Home the top of the page, Meta+Right the end of a line.
  it.each<KeyPress>([
    { key: 'ArrowRight', altKey: true },
    { key: 'ArrowLeft', ctrlKey: true },
    { key: 'Home', ctrlKey: true },
    { key: 'End', metaKey: true },
    { key: 'ArrowDown', altKey: true },
  ])('leaves $key with a modifier to the browser', (press) => {
    expect(rovingTarget(press, 1, 3, ROW)).toBeUndefined();
    expect(rovingTarget(press, 1, 3, COLUMN)).toBeUndefined();
  });
});
