/**
 * The password rules of loyalty spec §5 (and §9 "Password 8 to 16 characters"): 8 to 16
 * characters from letters, digits and a set of symbols; the uppercase, lowercase, digit and
 * special-character checks are configurable flags. Pure, so the sign-up and reset forms show the
 * same live checklist (shared/ui/password-checklist) and the same verdict before they send.
 *
 * The spec does not show its set of symbols: we take printable ASCII without the space (the 32
 * symbols of `!` to `~`), which is also what the sandbox accepts (demo-pages/sandbox/routes/account-fields.ts).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** Which character-class checks apply (spec §5: configurable flags). */
export interface PasswordChecks {
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireDigit: boolean;
  requireSpecial: boolean;
}

export const ALL_PASSWORD_CHECKS: PasswordChecks = {
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecial: true,
};

export type PasswordRule = 'length' | 'allowedCharacters' | 'uppercase' | 'lowercase' | 'digit' | 'special';

export interface PasswordRuleResult {
  rule: PasswordRule;
  met: boolean;
}

const ALLOWED = /^[\x21-\x7e]+$/;
const SYMBOL = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/;

const FLAGGED: readonly { rule: PasswordRule; flag: keyof PasswordChecks; test: (password: string) => boolean }[] = [
  { rule: 'uppercase', flag: 'requireUppercase', test: (password) => /[A-Z]/.test(password) },
  { rule: 'lowercase', flag: 'requireLowercase', test: (password) => /[a-z]/.test(password) },
  { rule: 'digit', flag: 'requireDigit', test: (password) => /[0-9]/.test(password) },
  // A symbol of the set, and only when every character is of the set: a space or "ä" is not one.
  { rule: 'special', flag: 'requireSpecial', test: (password) => ALLOWED.test(password) && SYMBOL.test(password) },
];

/** Every rule that applies, in the order the checklist shows them, each met or not for `password`. */
export function passwordRuleResults(password: string, checks: PasswordChecks): PasswordRuleResult[] {
  // Length in code points: an emoji is one character to the visitor (it is refused anyway).
  const length = [...password].length;
  const always: PasswordRuleResult[] = [
    { rule: 'length', met: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH },
    { rule: 'allowedCharacters', met: ALLOWED.test(password) },
  ];
  return always.concat(FLAGGED.filter(({ flag }) => checks[flag]).map(({ rule, test }) => ({ rule, met: test(password) })));
}

export function isPasswordAcceptable(password: string, checks: PasswordChecks): boolean {
  return passwordRuleResults(password, checks).every((result) => result.met);
}

/** What is wrong with a new password and its confirmation (sign-up, reset), field by field. */
export type NewPasswordProblem = 'required' | 'passwordWeak' | 'passwordMismatch';

export function newPasswordProblem(password: string, checks: PasswordChecks): NewPasswordProblem | undefined {
  if (password === '') return 'required';
  return isPasswordAcceptable(password, checks) ? undefined : 'passwordWeak';
}

/** The confirmation must repeat the password exactly (the service answers 564 otherwise). */
export function confirmationProblem(password: string, confirmation: string): NewPasswordProblem | undefined {
  if (confirmation === '') return 'required';
  return confirmation === password ? undefined : 'passwordMismatch';
}
