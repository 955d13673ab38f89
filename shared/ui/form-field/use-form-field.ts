import { fieldDescription, fieldIds, type FieldDescription } from './field-description';

export interface FormFieldOptions {
  /** Id of the control (input, select, combobox, button). */
  id: string;
  hasHint?: boolean;
  /** Whether an error is shown now (the form decides when: `shared/ui/form-state`). */
  hasError?: boolean;
}

export interface FormFieldParts {
  labelProps: { id: string; htmlFor: string };
  /** Spread on the control. */
  controlProps: { id: string } & FieldDescription;
  hintProps: { id: string };
  errorProps: { id: string };
}

/** Prop bags that tie a label, a hint and an error to one control (rules: `field-description.ts`). */
export function useFormField({ id, hasHint = false, hasError = false }: FormFieldOptions): FormFieldParts {
  const ids = fieldIds(id);
  return {
    labelProps: { id: ids.label, htmlFor: id },
    controlProps: { id, ...fieldDescription(ids, { hasHint, hasError }) },
    hintProps: { id: ids.hint },
    errorProps: { id: ids.error },
  };
}
