import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { pushUserInteraction } from '../../../shared/analytics/data-layer';
import { authErrorNeedsNextStep, authErrorOf } from '../../../shared/domain/loyalty/auth-errors';
import type { LoginAnswer } from '../../../shared/domain/loyalty/login-answer';
import { loginRedirectTarget } from '../../../shared/domain/loyalty/login-redirect';
import type { LoginField } from '../../../shared/domain/loyalty/login-validation';
import { useWidgetEnvironment } from '../../../shared/element/widget-environment';
import { useTranslationsLoaded } from '../../../shared/ui/use-translations-loaded';
import type { LoginRequest } from '../../../shared/store/member-atoms';
import { signIn } from '../../../shared/store/member-session';
import { translateAuthError } from '../../../shared/ui/auth-errors/auth-error-text';
import { Button } from '../../../shared/ui/Button';
import { ErrorSummary } from '../../../shared/ui/form-field/ErrorSummary';
import { FormField } from '../../../shared/ui/form-field/FormField';
import { useFormReducer } from '../../../shared/ui/form-state/use-form-reducer';
import { Modal } from '../../../shared/ui/Modal';
import { initialLoginForm, loginForm, shownLoginErrors } from './login-form';
import { translateLogin, type LoginText } from './messages';
import { SocialLogin } from './SocialLogin';

export interface LoginDialogProps {
  request: LoginRequest;
  /** Where a login page (`?p=`) goes when no page is named. */
  homeUrl: string;
  signUpUrl: string;
  forgotPasswordUrl: string;
  /** The social providers' authorize address (`{provider}`), '' for none; shown in the China region only (loyalty spec §1). */
  socialAuthorizeUrl: string;
  /** The social popup's callback page. */
  socialCallbackUrl: string;
  /** The login succeeded and the visitor stays on the page (no `returnTo`, no `?p=`). */
  onSignedIn: (answer: LoginAnswer) => void;
  onClose: () => void;
}

const REASON_TEXT: Partial<Record<NonNullable<LoginRequest['reason']>, LoginText>> = {
  expired: 'reasonExpired',
  'member-rate': 'reasonMemberRate',
  'member-feature': 'reasonMemberFeature',
};

/**
 * The login modal (loyalty spec §2 "login modal"; issue 14 item 1): WAI-ARIA APG modal dialog,
 * focus trapped and returned to the opener (shared/ui/Modal), Escape and the close button close
 * it. E-mail and password are checked before sending (messages tied to their fields, a summary
 * that takes the focus on submit); each server code reads as its own message (auth-errors), with
 * the next step for a locked or not-activated account.
 */
