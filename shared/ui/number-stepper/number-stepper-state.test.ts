import { describe, expect, it } from 'vitest';
import { applyStep, canStep, stepActionForKey, type StepAction } from './number-stepper-state';

const limits = { min: 1, max: 3 };

describe('stepActionForKey (WAI-ARIA APG spin button, keyboard interaction)', () => {
  it.each([
    { key: 'ArrowUp', expected: 'increment' },
    { key: 'ArrowDown', expected: 'decrement' },
    { key: 'Home', expected: 'toMin' },
    { key: 'End', expected: 'toMax' },
    // Not the stepper's: Left/Right move nothing (and keep their meaning in RTL), Enter/Space are the buttons'.
    { key: 'ArrowLeft', expected: undefined },
    { key: 'ArrowRight', expected: undefined },
    { key: 'Enter', expected: undefined },
    { key: 'a', expected: undefined },
  ])('$key → $expected', ({ key, expected }) => {
    expect(stepActionForKey(key)).toBe(expected);
  });
});

describe('applyStep and canStep: steps end at the limits', () => {
  it.each<{ value: number; action: StepAction; expected: number; changes: boolean }>([
    { value: 1, action: 'increment', expected: 2, changes: true },
    { value: 3, action: 'increment', expected: 3, changes: false },
    { value: 2, action: 'decrement', expected: 1, changes: true },
    { value: 1, action: 'decrement', expected: 1, changes: false },
    { value: 2, action: 'toMin', expected: 1, changes: true },
    { value: 1, action: 'toMin', expected: 1, changes: false },
    { value: 2, action: 'toMax', expected: 3, changes: true },
    { value: 3, action: 'toMax', expected: 3, changes: false },
    // A value outside the limits (configuration changed under it) is brought back by any step.
    { value: 7, action: 'decrement', expected: 3, changes: true },
    { value: 0, action: 'increment', expected: 1, changes: true },
  ])('$value, $action → $expected', ({ value, action, expected, changes }) => {
    expect(applyStep(value, action, limits)).toBe(expected);
    expect(canStep(value, action, limits)).toBe(changes);
  });
});
