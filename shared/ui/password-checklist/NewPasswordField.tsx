import { useState } from 'react';
import type { Language } from '../../domain/languages';
import { passwordRuleResults, type PasswordChecks } from '../../domain/loyalty/password-rules';
import { FormField } from '../form-field/FormField';
import { PasswordChecklist } from './PasswordChecklist';
import { translatePasswordText } from './password-texts';

export interface NewPasswordFieldProps {
  id: string;
  label: string;
  language: Language;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** The rules to show live under the field; without them no checklist (the confirmation field). */
  checks?: PasswordChecks;
}

/**
 * A new password (sign-up, reset): `autocomplete="new-password"` so managers offer a strong one,
 * a show/hide toggle (a toggle button, `aria-pressed`, its name unchanged: APG button pattern),
 * and, with `checks`, the live checklist the field points to with `aria-describedby`.
 */
export function NewPasswordField({ id, label, language, value, onChange, onBlur, error, checks }: NewPasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const [typed, setTyped] = useState(false);
  const checklistId = `${id}-rules`;
  return (
    <FormField id={id} label={label} error={error} className="stay-new-password">
      {(controlProps) => (
        <>
          <div className="stay-new-password__row">
            <input
              {...controlProps}
              aria-describedby={
                checks ? [controlProps['aria-describedby'], checklistId].filter(Boolean).join(' ') : controlProps['aria-describedby']
              }
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              autoCapitalize="off"
              spellCheck={false}
              value={value}
              onChange={(event) => {
                setTyped(true);
                onChange(event.target.value);
              }}
              onBlur={onBlur}
            />
            <button
              type="button"
              className="stay-new-password__toggle"
              aria-pressed={shown}
              aria-controls={id}
              onClick={() => setShown((now) => !now)}
            >
              {translatePasswordText(language, 'show')}
            </button>
          </div>
          {checks && <PasswordChecklist id={checklistId} language={language} results={passwordRuleResults(value, checks)} typed={typed} />}
        </>
      )}
    </FormField>
  );
}
