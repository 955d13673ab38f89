import { describe, expect, it } from 'vitest';
import {
  ALL_PASSWORD_CHECKS,
  confirmationProblem,
  isPasswordAcceptable,
  newPasswordProblem,
  passwordRuleResults,
  type PasswordChecks,
  type PasswordRule,
} from './password-rules';

/** Loyalty spec §5 and §9: 8 to 16 characters from letters, digits and symbols; each character-class check a flag. */
const NONE: PasswordChecks = { requireUppercase: false, requireLowercase: false, requireDigit: false, requireSpecial: false };

const met = (password: string, checks: PasswordChecks) =>
  Object.fromEntries(passwordRuleResults(password, checks).map((result) => [result.rule, result.met]));

describe('passwordRuleResults: the live checklist of spec §5', () => {
  it('lists the length and character-set rules always, and one rule per flag that is on, in a fixed order', () => {
    expect(passwordRuleResults('', ALL_PASSWORD_CHECKS).map((result) => result.rule)).toEqual<PasswordRule[]>([
      'length',
      'allowedCharacters',
      'uppercase',
      'lowercase',
      'digit',
      'special',
    ]);
    expect(passwordRuleResults('', NONE).map((result) => result.rule)).toEqual(['length', 'allowedCharacters']);
    expect(passwordRuleResults('', { ...NONE, requireDigit: true }).map((result) => result.rule)).toEqual([
      'length',
      'allowedCharacters',
      'digit',
    ]);
  });

  it.each<[string, string, Partial<Record<PasswordRule, boolean>>]>([
    [
      'empty: nothing met (not even the character set, so the list does not start half ticked)',
      '',
      { length: false, allowedCharacters: false, uppercase: false, lowercase: false, digit: false, special: false },
    ],
    ['7 characters: too short (§9 "8 to 16")', 'Abcde1!', { length: false, allowedCharacters: true }],
    ['8 characters: the shortest allowed', 'Abcdef1!', { length: true, uppercase: true, lowercase: true, digit: true, special: true }],
    ['16 characters: the longest allowed', 'Abcdefghijklm12!', { length: true }],
    ['17 characters: too long', 'Abcdefghijklmn12!', { length: false }],
    ['a space is not one of the characters (§5 letters, digits and symbols)', 'Abcd ef1!', { allowedCharacters: false, special: false }],
    ['a non-ASCII letter is not one of them', 'Äbcdef1!', { allowedCharacters: false }],
    ['an emoji is not one of them, and counts by code point not UTF-16 unit', 'Abcdef1😀', { allowedCharacters: false, special: false }],
    ['lower case only', 'abcdefgh', { uppercase: false, lowercase: true, digit: false, special: false }],
    ['upper case only', 'ABCDEFGH', { uppercase: true, lowercase: false }],
    ['each ASCII symbol counts as special', 'Abcdef1~', { special: true }],
    ['a backslash and quotes are symbols too', 'Abcdef1\\"', { special: true, allowedCharacters: true }],
  ])('%s', (_case, password, expected) => {
    expect(met(password, ALL_PASSWORD_CHECKS)).toMatchObject(expected);
  });
});

describe('isPasswordAcceptable: every listed rule met (what the form checks before it sends)', () => {
  it.each<[string, string, PasswordChecks, boolean]>([
    ['all flags on, a strong password', 'StayDemo!1', ALL_PASSWORD_CHECKS, true],
    ['all flags on, no symbol', 'StayDemo11', ALL_PASSWORD_CHECKS, false],
    ['special flag off, no symbol', 'StayDemo11', { ...ALL_PASSWORD_CHECKS, requireSpecial: false }, true],
    ['uppercase flag off, no capital', 'staydemo!1', { ...ALL_PASSWORD_CHECKS, requireUppercase: false }, true],
    ['uppercase flag on, no capital', 'staydemo!1', ALL_PASSWORD_CHECKS, false],
    ['lowercase flag off, no small letter', 'STAYDEMO!1', { ...ALL_PASSWORD_CHECKS, requireLowercase: false }, true],
    ['digit flag off, no digit', 'StayDemo!!', { ...ALL_PASSWORD_CHECKS, requireDigit: false }, true],
    ['every flag off still keeps the length', 'short', NONE, false],
    ['every flag off still keeps the character set', 'with space', NONE, false],
    ['every flag off, 8 letters', 'abcdefgh', NONE, true],
  ])('%s', (_case, password, checks, expected) => {
    expect(isPasswordAcceptable(password, checks)).toBe(expected);
  });
});

describe('newPasswordProblem and confirmationProblem: the new-password fields of sign-up and reset', () => {
  it.each([
    ['', undefined, 'required'],
    ['weakpass', undefined, 'passwordWeak'],
    ['Fresh!Pass9', undefined, undefined],
  ] as const)('password %j -> %s', (password, _unused, expected) => {
    expect(newPasswordProblem(password, ALL_PASSWORD_CHECKS)).toBe(expected);
  });

  it.each([
    ['Fresh!Pass9', '', 'required'],
    ['Fresh!Pass9', 'Fresh!Pass8', 'passwordMismatch'],
    ['Fresh!Pass9', 'fresh!pass9', 'passwordMismatch'],
    ['Fresh!Pass9', 'Fresh!Pass9', undefined],
  ] as const)('password %j, confirmation %j -> %s (564 otherwise)', (password, confirmation, expected) => {
    expect(confirmationProblem(password, confirmation)).toBe(expected);
  });
});
