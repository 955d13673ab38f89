import { emailProblem } from './email-rules';
import { confirmationProblem, newPasswordProblem, type PasswordChecks } from './password-rules';

/**
 * The sign-up form's own rules (issue 14 item 4; loyalty spec §5: "registration field rules
 * beyond those above are not shown"). What the spec gives: the e-mail, the password rules, the
 * salutations (§3 lists Ms and Mrs; the account contract adds Mr), a country of residence as an
 * ISO code. Our decisions where it is silent: names are required (trimmed), the referral code is
 * optional and checked by the service (552), the programme's terms must be accepted.
 */
export const SALUTATIONS = ['Ms', 'Mrs', 'Mr'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export function isSalutation(value: string): value is Salutation {
  return (SALUTATIONS as readonly string[]).includes(value);
}

export interface SignUpValues {
  email: string;
  password: string;
  confirmPassword: string;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  /** What the country field shows (a name in the page language, or what the visitor is typing). */
  countryText: string;
  /** The ISO 3166-1 alpha-2 code of the country chosen, '' while none is. */
  countryOfResidence: string;
  referralCode: string;
  termsAccepted: boolean;
}

export type SignUpField = Exclude<keyof SignUpValues, 'countryText'>;

export type SignUpProblem = 'required' | 'emailTooLong' | 'emailMalformed' | 'passwordWeak' | 'passwordMismatch' | 'countryNotInList';

export interface SignUpFieldError {
  field: SignUpField;
  problem: SignUpProblem;
}

/** In the form's order, so the error summary lists them as the visitor meets the fields. */
export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'email',
  'password',
  'confirmPassword',
  'salutation',
  'firstName',
  'lastName',
  'countryOfResidence',
  'referralCode',
  'termsAccepted',
];

export const EMPTY_SIGN_UP: SignUpValues = {
  email: '',
  password: '',
  confirmPassword: '',
  salutation: '',
  firstName: '',
  lastName: '',
  countryText: '',
  countryOfResidence: '',
  referralCode: '',
  termsAccepted: false,
};

const EMAIL_PROBLEMS = { required: 'required', tooLong: 'emailTooLong', malformed: 'emailMalformed' } as const;

export interface SignUpRules {
  /** Which password checks apply (spec §5 flags). */
  password: PasswordChecks;
  /** Whether the page names terms to accept (the form shows the box only then). */
  termsToAccept: boolean;
  /** Sign-up with a WeChat or Alipay account (issue 14 item 4): no password, no referral code. */
  socialAccount?: boolean;
}

function fieldProblem(field: SignUpField, values: SignUpValues, rules: SignUpRules): SignUpProblem | undefined {
  if (rules.socialAccount && (field === 'password' || field === 'confirmPassword' || field === 'referralCode')) return undefined;
  switch (field) {
    case 'email': {
      const problem = emailProblem(values.email);
      return problem && EMAIL_PROBLEMS[problem];
    }
    case 'password':
      return newPasswordProblem(values.password, rules.password);
    case 'confirmPassword':
      return confirmationProblem(values.password, values.confirmPassword);
    case 'salutation':
      return values.salutation === '' ? 'required' : undefined;
    case 'firstName':
    case 'lastName':
      return values[field].trim() === '' ? 'required' : undefined;
    case 'countryOfResidence':
      if (values.countryOfResidence !== '') return undefined;
      return values.countryText.trim() === '' ? 'required' : 'countryNotInList';
    case 'referralCode':
      return undefined;
    case 'termsAccepted':
      return values.termsAccepted || !rules.termsToAccept ? undefined : 'required';
  }
}

/** Every problem of the values now, one per field, in the form's order. */
export function signUpErrors(values: SignUpValues, rules: SignUpRules): SignUpFieldError[] {
  return SIGN_UP_FIELDS.flatMap((field) => {
    const problem = fieldProblem(field, values, rules);
    return problem ? [{ field, problem }] : [];
  });
}
