/**
 * The e-mail address of the account forms (loyalty spec §5: "email patterns exist, not shown";
 * §8: 559 e-mail too long, 560 bad e-mail; account contract: at most 100 characters). The shape
 * is deliberately loose, the server has the last word (validate-email): one @, something before
 * it, a dotted domain, no spaces. The same shape as the sandbox's, so the form never lets through
 * what the sandbox refuses.
 */
export const EMAIL_MAX_LENGTH = 100;

export type EmailProblem = 'required' | 'tooLong' | 'malformed';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** What is wrong with the address as typed (trimmed), or undefined when it may be sent. */
export function emailProblem(email: string): EmailProblem | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > EMAIL_MAX_LENGTH) return 'tooLong';
  return EMAIL_SHAPE.test(trimmed) ? undefined : 'malformed';
}
