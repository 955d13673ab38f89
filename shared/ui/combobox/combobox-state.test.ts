import { describe, expect, it } from 'vitest';
import { CLOSED, comboboxKeyDown, type ComboboxKeyResult, type ComboboxState } from './combobox-state';

const open = (active: number): ComboboxState => ({ open: true, active });
const three = { optionCount: 3, hasText: true };

describe('comboboxKeyDown (WAI-ARIA APG combobox, listbox popup keyboard interaction)', () => {
  it.each<{ case: string; state: ComboboxState; key: string; altKey?: boolean; context?: typeof three; expected: ComboboxKeyResult }>([
    {
      case: 'Down on a closed popup opens it on the first option',
      state: CLOSED,
      key: 'ArrowDown',
      expected: { state: open(0), handled: true },
    },
    {
      case: 'Alt+Down opens it without an active option',
      state: CLOSED,
      key: 'ArrowDown',
      altKey: true,
      expected: { state: open(-1), handled: true },
    },
    { case: 'Down moves to the next option', state: open(0), key: 'ArrowDown', expected: { state: open(1), handled: true } },
    { case: 'Down from the last wraps to the first', state: open(2), key: 'ArrowDown', expected: { state: open(0), handled: true } },
    {
      case: 'Down with no options opens an empty list',
      state: CLOSED,
      key: 'ArrowDown',
      context: { optionCount: 0, hasText: true },
      expected: { state: open(-1), handled: true },
    },
    {
      case: 'Up on a closed popup opens it on the last option',
      state: CLOSED,
      key: 'ArrowUp',
      expected: { state: open(2), handled: true },
    },
    { case: 'Up moves to the previous option', state: open(2), key: 'ArrowUp', expected: { state: open(1), handled: true } },
    { case: 'Up from the first wraps to the last', state: open(0), key: 'ArrowUp', expected: { state: open(2), handled: true } },
    { case: 'Up from the text goes to the last', state: open(-1), key: 'ArrowUp', expected: { state: open(2), handled: true } },
    {
      case: 'Enter on an active option chooses it and closes',
      state: open(1),
      key: 'Enter',
      expected: { state: CLOSED, handled: true, chosen: 1 },
    },
    {
      case: 'Enter with no active option closes and lets the form submit',
      state: open(-1),
      key: 'Enter',
      expected: { state: CLOSED, handled: false },
    },
    { case: 'Escape closes an open popup, keeping the text', state: open(1), key: 'Escape', expected: { state: CLOSED, handled: true } },
    {
      case: 'Escape on a closed popup clears the text',
      state: CLOSED,
      key: 'Escape',
      expected: { state: CLOSED, handled: true, clearText: true },
    },
    {
      case: 'Escape with nothing to close or clear is left to the page',
      state: CLOSED,
      key: 'Escape',
      context: { optionCount: 3, hasText: false },
      expected: { state: CLOSED, handled: false },
    },
    {
      case: 'Left returns to editing: no active option, list open, caret moved by the browser',
      state: open(1),
      key: 'ArrowLeft',
      expected: { state: open(-1), handled: false },
    },
    { case: 'Right returns to editing', state: open(1), key: 'ArrowRight', expected: { state: open(-1), handled: false } },
    { case: 'Home returns to editing', state: open(0), key: 'Home', expected: { state: open(-1), handled: false } },
    { case: 'End returns to editing', state: open(2), key: 'End', expected: { state: open(-1), handled: false } },
    { case: 'Left while editing only moves the caret', state: open(-1), key: 'ArrowLeft', expected: { state: open(-1), handled: false } },
    { case: 'other keys are the text field’s', state: open(1), key: 'a', expected: { state: open(1), handled: false } },
  ])('$case', ({ state, key, altKey = false, context = three, expected }) => {
    expect(comboboxKeyDown(state, { key, altKey }, context)).toEqual(expected);
  });
});
