/**
 * The login form's own checks before anything is sent (loyalty spec §5: e-mail patterns exist
 * but are not shown; at most 100 characters as the 559 "email too long" code suggests). The
 * server stays the judge of the credentials: these only catch what cannot be a login.
 */
import { emailProblem } from './email-rules';

export type LoginField = 'email' | 'password';
export type LoginFieldError = 'emailRequired' | 'emailInvalid' | 'emailTooLong' | 'passwordRequired';

export interface LoginValues {
  email: string;
  password: string;
}

const LOGIN_EMAIL_ERRORS = { required: 'emailRequired', tooLong: 'emailTooLong', malformed: 'emailInvalid' } as const;

/** The account forms' one e-mail rule (email-rules.ts), in the login form's words. */
export function emailError(email: string): LoginFieldError | undefined {
  const problem = emailProblem(email);
  return problem && LOGIN_EMAIL_ERRORS[problem];
}

/** The errors of the values, in the form's order (e-mail, then password). */
export function loginErrors(values: LoginValues): { field: LoginField; error: LoginFieldError }[] {
  const errors: { field: LoginField; error: LoginFieldError }[] = [];
  const email = emailError(values.email);
  if (email) errors.push({ field: 'email', error: email });
  if (!values.password) errors.push({ field: 'password', error: 'passwordRequired' });
  return errors;
}
