import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';
import { useState, type FormEvent, type ReactNode } from 'react';
import { languageSwitchUrl } from '../../shared/domain/content/language-path';
import type { AuthError } from '../../shared/domain/loyalty/auth-errors';
import type { PasswordChecks } from '../../shared/domain/loyalty/password-rules';
import {
  EMPTY_SIGN_UP,
  signUpErrors,
  type SignUpField,
  type SignUpFieldError,
  type SignUpValues,
} from '../../shared/domain/loyalty/sign-up-form';
import { countryName } from '../../shared/domain/countries';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { usePageAtom, usePageValue } from '../../shared/store/use-page-value';
import { translateAuthError } from '../../shared/ui/auth-errors/auth-error-text';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import {
  formInteraction,
  initialInteraction,
  shownErrors,
  type FormInteraction,
  type InteractionEvent,
} from '../../shared/ui/form-state/form-state';
import { draftOf, forgetSignUpDraft, signUpDraftAtom } from './sign-up-draft';
import { SignUpFields } from './SignUpFields';
import { SignUpSuccess } from './SignUpSuccess';
import { fieldErrorText, translateSignUp } from './sign-up-texts';
import { fieldOfAuthError, signUpWrite, submitSignUp, submitSocialSignUp } from './submit-sign-up';
import { parseSocialSignUp } from '../../shared/domain/loyalty/social-login';
import { useEmailCheck } from './use-email-check';

export interface SignUpProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** Loyalty spec §5: the password checks are configurable flags. */
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireDigit: boolean;
  requireSpecial: boolean;
  /** The member dashboard; empty: `/{language}/member/user-profile/`. */
  dashboardPath: string;
  /** The programme's terms; empty: no terms to accept. */
  termsPath: string;
  /** Authored content (an introduction), shown above the form. */
  nodes: readonly Node[];
  /**
   * Hook point for "sign up with a social account" (issue 14 item 4, China region; the lead's):
   * shown between the introduction and the form. Nothing by default.
   */
  socialSignUp?: ReactNode;
}

/** A message the service sent back, shown beside its field (or above the form) until that field changes. */
type ServerError = { field: SignUpField | undefined; error: AuthError };

