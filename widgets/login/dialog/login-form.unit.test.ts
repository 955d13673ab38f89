import { describe, expect, it } from 'vitest';
import { initialLoginForm, loginForm, shownLoginErrors, type LoginFormEvent, type LoginFormState } from './login-form';

const run = (...events: LoginFormEvent[]): LoginFormState => events.reduce(loginForm, initialLoginForm());

describe('login form state (DESIGN.md §8 forms)', () => {
  it('shows no error before a field was left or the form submitted', () => {
    expect(shownLoginErrors(run({ type: 'edit', field: 'email', value: 'gold@' }))).toEqual([]);
  });

  it('shows a field error once the field was left, and hides it as soon as the value is valid', () => {
    const left = run({ type: 'edit', field: 'email', value: 'gold@' }, { type: 'leave', field: 'email' });
    expect(shownLoginErrors(left)).toEqual([{ field: 'email', error: 'emailInvalid' }]);
    expect(shownLoginErrors(loginForm(left, { type: 'edit', field: 'email', value: 'gold@demo.stay.example' }))).toEqual([]);
  });

  it('a submit with errors shows them all and sends nothing; a valid submit sends', () => {
    const invalid = run({ type: 'submit' });
    expect(invalid.sending).toBe(false);
    expect(shownLoginErrors(invalid).map((error) => error.field)).toEqual(['email', 'password']);
    const valid = run(
      { type: 'edit', field: 'email', value: 'gold@demo.stay.example' },
      { type: 'edit', field: 'password', value: 'x' },
      { type: 'submit' },
    );
    expect(valid.sending).toBe(true);
    expect(valid.interaction.submitCount).toBe(1);
  });

  it('a failed login keeps the e-mail, empties the password and shows the server message until the next edit', () => {
    const failed = run(
      { type: 'edit', field: 'email', value: 'gold@demo.stay.example' },
      { type: 'edit', field: 'password', value: 'wrong' },
      { type: 'submit' },
      { type: 'failed', error: 'badCredentials' },
    );
    expect(failed).toMatchObject({
      sending: false,
      serverError: 'badCredentials',
      values: { email: 'gold@demo.stay.example', password: '' },
    });
    expect(loginForm(failed, { type: 'edit', field: 'password', value: 'S' }).serverError).toBeUndefined();
  });
});
