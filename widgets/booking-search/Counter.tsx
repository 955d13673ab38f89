export interface CounterProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  addLabel: string;
  removeLabel: string;
  /** +1 or -1; the caller clamps to the limits. */
  onChange: (step: 1 | -1) => void;
}

/**
 * A −/+ counter. At a limit the button is `aria-disabled` rather than `disabled`, so a keyboard
 * user who reaches the limit keeps the focus on it (a disabled button drops the focus to the page).
 */
export function Counter({ id, label, value, min, max, addLabel, removeLabel, onChange }: CounterProps) {
  return (
    <div className="stay-booking-search__counter" role="group" aria-labelledby={`${id}-label ${id}-value`}>
      <span id={`${id}-label`} className="stay-booking-search__counter-label">
        {label}
      </span>
      <button type="button" className="stay-booking-search__step" aria-label={removeLabel} aria-disabled={value <= min} onClick={() => value > min && onChange(-1)}>
        −
      </button>
      <span id={`${id}-value`} className="stay-booking-search__count">
        {value}
      </span>
      <button type="button" className="stay-booking-search__step" aria-label={addLabel} aria-disabled={value >= max} onClick={() => value < max && onChange(1)}>
        +
      </button>
    </div>
  );
}
