import type { KeyboardEvent } from 'react';
import { canStep, stepActionForKey, type StepAction, type StepperLimits } from './number-stepper-state';

export interface NumberStepperOptions extends StepperLimits {
  /** Id of the spin button; the label derives its own from it. */
  id: string;
  value: number;
  /** The visitor asked for a step: apply it to the current value (`applyStep`). */
  onStep: (action: StepAction) => void;
}

interface StepButtonProps {
  type: 'button';
  tabIndex: -1;
  'aria-controls': string;
  'aria-disabled': boolean;
  onClick: () => void;
}

export interface NumberStepper {
  labelProps: { id: string };
  /** Spread on the element showing the value: it is the one focusable part. */
  spinbuttonProps: {
    id: string;
    role: 'spinbutton';
    tabIndex: 0;
    'aria-labelledby': string;
    'aria-valuenow': number;
    'aria-valuemin': number;
    'aria-valuemax': number;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  decrementProps: StepButtonProps;
  incrementProps: StepButtonProps;
}

/**
 * A number stepper's behaviour for React (React Aria's split: rules in `number-stepper-state.ts`,
 * looks in `NumberStepper.tsx`). The WAI-ARIA APG spin button: the value is the one Tab stop and
 * answers Up, Down, Home and End; the −/+ buttons are for pointer, touch and voice users and stay
 * out of the Tab sequence (APG quantity spin button example: they repeat what the arrows do).
 * At a limit a button is `aria-disabled`, not `disabled`: a disabled button would drop the focus
 * of the visitor who pressed it.
 */
export function useNumberStepper({ id, value, min, max, onStep }: NumberStepperOptions): NumberStepper {
  const limits = { min, max };
  const labelId = `${id}-label`;
  const button = (action: StepAction): StepButtonProps => ({
    type: 'button',
    tabIndex: -1,
    'aria-controls': id,
    'aria-disabled': !canStep(value, action, limits),
    onClick: () => canStep(value, action, limits) && onStep(action),
  });
  return {
    labelProps: { id: labelId },
    spinbuttonProps: {
      id,
      role: 'spinbutton',
      tabIndex: 0,
      'aria-labelledby': labelId,
      'aria-valuenow': value,
      'aria-valuemin': min,
      'aria-valuemax': max,
      onKeyDown: (event) => {
        const action = stepActionForKey(event.key);
        if (!action) return;
        // The key is the stepper's even at a limit: Up/Down/Home/End must not scroll the page.
        event.preventDefault();
        if (canStep(value, action, limits)) onStep(action);
      },
    },
    decrementProps: button('decrement'),
    incrementProps: button('increment'),
  };
}
