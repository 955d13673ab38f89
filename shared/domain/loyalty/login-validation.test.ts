import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH as MAX_EMAIL_LENGTH } from './email-rules';
import { emailError, loginErrors } from './login-validation';

describe('login form checks (loyalty spec §5)', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['gold@demo.stay.example', undefined],
    [' gold@demo.stay.example ', undefined],
    ['gold@demo', 'emailInvalid'],
    ['gold.demo.stay.example', 'emailInvalid'],
    ['go ld@demo.example', 'emailInvalid'],
    ['a@b@c.example', 'emailInvalid'],
    ['gold@.example', 'emailInvalid'],
    [`${'a'.repeat(MAX_EMAIL_LENGTH - 9)}@x.example`, 'emailTooLong'],
    [`${'a'.repeat(MAX_EMAIL_LENGTH - 10)}@x.example`, undefined],
  ])('e-mail %j -> %j', (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });

  it('lists the e-mail error first, then a missing password; a password is never trimmed or judged', () => {
    expect(loginErrors({ email: '', password: '' })).toEqual([
      { field: 'email', error: 'emailRequired' },
      { field: 'password', error: 'passwordRequired' },
    ]);
    expect(loginErrors({ email: 'gold@demo.stay.example', password: ' ' })).toEqual([]);
  });
});
