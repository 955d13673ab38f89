import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { CLOSED, comboboxKeyDown, comboboxTextChanged, type ComboboxState } from './combobox-state';

export interface ComboboxOptions {
  /** Id of the text field; the listbox and options derive theirs from it. */
  id: string;
  /** How many options the popup shows now, in order. */
  optionCount: number;
  text: string;
  onTextChange: (text: string) => void;
  /** The visitor accepted the option at this index. */
  onChoose: (index: number) => void;
}

export interface Combobox {
  open: boolean;
  /** Index of the option with visual focus, -1 when none. */
  active: number;
  listboxId: string;
  optionId: (index: number) => string;
  /** Spread on the `<input>`: role, ARIA states and the key, change and blur handlers. */
  inputProps: {
    id: string;
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    autoComplete: 'off';
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  /** Spread on each option: id, role, `aria-selected`, and a pointer choice that keeps focus in the field. */
  optionProps: (index: number) => {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    onMouseDown: (event: { preventDefault: () => void }) => void;
    onClick: () => void;
  };
}

/**
 * A combobox's behaviour for React (React Aria style: state and keyboard here, looks in the
 * widget). The rules are `combobox-state.ts`; this hook keeps the state, wires the ARIA
 * attributes and keeps the active option scrolled into view. DOM focus stays in the text field;
 * the active option is announced through `aria-activedescendant`.
 */
export function useCombobox({ id, optionCount, text, onTextChange, onChoose }: ComboboxOptions): Combobox {
  const [state, setState] = useState<ComboboxState>(CLOSED);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = state.open && state.active < optionCount ? state.active : -1;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  const choose = (index: number) => {
    setState(CLOSED);
    onChoose(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const result = comboboxKeyDown(state, event, { optionCount, hasText: text !== '' });
    setState(result.state);
    if (result.handled) {
      event.preventDefault();
      // A surrounding modal must not also close on the Escape that closed the list.
      event.stopPropagation();
    }
    if (result.chosen !== undefined) onChoose(result.chosen);
    if (result.clearText) onTextChange('');
  };

  return {
    open: state.open,
    active,
    listboxId,
    optionId,
    inputProps: {
      id,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': state.open,
      'aria-controls': listboxId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      value: text,
      onChange: (event) => {
        onTextChange(event.target.value);
        setState(comboboxTextChanged());
      },
      onKeyDown,
      onBlur: () => setState(CLOSED),
    },
    optionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      // Keeps the focus in the field, so the click chooses before blur closes the list.
      onMouseDown: (event) => event.preventDefault(),
      onClick: () => choose(index),
    }),
  };
}
