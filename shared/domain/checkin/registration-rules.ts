/**
 * The registration the property asks (loyalty spec §3 "Web check-in": registration get and submit;
 * §5 "Registration field rules beyond those above are not shown"): which fields, checked on the
 * page before submitting, and what of it may be kept in session storage.
 */
import type { RegistrationValues } from './checkin-form';

export type RegistrationFieldKind = 'text' | 'country' | 'date' | 'time' | 'choice' | 'document';

export interface RegistrationField {
  readonly name: string;
  readonly kind: RegistrationFieldKind;
  readonly required: boolean;
  readonly options: readonly string[];
}

export type RegistrationProblem = 'required' | 'date' | 'choice';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A problem per field in the order asked; the field kinds' own rules only (the spec shows no others). */
export function registrationProblems(fields: readonly RegistrationField[], values: RegistrationValues): Map<string, RegistrationProblem> {
  const problems = new Map<string, RegistrationProblem>();
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) problems.set(field.name, 'required');
    } else if (field.kind === 'date' && (!ISO_DAY.test(value) || Number.isNaN(Date.parse(value)))) {
      problems.set(field.name, 'date');
    } else if (field.kind === 'choice' && !field.options.includes(value)) {
      problems.set(field.name, 'choice');
    }
  }
  return problems;
}

/**
 * What of the typed registration may go to session storage (issue 18; issue 12 §7: no e-mail in
 * storage): every field but identity documents, whose numbers stay in memory only and are asked
 * again after a reload, and never an e-mail.
 */
export function storableDraft(fields: readonly RegistrationField[], values: RegistrationValues): RegistrationValues {
  const secret = new Set(fields.filter((field) => field.kind === 'document').map((field) => field.name));
  secret.add('email');
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secret.has(name)));
}

/** The form's first values: the service's saved ones, then the draft typed on this tab on top. */
export function initialRegistration(saved: RegistrationValues, draft: RegistrationValues | undefined): RegistrationValues {
  return { ...saved, ...draft };
}
