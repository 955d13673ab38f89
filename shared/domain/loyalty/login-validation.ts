/**
 * The login form's own checks before anything is sent (loyalty spec §5: e-mail patterns exist
 * but are not shown; at most 100 characters as the 559 "email too long" code suggests). The
 * server stays the judge of the credentials: these only catch what cannot be a login.
 */
export type LoginField = 'email' | 'password';
export type LoginFieldError = 'emailRequired' | 'emailInvalid' | 'emailTooLong' | 'passwordRequired';

export interface LoginValues {
  email: string;
  password: string;
}

export const MAX_EMAIL_LENGTH = 100;

/** One @, something before it, a dot-separated domain after it, no spaces: what browsers accept as type=email. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailError(email: string): LoginFieldError | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'emailRequired';
  if (trimmed.length > MAX_EMAIL_LENGTH) return 'emailTooLong';
  return EMAIL_SHAPE.test(trimmed) ? undefined : 'emailInvalid';
}

/** The errors of the values, in the form's order (e-mail, then password). */
export function loginErrors(values: LoginValues): { field: LoginField; error: LoginFieldError }[] {
  const errors: { field: LoginField; error: LoginFieldError }[] = [];
  const email = emailError(values.email);
  if (email) errors.push({ field: 'email', error: email });
  if (!values.password) errors.push({ field: 'password', error: 'passwordRequired' });
  return errors;
}
