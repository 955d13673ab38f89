/**
 * The rules of a number stepper (WAI-ARIA APG spin button): which key does what and where a step
 * ends, as pure functions, so they are tested as a table and any look can be put on them
 * (`use-number-stepper.ts` binds them to React, `NumberStepper.tsx` is the thin styled part).
 */
export interface StepperLimits {
  min: number;
  max: number;
}

/**
 * What the visitor asked for, not the value it leads to: the caller applies it to its current
 * value (`applyStep`), so two quick presses never both start from the same value.
 */
export type StepAction = 'increment' | 'decrement' | 'toMin' | 'toMax';

/**
 * APG spin button keyboard: Up increases, Down decreases, Home goes to the minimum, End to the
 * maximum. Up and Down keep their meaning in right-to-left text (they are not "forward").
 */
const KEY_ACTIONS: Readonly<Record<string, StepAction>> = {
  ArrowUp: 'increment',
  ArrowDown: 'decrement',
  Home: 'toMin',
  End: 'toMax',
};

export function stepActionForKey(key: string): StepAction | undefined {
  return KEY_ACTIONS[key];
}

/** The value after `action`, kept within the limits (a value already outside them is brought back). */
export function applyStep(value: number, action: StepAction, { min, max }: StepperLimits): number {
  const wanted = action === 'increment' ? value + 1 : action === 'decrement' ? value - 1 : action === 'toMin' ? min : max;
  return Math.min(Math.max(wanted, min), max);
}

/** Whether `action` would change the value: the −/+ buttons are marked unavailable when not. */
export function canStep(value: number, action: StepAction, limits: StepperLimits): boolean {
  return applyStep(value, action, limits) !== value;
}