function LoginDialogContent({
  request,
  homeUrl,
  signUpUrl,
  forgotPasswordUrl,
  socialAuthorizeUrl,
  socialCallbackUrl,
  onSignedIn,
  onClose,
}: LoginDialogProps) {
  const { language, direction } = useWidgetEnvironment();
  const t = (id: LoginText, values?: Record<string, string>) => translateLogin(language, id, values);
  const id = useId();
  const [state, dispatch] = useFormReducer(loginForm, initialLoginForm);
  const [passwordShown, setPasswordShown] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const serverErrorRef = useRef<HTMLDivElement>(null);
  const errors = shownLoginErrors(state);
  const errorOf = (field: LoginField) => {
    const error = errors.find((candidate) => candidate.field === field)?.error;
    return error && t(error);
  };
  const fieldId = (field: LoginField) => `${id}-${field}`;
  const reason = request.reason && REASON_TEXT[request.reason];
  // Leaving a field for the submit button shows nothing yet: the submit shows every error at once,
  // and a message appearing on the way would move the button away from the click under way.
  const leave = (field: LoginField, next: EventTarget | null) => {
    if (!(next instanceof HTMLButtonElement && next.type === 'submit')) dispatch({ type: 'leave', field });
  };

  // Every opening is counted, whatever opened it (content spec §7 user interaction).
  useEffect(() => {
    pushUserInteraction({ Category: 'account', Component: 'login', Element: 'modal', Action: 'open', Parameter1: request.reason ?? '' });
    // oxlint-disable-next-line react/exhaustive-deps -- once per opening
  }, []);

  // A server error takes the focus so it is heard at once; the fields stay one Tab away.
  useEffect(() => {
    if (state.serverError) serverErrorRef.current?.focus();
  }, [state.serverError]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.sending) return;
    const next = loginForm(state, { type: 'submit' });
    dispatch({ type: 'submit' });
    if (!next.sending) return;
    const result = await signIn(state.values);
    if (!result.ok) {
      dispatch({ type: 'failed', error: authErrorOf(result.error) });
      return;
    }
    dispatch({ type: 'succeeded' });
    // Loyalty spec §2: a login that asked to return goes there (booking `step` raised by one, capped at 2), else stays.
    if (request.returnTo || new URLSearchParams(window.location.search).has('p')) {
      window.location.assign(loginRedirectTarget(new URL(window.location.href), homeUrl, request.returnTo));
      return;
    }
    onSignedIn(result.data);
  };

  const serverError = state.serverError;
  return (
    <Modal
      role="dialog"
      labelledBy={`${id}-title`}
      describedBy={reason ? `${id}-reason` : undefined}
      direction={direction}
      onEscape={onClose}
      initialFocus={emailRef}
      returnFocusTo={request.returnFocusTo}
      className="stay-login__panel"
    >
      <div className="stay-login__header">
        <h2 id={`${id}-title`} className="stay-login__title">
          {t('title')}
        </h2>
        <Button className="stay-login__close" aria-label={t('close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      {reason && (
        <p id={`${id}-reason`} className="stay-login__reason">
          {t(reason)}
        </p>
      )}
      <ErrorSummary
        id={`${id}-summary`}
        title={t('errorSummaryTitle')}
        submitCount={state.interaction.submitCount}
        errors={errors.map((error) => ({ fieldId: fieldId(error.field), message: t(error.error) }))}
        headingLevel={3}
      />
      {serverError && (
        <div ref={serverErrorRef} className="stay-login__server-error" role="alert" tabIndex={-1}>
          <p>{translateAuthError(language, serverError)}</p>
          {authErrorNeedsNextStep(serverError) && serverError !== 'notActivated' && (
            <a href={serverError === 'locked' ? forgotPasswordUrl : signUpUrl}>
              {t(serverError === 'locked' ? 'resetPassword' : 'signUp')}
            </a>
          )}
        </div>
      )}
      <form className="stay-login__form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField id={fieldId('email')} label={t('email')} error={errorOf('email')}>
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              className="stay-login__input"
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              required
              value={state.values.email}
              onChange={(event) => dispatch({ type: 'edit', field: 'email', value: event.target.value })}
              onBlur={(event) => leave('email', event.relatedTarget)}
            />
          )}
        </FormField>
        <FormField id={fieldId('password')} label={t('password')} error={errorOf('password')}>
          {(control) => (
            <span className="stay-login__password">
              <input
                {...control}
                className="stay-login__input"
                type={passwordShown ? 'text' : 'password'}
                name="password"
                autoComplete="current-password"
                required
                value={state.values.password}
                onChange={(event) => dispatch({ type: 'edit', field: 'password', value: event.target.value })}
                onBlur={(event) => leave('password', event.relatedTarget)}
              />
              <Button className="stay-login__reveal" aria-pressed={passwordShown} onClick={() => setPasswordShown((shown) => !shown)}>
                {t('showPassword')}
              </Button>
            </span>
          )}
        </FormField>
        <p className="stay-login__forgot">
          <a href={forgotPasswordUrl}>{t('forgotPassword')}</a>
        </p>
        <Button type="submit" className="stay-login__submit" aria-disabled={state.sending || undefined}>
          {state.sending ? t('submitting') : t('submit')}
        </Button>
      </form>
      <SocialLogin authorizeUrl={socialAuthorizeUrl} callbackUrl={socialCallbackUrl} signUpUrl={signUpUrl} onSignedIn={onSignedIn} />
      <p className="stay-login__sign-up">
        {t('noAccount')} <a href={signUpUrl}>{t('signUp')}</a>
      </p>
    </Modal>
  );
}

/** Shown once its texts have loaded in the page language (never English for a moment on other pages). */
export function LoginDialog(props: LoginDialogProps) {
  return useTranslationsLoaded(useWidgetEnvironment().language) ? <LoginDialogContent {...props} /> : null;
}