/** Issue 14 item 4: the sign-up form (loyalty spec §2 "sign-up form", §5 rules, §8 errors). */
export function SignUp(props: SignUpProps) {
  const { label, dashboardPath, termsPath, nodes, socialSignUp } = props;
  const { language } = useWidgetEnvironment();
  const { requireUppercase, requireLowercase, requireDigit, requireSpecial } = props;
  const checks: PasswordChecks = { requireUppercase, requireLowercase, requireDigit, requireSpecial };
  const [draft, setDraft] = usePageAtom(signUpDraftAtom);
  const [values, setValues] = useState<SignUpValues>(() => ({
    ...EMPTY_SIGN_UP,
    ...draft,
    countryText: (draft?.countryOfResidence && countryName(draft.countryOfResidence, language)) || '',
  }));
  const [interaction, interact] = useFormReducer<FormInteraction<SignUpField>, InteractionEvent<SignUpField>>(formInteraction, () =>
    initialInteraction<SignUpField>(),
  );
  const [serverError, setServerError] = useState<ServerError>();
  // Each refused submit moves the focus to the summary again, like a submit with local errors.
  const [refusals, setRefusals] = useState(0);
  const [outcome, setOutcome] = useState<{ name: string; signedIn: boolean }>();
  const pending = usePageValue(signUpWrite.pending);
  const email = useEmailCheck();
  // Arriving from the login modal with an unlinked WeChat or Alipay account (`?provider=&authCode=`).
  const [social] = useState(() => parseSocialSignUp(window.location.search));
  const dashboard = dashboardPath || languageSwitchUrl({ pathname: '/member/user-profile/', search: '', hash: '' }, language);

  const change = (update: Partial<SignUpValues>, field: SignUpField) => {
    const next = { ...values, ...update };
    setValues(next);
    setDraft(draftOf(next));
    interact({ type: 'changed', field });
    if (serverError && (serverError.field === field || serverError.field === undefined)) setServerError(undefined);
  };
  const leave = (field: SignUpField) => interact({ type: 'left', field });

  const errors = visibleErrors(values, interaction, {
    password: checks,
    termsToAccept: termsPath !== '',
    socialAccount: social !== undefined,
  });
  const check = email.currentFor(values.email);
  const emailBlocked = check.status === 'registered' || (check.status === 'failed' && fieldOfAuthError(check.error) === 'email');
  const messages = new Map<SignUpField, string>(errors.shown.map((error) => [error.field, fieldErrorText(language, error)]));
  if (!messages.has('email') && check.status === 'registered') messages.set('email', translateAuthError(language, 'emailRegistered'));
  if (!messages.has('email') && check.status === 'failed') messages.set('email', translateAuthError(language, check.error));
  if (serverError?.field) messages.set(serverError.field, translateAuthError(language, serverError.error));
  const formError = serverError && !serverError.field ? translateAuthError(language, serverError.error) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    interact({ type: 'submitted' });
    // No errors means a salutation was chosen; the check also tells TypeScript.
    if (errors.all.length > 0 || emailBlocked || values.salutation === '') return;
    const result = social
      ? await submitSocialSignUp(social, {
          email: values.email,
          salutation: values.salutation,
          firstName: values.firstName,
          lastName: values.lastName,
          countryOfResidence: values.countryOfResidence,
        })
      : await submitSignUp({
          email: values.email,
          password: values.password,
          confirmPassword: values.confirmPassword,
          salutation: values.salutation,
          firstName: values.firstName,
          lastName: values.lastName,
          countryOfResidence: values.countryOfResidence,
          referralCode: values.referralCode,
          langCode: language,
        });
    if (result.kind === 'refused') {
      setServerError({ field: fieldOfAuthError(result.error), error: result.error });
      setRefusals((count) => count + 1);
      return;
    }
    forgetSignUpDraft();
    setOutcome({ name: values.firstName.trim(), signedIn: result.signedIn });
  };

  if (outcome) return <SignUpSuccess language={language} name={outcome.name} signedIn={outcome.signedIn} dashboardPath={dashboard} />;

  // The summary lists the problems from the first submit on (GOV.UK error summary); before that each
  // field shows its own, and nothing above the form moves while the visitor goes from field to field.
  const submitted = interaction.submitCount > 0;
  const summary = [...messages].map(([field, message]) => ({ fieldId: `stay-sign-up-${field}`, message }));
  return (
    <section className="stay-sign-up" aria-label={label || translateSignUp(language, 'label')}>
      <AuthoredNodes nodes={nodes} />
      {socialSignUp}
      {social && (
        <p className="stay-sign-up__social" role="note">
          {translateSignUp(language, 'socialSignUp', { provider: translateSignUp(language, `provider.${social.provider}`) })}
        </p>
      )}
      <form className="stay-sign-up__form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary
          id="stay-sign-up-errors"
          title={translateSignUp(language, 'errorSummary')}
          errors={submitted ? (formError ? [{ fieldId: 'stay-sign-up-submit', message: formError }, ...summary] : summary) : []}
          submitCount={interaction.submitCount + refusals}
        />
        <SignUpFields
          language={language}
          values={values}
          messages={messages}
          checks={checks}
          termsPath={termsPath}
          emailCheck={check}
          dashboardPath={dashboard}
          social={social !== undefined}
          onChange={change}
          onLeave={(field) => {
            leave(field);
            if (field === 'email') email.checkEmail(values.email);
          }}
        />
        <button id="stay-sign-up-submit" type="submit" className="stay-sign-up__submit" aria-disabled={pending || undefined}>
          {translateSignUp(language, pending ? 'submitting' : 'submit')}
        </button>
      </form>
    </section>
  );
}

function visibleErrors(
  values: SignUpValues,
  interaction: FormInteraction<SignUpField>,
  rules: Parameters<typeof signUpErrors>[1],
): { all: SignUpFieldError[]; shown: SignUpFieldError[] } {
  const all = signUpErrors(values, rules);
  return { all, shown: shownErrors(interaction, all) };
}
