import { findCountry } from '../../shared/domain/countries';
import type { Language } from '../../shared/domain/languages';
import type { PasswordChecks } from '../../shared/domain/loyalty/password-rules';
import { SALUTATIONS, isSalutation, type SignUpField, type SignUpValues } from '../../shared/domain/loyalty/sign-up-form';
import { emitStayEvent } from '../../shared/element/stay-events';
import { FormField } from '../../shared/ui/form-field/FormField';
import { useFormField } from '../../shared/ui/form-field/use-form-field';
import { NewPasswordField } from '../../shared/ui/password-checklist/NewPasswordField';
import { CountryField } from './CountryField';
import { translateSignUp } from './sign-up-texts';
import type { EmailCheck } from './use-email-check';

export interface SignUpFieldsProps {
  language: Language;
  values: SignUpValues;
  /** The message shown now for each field that has one. */
  messages: ReadonlyMap<SignUpField, string>;
  checks: PasswordChecks;
  termsPath: string;
  emailCheck: EmailCheck;
  /** Where "log in instead" returns after the login. */
  dashboardPath: string;
  /** A sign-up with a social account: no password and no referral code. */
  social?: boolean;
  onChange: (update: Partial<SignUpValues>, field: SignUpField) => void;
  onLeave: (field: SignUpField) => void;
}

const idOf = (field: SignUpField) => `stay-sign-up-${field}`;

/** The fields of the sign-up form, in the spec's order: e-mail first (issue 14 item 4). */
export function SignUpFields({
  language,
  values,
  messages,
  checks,
  termsPath,
  emailCheck,
  dashboardPath,
  social = false,
  onChange,
  onLeave,
}: SignUpFieldsProps) {
  const t = (key: Parameters<typeof translateSignUp>[1]) => translateSignUp(language, key);
  const text = (field: 'firstName' | 'lastName' | 'referralCode', autoComplete: string, hint?: string) => (
    <FormField id={idOf(field)} label={t(`field.${field}`)} hint={hint} error={messages.get(field)}>
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => onChange({ [field]: event.target.value }, field)}
          onBlur={() => onLeave(field)}
        />
      )}
    </FormField>
  );
  return (
    <>
      <FormField id={idOf('email')} label={t('field.email')} error={messages.get('email')}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            value={values.email}
            onChange={(event) => onChange({ email: event.target.value }, 'email')}
            onBlur={() => onLeave('email')}
          />
        )}
      </FormField>
      <p className="stay-visually-hidden" role="status">
        {emailCheck.status === 'checking' ? t('email.checking') : ''}
      </p>
      {emailCheck.status === 'registered' && (
        <p className="stay-sign-up__login-instead">
          <button
            type="button"
            onClick={(event) => emitStayEvent(event.currentTarget, 'stay:login-request', { reason: 'link', returnTo: dashboardPath })}
          >
            {t('loginInstead')}
          </button>
        </p>
      )}
      {!social && (
        <>
          <NewPasswordField
            id={idOf('password')}
            label={t('field.password')}
            language={language}
            value={values.password}
            checks={checks}
            error={messages.get('password')}
            onChange={(password) => onChange({ password }, 'password')}
            onBlur={() => onLeave('password')}
          />
          <NewPasswordField
            id={idOf('confirmPassword')}
            label={t('field.confirmPassword')}
            language={language}
            value={values.confirmPassword}
            error={messages.get('confirmPassword')}
            onChange={(confirmPassword) => onChange({ confirmPassword }, 'confirmPassword')}
            onBlur={() => onLeave('confirmPassword')}
          />
        </>
      )}
      <FormField id={idOf('salutation')} label={t('field.salutation')} error={messages.get('salutation')}>
        {(control) => (
          <select
            {...control}
            autoComplete="honorific-prefix"
            value={values.salutation}
            onChange={(event) => onChange({ salutation: isSalutation(event.target.value) ? event.target.value : '' }, 'salutation')}
            onBlur={() => onLeave('salutation')}
          >
            <option value="">{t('salutation.choose')}</option>
            {SALUTATIONS.map((salutation) => (
              <option key={salutation} value={salutation}>
                {t(`salutation.${salutation}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      <CountryField
        id={idOf('countryOfResidence')}
        language={language}
        text={values.countryText}
        error={messages.get('countryOfResidence')}
        onTextChange={(countryText) =>
          onChange({ countryText, countryOfResidence: exactCountry(countryText, language) }, 'countryOfResidence')
        }
        onChoose={(country) => onChange({ countryText: country.name, countryOfResidence: country.code }, 'countryOfResidence')}
        onBlur={() => onLeave('countryOfResidence')}
      />
      {!social && text('referralCode', 'off', t('hint.referralCode'))}
      {termsPath && (
        <TermsField
          language={language}
          accepted={values.termsAccepted}
          termsPath={termsPath}
          error={messages.get('termsAccepted')}
          onChange={(termsAccepted) => onChange({ termsAccepted }, 'termsAccepted')}
        />
      )}
    </>
  );
}

/** A name typed in full (or filled in by the browser) counts as chosen. */
function exactCountry(text: string, language: Language): string {
  return findCountry(text, language)?.code ?? '';
}

function TermsField(props: {
  language: Language;
  accepted: boolean;
  termsPath: string;
  error?: string;
  onChange: (accepted: boolean) => void;
}) {
  const { language, accepted, termsPath, error, onChange } = props;
  const field = useFormField({ id: idOf('termsAccepted'), hasHint: true, hasError: !!error });
  return (
    <div className="stay-form-field stay-sign-up__terms">
      <div className="stay-sign-up__check">
        <input {...field.controlProps} type="checkbox" checked={accepted} onChange={(event) => onChange(event.target.checked)} />
        <label {...field.labelProps}>{translateSignUp(language, 'field.termsAccepted')}</label>
      </div>
      <p {...field.hintProps} className="stay-form-field__hint">
        <a href={termsPath} target="_blank" rel="noopener">
          {translateSignUp(language, 'terms.link')}
        </a>
      </p>
      {error && (
        <p {...field.errorProps} className="stay-form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
