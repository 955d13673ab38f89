import { describe, expect, it } from 'vitest';
import { initialExpansion, setItemExpanded, toggleItem } from './expansion';

const T = true;
const F = false;

describe('initialExpansion', () => {
  it.each([
    { preset: [F, F, F], single: false, expected: [F, F, F] },
    { preset: [T, F, T], single: false, expected: [T, F, T] },
    { preset: [T, F, T], single: true, expected: [F, F, T] },
    { preset: [T, T, F], single: true, expected: [F, T, F] },
    { preset: [F, F, F], single: true, expected: [F, F, F] },
    { preset: [], single: true, expected: [] },
  ])('preset $preset with single-expansion $single → $expected', ({ preset, single, expected }) => {
    expect(initialExpansion(preset, single)).toEqual(expected);
  });
});

describe('toggleItem and setItemExpanded', () => {
  it.each([
    { state: [F, F, F], index: 1, single: false, expected: [F, T, F] },
    { state: [T, F, F], index: 1, single: false, expected: [T, T, F] },
    { state: [T, F, F], index: 1, single: true, expected: [F, T, F] },
    { state: [F, T, F], index: 1, single: true, expected: [F, F, F] },
    { state: [F, T, F], index: 1, single: false, expected: [F, F, F] },
    { state: [F, T], index: 5, single: true, expected: [F, T] },
  ])('toggle $index of $state (single $single) → $expected', ({ state, index, single, expected }) => {
    expect(toggleItem(state, index, single)).toEqual(expected);
  });

  it('expanding an already expanded item under single-expansion keeps only it', () => {
    expect(setItemExpanded([T, T, F], 0, true, true)).toEqual([T, F, F]);
  });
});
