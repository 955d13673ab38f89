import type { FormEvent } from 'react';
import type { RegistrationValues } from '../../shared/domain/checkin/checkin-form';
import { registrationProblems, type RegistrationField } from '../../shared/domain/checkin/registration-rules';
import type { Language } from '../../shared/domain/languages';
import { Button } from '../../shared/ui/Button';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import { FormField } from '../../shared/ui/form-field/FormField';
import { formInteraction, initialInteraction, isErrorShown } from '../../shared/ui/form-state/form-state';
import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';
import { fieldLabel, optionLabel, translate, type CheckinMessage } from './checkin-messages';

export interface RegistrationFormProps {
  language: Language;
  fields: readonly RegistrationField[];
  values: RegistrationValues;
  /** Fields the service refused on the last submit. */
  refusedFields: readonly string[];
  submitting: boolean;
  onEdit: (name: string, value: string) => void;
  onSubmit: () => void;
}

const INPUT_TYPE: Partial<Record<RegistrationField['kind'], string>> = { date: 'date', time: 'time' };
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  dateOfBirth: 'bday',
  phone: 'tel',
};
const fieldId = (name: string) => `stay-check-in-field-${name}`;

/**
 * The registration the property asks (getRegistration's fields, loyalty §3 "Web check-in"): each
 * field's message after it was left or on submit (DESIGN §8 forms), the fields the service refused
 * as well; the error summary takes the focus after a submit with problems.
 */
export function RegistrationForm({ language, fields, values, refusedFields, submitting, onEdit, onSubmit }: RegistrationFormProps) {
  const [interaction, dispatch] = useFormReducer(formInteraction<string>, initialInteraction<string>);
  const problems = registrationProblems(fields, values);
  const messageOf = (field: RegistrationField): string | undefined => {
    const problem = problems.get(field.name);
    const label = fieldLabel(language, field.name).toLowerCase();
    if (problem && isErrorShown(interaction, field.name))
      return translate(language, `problem.${problem}` as CheckinMessage, { field: label });
    if (refusedFields.includes(field.name)) return translate(language, 'problem.invalid', { field: label });
    return undefined;
  };
  const errors = fields.flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ fieldId: fieldId(field.name), message }] : [];
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    dispatch({ type: 'submitted' });
    if (problems.size === 0) onSubmit();
  }

  return (
    <form className="stay-check-in__registration" noValidate onSubmit={submit} aria-labelledby="stay-check-in-registration">
      <h3 id="stay-check-in-registration">{translate(language, 'registration')}</h3>
      <p>{translate(language, 'registrationIntro')}</p>
      <ErrorSummary
        id="stay-check-in-errors"
        title={translate(language, 'errorTitle')}
        errors={errors}
        submitCount={interaction.submitCount}
        headingLevel={4}
      />
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={fieldId(field.name)}
          label={`${fieldLabel(language, field.name)}${field.required ? ' *' : ''}`}
          hint={field.kind === 'document' ? translate(language, 'documentNote') : undefined}
          error={messageOf(field)}
        >
          {(controlProps) =>
            field.kind === 'choice' ? (
              <select
                {...controlProps}
                value={values[field.name] ?? ''}
                onChange={(event) => {
                  onEdit(field.name, event.target.value);
                  dispatch({ type: 'changed', field: field.name });
                }}
                onBlur={() => dispatch({ type: 'left', field: field.name })}
              >
                <option value="">{translate(language, 'choose')}</option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {optionLabel(language, option)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...controlProps}
                type={INPUT_TYPE[field.kind] ?? 'text'}
                autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
                required={field.required}
                value={values[field.name] ?? ''}
                onChange={(event) => {
                  onEdit(field.name, event.target.value);
                  dispatch({ type: 'changed', field: field.name });
                }}
                onBlur={() => dispatch({ type: 'left', field: field.name })}
              />
            )
          }
        </FormField>
      ))}
      <Button type="submit" className="stay-check-in__primary" aria-disabled={submitting}>
        {translate(language, submitting ? 'submitting' : 'submit')}
      </Button>
    </form>
  );
}
