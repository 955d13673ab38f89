/**
 * Reading and checking the fields of account calls (loyalty spec §5): e-mail, password, names.
 * Each check gives the name of the error to answer (`auth-error-codes.ts`) or undefined.
 */
import type { AuthErrorName } from './auth-error-codes.ts';

/** The trimmed text of a body field, or undefined when it is missing, not text or blank. */
export function textField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A password as typed: not trimmed (spaces would count), undefined when missing or empty. */
export function passwordField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The first of `fields` that is missing, or undefined when all are there. */
export function firstMissingField(body: unknown, fields: readonly string[]): string | undefined {
  return fields.find((field) => textField(body, field) === undefined);
}

/** Account contract: 559 over 100 characters. */
export const EMAIL_MAX_LENGTH = 100;

// The spec does not show its e-mail patterns (§5): one @, something before it, a dotted domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** For sign-up and validate-email: 559 too long, then 560 malformed. */
export function emailProblem(email: string): Extract<AuthErrorName, 'emailTooLong' | 'emailMalformed'> | undefined {
  if (email.length > EMAIL_MAX_LENGTH) return 'emailTooLong';
  return EMAIL_PATTERN.test(email) ? undefined : 'emailMalformed';
}

export function isWellFormedEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/**
 * Loyalty spec §5: 8 to 16 characters of letters, digits and symbols; the upper, lower, digit and
 * special checks are configurable flags. The sandbox's flags: all four on, so a password the
 * client lets through with fewer flags still gets 561 here ("or a server flag").
 */
export const SANDBOX_PASSWORD_RULES = {
  minLength: 8,
  maxLength: 16,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecial: true,
} as const;

/** Printable ASCII without the space: letters, digits and symbols. */
const ALLOWED_CHARACTERS = /^[\x21-\x7e]+$/;

export function isStrongPassword(password: string): boolean {
  const rules = SANDBOX_PASSWORD_RULES;
  if (password.length < rules.minLength || password.length > rules.maxLength) return false;
  if (!ALLOWED_CHARACTERS.test(password)) return false;
  if (rules.requireUppercase && !/[A-Z]/.test(password)) return false;
  if (rules.requireLowercase && !/[a-z]/.test(password)) return false;
  if (rules.requireDigit && !/\d/.test(password)) return false;
  return !rules.requireSpecial || /[^A-Za-z0-9]/.test(password);
}

/** Sign-up and reset: 561 weak, then 564 when a confirmation is sent and differs. */
export function newPasswordProblem(password: string, confirmPassword: string | undefined): AuthErrorName | undefined {
  if (!isStrongPassword(password)) return 'weakPassword';
  return confirmPassword !== undefined && confirmPassword !== password ? 'passwordMismatch' : undefined;
}

export const SALUTATIONS = ['Mr', 'Ms', 'Mrs'] as const;

export type Salutation = (typeof SALUTATIONS)[number];

export function isSalutation(value: string): value is Salutation {
  return (SALUTATIONS as readonly string[]).includes(value);
}

/** ISO 3166-1 alpha-2, any case; the full list is the client's (Intl.DisplayNames), so any two letters pass. */
export function countryCodeOf(value: string): string | undefined {
  return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}

/** An optional text field as sent (an empty confirmation still counts as sent), undefined when absent or not text. */
export function optionalRawField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}
