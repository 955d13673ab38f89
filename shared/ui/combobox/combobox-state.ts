/**
 * The behaviour of a combobox with a listbox popup and list autocomplete (WAI-ARIA APG combobox,
 * "Listbox Popup Keyboard Interaction"), as pure state transitions: no DOM, no React, so it is
 * tested as a table and any look can be put on it (`use-combobox.ts` binds it to React).
 *
 * `active` is the option with visual focus (`aria-activedescendant`), -1 while the visitor edits
 * the text. DOM focus always stays in the text field.
 */
export interface ComboboxState {
  open: boolean;
  active: number;
}

export const CLOSED: ComboboxState = { open: false, active: -1 };

export interface ComboboxKey {
  key: string;
  altKey: boolean;
}

export interface ComboboxContext {
  optionCount: number;
  /** Whether the text field holds text (Escape on a closed popup clears it). */
  hasText: boolean;
}

export interface ComboboxKeyResult {
  state: ComboboxState;
  /**
   * Whether the key was the combobox's: the caller prevents the browser's default and keeps it
   * from a surrounding modal. Editing keys that return to the text (Left, Right, Home, End) are
   * not: the browser moves the caret as in any text field.
   */
  handled: boolean;
  /** The option the visitor accepted (Enter on an active option). */
  chosen?: number;
  /** Escape on a closed popup: the text is cleared. */
  clearText?: boolean;
}

/** The keys that move the caret: with an option active they return visual focus to the text. */
const EDITING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function comboboxKeyDown(
  state: ComboboxState,
  { key, altKey }: ComboboxKey,
  { optionCount, hasText }: ComboboxContext,
): ComboboxKeyResult {
  const last = optionCount - 1;
  const { open, active } = state;
  switch (key) {
    case 'ArrowDown':
      // Closed: open; Alt+Down opens without moving into the list. Open: next option, wrapping.
      if (!open) return { state: { open: true, active: altKey || optionCount === 0 ? -1 : 0 }, handled: true };
      return { state: { open, active: optionCount === 0 ? -1 : (active + 1) % optionCount }, handled: true };
    case 'ArrowUp':
      // Closed: open on the last option. Open: previous option, from the first to the last.
      if (optionCount === 0) return { state: { open: true, active: -1 }, handled: true };
      return { state: { open: true, active: !open || active <= 0 ? last : active - 1 }, handled: true };
    case 'Enter':
      if (open && active >= 0 && active < optionCount) return { state: CLOSED, handled: true, chosen: active };
      // No option active: the list closes, the key goes on (a form submits).
      return { state: CLOSED, handled: false };
    case 'Escape':
      if (open) return { state: CLOSED, handled: true };
      if (hasText) return { state: CLOSED, handled: true, clearText: true };
      // Nothing to close or clear: Escape is left to a surrounding modal.
      return { state, handled: false };
  }
  if (EDITING_KEYS.has(key) && active >= 0) return { state: { open, active: -1 }, handled: false };
  return { state, handled: false };
}

/** Typing, deleting or pasting: the popup shows the new suggestions, none active. */
export function comboboxTextChanged(): ComboboxState {
  return { open: true, active: -1 };
}
