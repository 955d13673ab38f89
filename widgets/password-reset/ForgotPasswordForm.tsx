import { useState, type FormEvent } from 'react';
import type { Language } from '../../shared/domain/languages';
import { authErrorOf, type AuthError } from '../../shared/domain/loyalty/auth-errors';
import { emailProblem } from '../../shared/domain/loyalty/email-rules';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { translateAuthError } from '../../shared/ui/auth-errors/auth-error-text';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import { FormField } from '../../shared/ui/form-field/FormField';
import { FocusedOutcome } from './FocusedOutcome';
import { forgotPasswordWrite } from './password-reset-writes';
import { translateReset } from './password-reset-texts';

const EMAIL_ID = 'stay-password-reset-email';

function localEmailText(language: Language, email: string): string | undefined {
  const problem = emailProblem(email);
  if (problem === 'required') return translateReset(language, 'required.email');
  if (problem === 'tooLong') return translateAuthError(language, 'emailTooLong');
  return problem && translateAuthError(language, 'emailInvalid');
}

/**
 * "Forgot password" (issue 14 item 4; loyalty spec §7 forgot-password): the e-mail, then the same
 * answer whoever it belongs to ("if an account exists, we sent a link"): the page never reveals
 * who is a member, as the service does not.
 */
export function ForgotPasswordForm({ language }: { language: Language }) {
  const [email, setEmail] = useState('');
  const [submits, setSubmits] = useState(0);
  const [refusal, setRefusal] = useState<AuthError>();
  const [sentTo, setSentTo] = useState<string>();
  const pending = usePageValue(forgotPasswordWrite.pending);

  if (sentTo !== undefined)
    return (
      <FocusedOutcome id="stay-password-reset-sent" title={translateReset(language, 'forgot.sent.title')}>
        <p>{translateReset(language, 'forgot.sent.text', { email: sentTo })}</p>
        <button type="button" onClick={() => setSentTo(undefined)}>
          {translateReset(language, 'forgot.again')}
        </button>
      </FocusedOutcome>
    );

  // Shown from the first submit on, not on leaving the field: the button sits right under it, and a
  // message appearing as the pointer presses it would move it away (the click would be lost).
  const local = localEmailText(language, email);
  const emailError = (submits > 0 ? local : undefined) ?? (refusal === 'emailInvalid' ? translateAuthError(language, refusal) : undefined);
  const formError = refusal && refusal !== 'emailInvalid' ? translateAuthError(language, refusal) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmits((count) => count + 1);
    if (local) return;
    const result = await pageStore.set(forgotPasswordWrite.run, { email: email.trim(), langCode: language });
    if (result.ok) return setSentTo(email.trim());
    console.warn(`[stay-widgets] <stay-password-reset>: forgot-password refused: ${result.error.code ?? result.error.kind}`);
    setRefusal(authErrorOf(result.error));
    setSubmits((count) => count + 1);
  };

  // Listed from the first submit on: before it, each field shows its own and nothing above them moves.
  const errors = [
    ...(formError ? [{ fieldId: 'stay-password-reset-send', message: formError }] : []),
    ...(emailError ? [{ fieldId: EMAIL_ID, message: emailError }] : []),
  ];
  return (
    <form className="stay-password-reset__form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{translateReset(language, 'forgot.intro')}</p>
      <ErrorSummary
        id="stay-password-reset-errors"
        title={translateReset(language, 'errorSummary')}
        errors={submits > 0 ? errors : []}
        submitCount={submits}
      />
      <FormField id={EMAIL_ID} label={translateReset(language, 'field.email')} error={emailError}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setRefusal(undefined);
            }}
          />
        )}
      </FormField>
      <button id="stay-password-reset-send" type="submit" aria-disabled={pending || undefined}>
        {translateReset(language, pending ? 'forgot.sending' : 'forgot.submit')}
      </button>
    </form>
  );
}
