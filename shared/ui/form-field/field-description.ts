/**
 * How a field's label, hint and error are tied to its control (WCAG 1.3.1 and 3.3.1; the GOV.UK
 * and React Aria pattern): ids derived from the control's, the hint and then the error in
 * `aria-describedby`, `aria-invalid` only while an error is shown. Pure: tested as a table.
 */
export interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
}

export function fieldIds(controlId: string): FieldIds {
  return { control: controlId, label: `${controlId}-label`, hint: `${controlId}-hint`, error: `${controlId}-error` };
}

export interface FieldDescription {
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** The control's description: nothing at all when there is neither hint nor error (no empty attributes). */
export function fieldDescription(ids: FieldIds, { hasHint, hasError }: { hasHint: boolean; hasError: boolean }): FieldDescription {
  const describedBy = [hasHint && ids.hint, hasError && ids.error].filter(Boolean).join(' ');
  return { 'aria-describedby': describedBy || undefined, 'aria-invalid': hasError || undefined };
}
