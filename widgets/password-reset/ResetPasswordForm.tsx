import { useState, type FormEvent } from 'react';
import type { Language } from '../../shared/domain/languages';
import { authErrorOf, type AuthError } from '../../shared/domain/loyalty/auth-errors';
import { confirmationProblem, newPasswordProblem, type PasswordChecks } from '../../shared/domain/loyalty/password-rules';
import { emitStayEvent } from '../../shared/element/stay-events';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { translateAuthError } from '../../shared/ui/auth-errors/auth-error-text';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import { NewPasswordField } from '../../shared/ui/password-checklist/NewPasswordField';
import { FocusedOutcome } from './FocusedOutcome';
import { resetPasswordWrite } from './password-reset-writes';
import { newPasswordText, translateReset } from './password-reset-texts';

export interface ResetPasswordFormProps {
  language: Language;
  token: string;
  checks: PasswordChecks;
  /** "Forgot password", where an expired link asks for a new one. */
  forgotPath: string;
  /** Where the login after the reset returns (the home page). */
  homePath: string;
}

type Field = 'password' | 'confirmPassword';
const idOf = (field: Field) => `stay-password-reset-${field}`;

/** Where a refused reset's message shows: beside its field, or above the form. */
function fieldOf(error: AuthError): Field | undefined {
  if (error === 'weakPassword' || error === 'passwordRequired') return 'password';
  return error === 'passwordMismatch' ? 'confirmPassword' : undefined;
}

/**
 * "Choose a new password" (issue 14 item 4; loyalty spec §7 reset-password) with the token of the
 * e-mail's link and the same live checklist as sign-up. A 555 here is the link, not a session:
 * used or expired (account contract), with a way to ask for a new one.
 */
export function ResetPasswordForm({ language, token, checks, forgotPath, homePath }: ResetPasswordFormProps) {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [submits, setSubmits] = useState(0);
  const [refusal, setRefusal] = useState<AuthError>();
  const [outcome, setOutcome] = useState<'changed' | 'expired'>();
  const pending = usePageValue(resetPasswordWrite.pending);

  if (outcome === 'changed')
    return (
      <FocusedOutcome id="stay-password-reset-done" title={translateReset(language, 'reset.done.title')}>
        <p>{translateReset(language, 'reset.done.text')}</p>
        <button
          type="button"
          onClick={(event) => emitStayEvent(event.currentTarget, 'stay:login-request', { reason: 'link', returnTo: homePath })}
        >
          {translateReset(language, 'reset.login')}
        </button>
      </FocusedOutcome>
    );
  if (outcome === 'expired')
    return (
      <FocusedOutcome id="stay-password-reset-expired" title={translateReset(language, 'reset.expired.title')}>
        <p>{translateReset(language, 'reset.expired.text')}</p>
        <p>
          <a href={forgotPath}>{translateReset(language, 'reset.newLink')}</a>
        </p>
      </FocusedOutcome>
    );

  const problems = {
    password: newPasswordProblem(values.password, checks),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword),
  };
  const messages = new Map<Field | undefined, string>();
  for (const field of ['password', 'confirmPassword'] as const) {
    const problem = problems[field];
    // From the first submit on, not on leaving a field: the button sits right under the fields, and a
    // message appearing as the pointer presses it would move it away (the click would be lost). The
    // checklist is the live feedback meanwhile.
    if (problem && submits > 0) messages.set(field, newPasswordText(language, field, problem));
  }
  if (refusal) messages.set(fieldOf(refusal), translateAuthError(language, refusal));

  const change = (field: Field, value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    if (refusal && fieldOf(refusal) === field) setRefusal(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmits((count) => count + 1);
    if (problems.password || problems.confirmPassword) return;
    const result = await pageStore.set(resetPasswordWrite.run, { token, ...values });
    if (result.ok) return setOutcome('changed');
    console.warn(`[stay-widgets] <stay-password-reset>: reset-password refused: ${result.error.code ?? result.error.kind}`);
    const error = authErrorOf(result.error);
    if (error === 'sessionExpired') return setOutcome('expired');
    setRefusal(error);
    setSubmits((count) => count + 1);
  };

  // Listed from the first submit on: before it, each field shows its own and nothing above them moves.
  const errors = [...messages].map(([field, message]) => ({ fieldId: field ? idOf(field) : 'stay-password-reset-save', message }));
  return (
    <form className="stay-password-reset__form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{translateReset(language, 'reset.intro')}</p>
      <ErrorSummary
        id="stay-password-reset-errors"
        title={translateReset(language, 'errorSummary')}
        errors={submits > 0 ? errors : []}
        submitCount={submits}
      />
      {(['password', 'confirmPassword'] as const).map((field) => (
        <NewPasswordField
          key={field}
          id={idOf(field)}
          label={translateReset(language, `field.${field}`)}
          language={language}
          value={values[field]}
          checks={field === 'password' ? checks : undefined}
          error={messages.get(field)}
          onChange={(value) => change(field, value)}
        />
      ))}
      <button id="stay-password-reset-save" type="submit" aria-disabled={pending || undefined}>
        {translateReset(language, pending ? 'reset.saving' : 'reset.submit')}
      </button>
    </form>
  );
}
