/**
 * When a form shows its errors (DESIGN.md §8 "Forms as one system", after Lion's interaction
 * states): a field's message appears once the field was touched (left after a visit) or the form
 * was submitted, and disappears as soon as the value is valid (errors are computed from the
 * values on every render, never stored). Pure: a reducer and a filter, tested as tables; a form
 * keeps this state inside its own reducer (`widgets/booking-search/search-form.ts`).
 *
 * Why not react-hook-form: its `useForm` alone is 11.9 KB minified + gzip (measured, README),
 * and the booking search that needs it sits on the home page, 0.2 KB under its budget.
 */
export interface FieldInteraction {
  /** The visitor left the field after visiting it. */
  touched: boolean;
  /** The visitor changed the value. */
  dirty: boolean;
  /** The value came from elsewhere (a deep link, a stored search, a member's profile). */
  prefilled: boolean;
}

export interface FormInteraction<Field extends string> {
  fields: Partial<Record<Field, FieldInteraction>>;
  /** How many times the visitor submitted: an error summary takes the focus on each (shared/ui/form-field). */
  submitCount: number;
}

export type InteractionEvent<Field extends string> =
  | { type: 'prefilled'; field: Field }
  | { type: 'changed'; field: Field }
  | { type: 'left'; field: Field }
  | { type: 'submitted' };

const UNTOUCHED: FieldInteraction = { touched: false, dirty: false, prefilled: false };

export function initialInteraction<Field extends string>(): FormInteraction<Field> {
  return { fields: {}, submitCount: 0 };
}

export function formInteraction<Field extends string>(
  state: FormInteraction<Field>,
  event: InteractionEvent<Field>,
): FormInteraction<Field> {
  if (event.type === 'submitted') return { ...state, submitCount: state.submitCount + 1 };
  const field = state.fields[event.field] ?? UNTOUCHED;
  const change: Partial<FieldInteraction> =
    event.type === 'prefilled' ? { prefilled: true } : event.type === 'changed' ? { dirty: true } : { touched: true };
  return { ...state, fields: { ...state.fields, [event.field]: { ...field, ...change } } };
}

/** Whether a field's error may be shown now: after it was touched, or once the form was submitted. */
export function isErrorShown<Field extends string>(state: FormInteraction<Field>, field: Field): boolean {
  return state.submitCount > 0 || !!state.fields[field]?.touched;
}

/** The errors of the current values that may be shown now, in the form's order. */
export function shownErrors<Field extends string, FormError extends { field: Field }>(
  state: FormInteraction<Field>,
  errors: readonly FormError[],
): FormError[] {
  return errors.filter((error) => isErrorShown(state, error.field));
}
