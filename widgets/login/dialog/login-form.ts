import type { AuthError } from '../../../shared/domain/loyalty/auth-errors';
import { loginErrors, type LoginField, type LoginFieldError, type LoginValues } from '../../../shared/domain/loyalty/login-validation';
import {
  formInteraction,
  initialInteraction,
  shownErrors,
  type FormInteraction,
  type InteractionEvent,
} from '../../../shared/ui/form-state/form-state';

/**
 * The login form's state (DESIGN.md §8 "Forms as one system"): values, interaction (when field
 * errors show) and the server's answer. Pure, so it is tested as a table; LoginForm renders it.
 */
export interface LoginFormState {
  values: LoginValues;
  interaction: FormInteraction<LoginField>;
  /** The last failed login's message; cleared when the visitor edits a value. */
  serverError: AuthError | undefined;
  sending: boolean;
}

export type LoginFormEvent =
  | { type: 'edit'; field: LoginField; value: string }
  | { type: 'leave'; field: LoginField }
  | { type: 'submit' }
  | { type: 'failed'; error: AuthError }
  | { type: 'succeeded' };

export function initialLoginForm(): LoginFormState {
  return { values: { email: '', password: '' }, interaction: initialInteraction(), serverError: undefined, sending: false };
}

const interact = (state: LoginFormState, event: InteractionEvent<LoginField>) => formInteraction(state.interaction, event);

export function loginForm(state: LoginFormState, event: LoginFormEvent): LoginFormState {
  switch (event.type) {
    case 'edit':
      return {
        ...state,
        values: { ...state.values, [event.field]: event.value },
        interaction: interact(state, { type: 'changed', field: event.field }),
        serverError: undefined,
      };
    case 'leave':
      return { ...state, interaction: interact(state, { type: 'left', field: event.field }) };
    case 'submit': {
      const interaction = interact(state, { type: 'submitted' });
      return { ...state, interaction, serverError: undefined, sending: loginErrors(state.values).length === 0 };
    }
    case 'failed':
      // A wrong password is typed again from scratch (as password managers and most sites do); the e-mail stays.
      return { ...state, sending: false, serverError: event.error, values: { ...state.values, password: '' } };
    case 'succeeded':
      return { ...state, sending: false };
  }
}

/** The field errors to show now, in the form's order. */
export function shownLoginErrors(state: LoginFormState): { field: LoginField; error: LoginFieldError }[] {
  return shownErrors(state.interaction, loginErrors(state.values));
}
