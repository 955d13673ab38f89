import type { ReactNode } from 'react';
import { useFormField, type FormFieldParts } from './use-form-field';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown now, if any: the form decides when (`shared/ui/form-state`). */
  error?: ReactNode;
  /** Layout classes of the form the field sits in. */
  className?: string;
  /** Renders the control with the props that name and describe it. */
  children: (control: FormFieldParts['controlProps']) => ReactNode;
}

/** A label, a control, an optional hint and an error message, tied together (`use-form-field.ts`). */
export function FormField({ id, label, hint, error, className, children }: FormFieldProps) {
  const field = useFormField({ id, hasHint: !!hint, hasError: !!error });
  return (
    <div className={className ? `stay-form-field ${className}` : 'stay-form-field'}>
      <label {...field.labelProps} className="stay-form-field__label">
        {label}
      </label>
      {children(field.controlProps)}
      {hint && (
        <p {...field.hintProps} className="stay-form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p {...field.errorProps} className="stay-form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
