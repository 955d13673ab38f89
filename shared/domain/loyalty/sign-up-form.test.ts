import { describe, expect, it } from 'vitest';
import { ALL_PASSWORD_CHECKS } from './password-rules';
import { EMPTY_SIGN_UP, signUpErrors, type SignUpFieldError, type SignUpRules, type SignUpValues } from './sign-up-form';

const RULES: SignUpRules = { password: ALL_PASSWORD_CHECKS, termsToAccept: true };

/** Issue 14 item 4 and loyalty spec §5 (password, e-mail); the rest are our decisions (sign-up-form.ts). */
const COMPLETE: SignUpValues = {
  email: 'new.member@stay.example',
  password: 'Fresh!Pass9',
  confirmPassword: 'Fresh!Pass9',
  salutation: 'Ms',
  firstName: 'Aiko',
  lastName: 'Tanaka',
  countryText: 'Japan',
  countryOfResidence: 'JP',
  referralCode: '',
  termsAccepted: true,
};

describe('signUpErrors', () => {
  it('an empty form: every required field, in the form order; the referral code is optional', () => {
    expect(signUpErrors(EMPTY_SIGN_UP, RULES)).toEqual<SignUpFieldError[]>([
      { field: 'email', problem: 'required' },
      { field: 'password', problem: 'required' },
      { field: 'confirmPassword', problem: 'required' },
      { field: 'salutation', problem: 'required' },
      { field: 'firstName', problem: 'required' },
      { field: 'lastName', problem: 'required' },
      { field: 'countryOfResidence', problem: 'required' },
      { field: 'termsAccepted', problem: 'required' },
    ]);
  });

  it.each<[string, Partial<SignUpValues>, SignUpFieldError[]]>([
    ['a complete form', {}, []],
    ['a referral code is welcome and not checked here (the service answers 552)', { referralCode: 'anything' }, []],
    ['an e-mail over 100 characters (559)', { email: `${'a'.repeat(90)}@stay.example` }, [{ field: 'email', problem: 'emailTooLong' }]],
    ['a malformed e-mail (560)', { email: 'new.member@' }, [{ field: 'email', problem: 'emailMalformed' }]],
    [
      'a weak password (spec §5, 561)',
      { password: 'freshpass', confirmPassword: 'freshpass' },
      [{ field: 'password', problem: 'passwordWeak' }],
    ],
    ['a confirmation that differs (564)', { confirmPassword: 'Fresh!Pass8' }, [{ field: 'confirmPassword', problem: 'passwordMismatch' }]],
    [
      'names of spaces only',
      { firstName: '  ', lastName: ' ' },
      [
        { field: 'firstName', problem: 'required' },
        { field: 'lastName', problem: 'required' },
      ],
    ],
    [
      'a country typed but not chosen from the list',
      { countryText: 'Atlantis', countryOfResidence: '' },
      [{ field: 'countryOfResidence', problem: 'countryNotInList' }],
    ],
    ['terms not accepted', { termsAccepted: false }, [{ field: 'termsAccepted', problem: 'required' }]],
  ])('%s', (_case, change, expected) => {
    expect(signUpErrors({ ...COMPLETE, ...change }, RULES)).toEqual(expected);
  });

  it('the password flags decide what is weak', () => {
    const noSymbol = { ...COMPLETE, password: 'FreshPass9', confirmPassword: 'FreshPass9' };
    expect(signUpErrors(noSymbol, RULES)).toEqual([{ field: 'password', problem: 'passwordWeak' }]);
    expect(signUpErrors(noSymbol, { ...RULES, password: { ...ALL_PASSWORD_CHECKS, requireSpecial: false } })).toEqual([]);
  });

  it('terms need accepting only where the page names terms', () => {
    expect(signUpErrors({ ...COMPLETE, termsAccepted: false }, { ...RULES, termsToAccept: false })).toEqual([]);
  });

  it('a sign-up with a social account asks for no password (issue 14 item 4)', () => {
    const social = { ...RULES, socialAccount: true };
    expect(signUpErrors({ ...COMPLETE, password: '', confirmPassword: '' }, social)).toEqual([]);
    expect(signUpErrors(EMPTY_SIGN_UP, social).map((error) => error.field)).toEqual([
      'email',
      'salutation',
      'firstName',
      'lastName',
      'countryOfResidence',
      'termsAccepted',
    ]);
  });
});
