/**
 * The web check-in form's states (loyalty spec §3 "Web check-in": "forms move through loaded,
 * initialised, submitted, error, completed"), as a pure reducer: the widget dispatches what the
 * guest did or what the service answered and renders the state it is given (DESIGN §8 "one flow
 * state"). What was typed is in every state but `loaded` and `completed`, so an error never loses
 * it (issue 18).
 */
export type RegistrationValues = Readonly<Record<string, string>>;

export type CheckinFormState =
  /** The stay was found; the property's registration answer is not in the form yet. */
  | { readonly status: 'loaded' }
  /** The form shows the registration's fields with the saved values, the draft or both. */
  | { readonly status: 'initialised'; readonly values: RegistrationValues }
  /** The registration is on its way to the service. */
  | { readonly status: 'submitted'; readonly values: RegistrationValues }
  /** The service refused or failed: the values stay, with the code and the fields it named. */
  | { readonly status: 'error'; readonly values: RegistrationValues; readonly errorCode: string; readonly invalidFields: readonly string[] }
  /** Checked in (the saved checked-in state). */
  | { readonly status: 'completed' };

export type CheckinFormEvent =
  | { readonly type: 'initialise'; readonly values: RegistrationValues }
  | { readonly type: 'edit'; readonly name: string; readonly value: string }
  | { readonly type: 'submit' }
  | { readonly type: 'failed'; readonly errorCode: string; readonly invalidFields?: readonly string[] }
  | { readonly type: 'checked-in' };

export const initialCheckinForm: CheckinFormState = { status: 'loaded' };

export function checkinFormReducer(state: CheckinFormState, event: CheckinFormEvent): CheckinFormState {
  // The saved checked-in state wins from anywhere: a stay already checked in shows as completed.
  if (event.type === 'checked-in') return state.status === 'completed' ? state : { status: 'completed' };
  switch (state.status) {
    case 'loaded':
      return event.type === 'initialise' ? { status: 'initialised', values: event.values } : state;
    case 'initialised':
    case 'error':
      if (event.type === 'edit') return { ...state, values: { ...state.values, [event.name]: event.value } };
      if (event.type === 'submit') return { status: 'submitted', values: state.values };
      return state;
    case 'submitted':
      if (event.type === 'failed') {
        return { status: 'error', values: state.values, errorCode: event.errorCode, invalidFields: event.invalidFields ?? [] };
      }
      return state;
    case 'completed':
      return state;
  }
}

/** The values the form holds, or none (loaded, completed). */
export function formValues(state: CheckinFormState): RegistrationValues | undefined {
  return 'values' in state ? state.values : undefined;
}
