import type { ReactNode } from 'react';
import { useFormField } from '../form-field/use-form-field';
import { useCombobox } from './use-combobox';

export interface ComboboxGroup<Option> {
  /** Stable key; the group's heading id is `{id}-group-{key}`. */
  key: string;
  /** The group's heading; a list with one unlabelled group shows its options ungrouped. */
  label?: string;
  options: readonly Option[];
}

/** Where the options come from: a list that loads shows "loading", then the options or a failure. */
export type ComboboxStatus = 'loading' | 'ready' | 'error';

export interface ComboboxProps<Option> {
  id: string;
  label: string;
  placeholder?: string;
  /** Name of the listbox. */
  listLabel: string;
  /** The options shown for the text now, in groups, in order. */
  groups: readonly ComboboxGroup<Option>[];
  status: ComboboxStatus;
  /** Read out by the status line while the list is open: the count, "loading…" or the failure. */
  statusText: string;
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (option: Option) => void;
  optionKey: (option: Option) => string;
  renderOption: (option: Option) => ReactNode;
  /** The message shown now, if any; tied to the field with `aria-describedby`. */
  error?: string;
  /** Layout classes of the form the field sits in. */
  className?: string;
  /** An autofill token for the field (e.g. `country-name`); default `off`. */
  autoComplete?: string;
}

/**
 * The thin styled combobox (WAI-ARIA APG combobox with a listbox popup, list autocomplete without
 * automatic selection): a labelled text field, grouped or flat options that may still be loading,
 * and a status line. Behaviour in `use-combobox.ts` and `combobox-state.ts`.
 */
export function Combobox<Option>(props: ComboboxProps<Option>) {
  const {
    id,
    label,
    placeholder,
    listLabel,
    groups,
    status,
    statusText,
    text,
    onTextChange,
    onChoose,
    optionKey,
    renderOption,
    error,
    className,
    autoComplete,
  } = props;
  const ordered = status === 'ready' ? groups.flatMap((group) => group.options) : [];
  const combobox = useCombobox({ id, optionCount: ordered.length, text, onTextChange, onChoose: (index) => onChoose(ordered[index]!) });
  const field = useFormField({ id, hasError: !!error });
  let index = -1;
  const option = (value: Option) => {
    index += 1;
    return (
      <div key={optionKey(value)} {...combobox.optionProps(index)} className="stay-combobox__option">
        {renderOption(value)}
      </div>
    );
  };
  return (
    <div className={className ? `stay-form-field ${className}` : 'stay-form-field'}>
      <label {...field.labelProps} className="stay-form-field__label">
        {label}
      </label>
      <input
        {...combobox.inputProps}
        {...field.controlProps}
        autoComplete={autoComplete ?? combobox.inputProps.autoComplete}
        type="text"
        placeholder={placeholder}
      />
      {error && (
        <p {...field.errorProps} className="stay-form-field__error">
          {error}
        </p>
      )}
      <div className="stay-combobox__popup" hidden={!combobox.open}>
        <div
          role="listbox"
          id={combobox.listboxId}
          aria-label={listLabel}
          aria-busy={status === 'loading' || undefined}
          className="stay-combobox__listbox"
        >
          {ordered.length > 0 &&
            groups.map((group) =>
              group.label === undefined ? (
                group.options.map(option)
              ) : group.options.length === 0 ? null : (
                <div role="group" key={group.key} aria-labelledby={`${id}-group-${group.key}`} className="stay-combobox__group">
                  <div role="presentation" id={`${id}-group-${group.key}`} className="stay-combobox__group-label">
                    {group.label}
                  </div>
                  {group.options.map(option)}
                </div>
              ),
            )}
        </div>
      </div>
      <p className="stay-visually-hidden" role="status">
        {combobox.open ? statusText : ''}
      </p>
    </div>
  );
}
