import { useState, type FormEvent } from 'react';
import type { StayKey } from '../../shared/api/checkin-service';
import type { Language } from '../../shared/domain/languages';
import { Button } from '../../shared/ui/Button';
import { FormField } from '../../shared/ui/form-field/FormField';
import { formInteraction, initialInteraction, isErrorShown } from '../../shared/ui/form-state/form-state';
import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';
import { translate } from './checkin-messages';

/** The autofill token of a last name (a constant: the linter's token list lacks it). */
const LAST_NAME_AUTOCOMPLETE = 'family-name';

export interface IdentifyFormProps {
  language: Language;
  /** What was typed before (after a failed lookup the values stay). */
  initial: StayKey | undefined;
  /** The lookup's refusal or failure, in words. */
  problem: string | undefined;
  onIdentify: (stay: StayKey) => void;
}

/** Web check-in alone on its page: the stay named by confirmation number and last name (issue 18). */
export function IdentifyForm({ language, initial, problem, onIdentify }: IdentifyFormProps) {
  const [confirmNo, setConfirmNo] = useState(initial?.confirmNo ?? '');
  const [lastName, setLastName] = useState(initial?.lastName ?? '');
  const [interaction, dispatch] = useFormReducer(formInteraction<'confirmNo' | 'lastName'>, initialInteraction<'confirmNo' | 'lastName'>);
  const confirmNoError = !confirmNo.trim() && isErrorShown(interaction, 'confirmNo') ? translate(language, 'confirmNoRequired') : undefined;
  const lastNameError = !lastName.trim() && isErrorShown(interaction, 'lastName') ? translate(language, 'lastNameRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'submitted' });
    if (!confirmNo.trim()) return document.getElementById('stay-check-in-confirm-no')?.focus();
    if (!lastName.trim()) return document.getElementById('stay-check-in-last-name')?.focus();
    onIdentify({ confirmNo: confirmNo.trim().toUpperCase(), lastName: lastName.trim() });
  }

  return (
    <form className="stay-check-in__identify" noValidate onSubmit={submit}>
      <p>{translate(language, 'identifyIntro')}</p>
      <FormField id="stay-check-in-confirm-no" label={translate(language, 'confirmNo')} error={confirmNoError}>
        {(controlProps) => (
          <input
            {...controlProps}
            autoComplete="off"
            value={confirmNo}
            onChange={(event) => {
              setConfirmNo(event.target.value);
              dispatch({ type: 'changed', field: 'confirmNo' });
            }}
            onBlur={() => dispatch({ type: 'left', field: 'confirmNo' })}
          />
        )}
      </FormField>
      <FormField id="stay-check-in-last-name" label={translate(language, 'lastName')} error={lastNameError}>
        {(controlProps) => (
          <input
            {...controlProps}
            autoComplete={LAST_NAME_AUTOCOMPLETE}
            value={lastName}
            onChange={(event) => {
              setLastName(event.target.value);
              dispatch({ type: 'changed', field: 'lastName' });
            }}
            onBlur={() => dispatch({ type: 'left', field: 'lastName' })}
          />
        )}
      </FormField>
      <p className="stay-check-in__alert" role="alert">
        {problem}
      </p>
      <Button type="submit" className="stay-check-in__primary">
        {translate(language, 'find')}
      </Button>
    </form>
  );
}
