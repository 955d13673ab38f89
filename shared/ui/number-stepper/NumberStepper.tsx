import type { StepAction } from './number-stepper-state';
import { useNumberStepper } from './use-number-stepper';

export interface NumberStepperProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  /** Names of the −/+ buttons ("Add an adult to room 2"): what a voice or touch user activates. */
  incrementLabel: string;
  decrementLabel: string;
  onStep: (action: StepAction) => void;
}

/** A labelled value with −/+ buttons: the thin styled part of the stepper (`use-number-stepper.ts`). */
export function NumberStepper({ id, label, value, min, max, incrementLabel, decrementLabel, onStep }: NumberStepperProps) {
  const stepper = useNumberStepper({ id, value, min, max, onStep });
  return (
    <div className="stay-number-stepper">
      <span {...stepper.labelProps} className="stay-number-stepper__label">
        {label}
      </span>
      <button {...stepper.decrementProps} className="stay-number-stepper__step" aria-label={decrementLabel}>
        <span aria-hidden="true">−</span>
      </button>
      <span {...stepper.spinbuttonProps} className="stay-number-stepper__value">
        {value}
      </span>
      <button {...stepper.incrementProps} className="stay-number-stepper__step" aria-label={incrementLabel}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
