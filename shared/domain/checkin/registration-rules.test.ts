import { describe, expect, it } from 'vitest';
import { initialRegistration, registrationProblems, storableDraft, type RegistrationField } from './registration-rules';

/** Loyalty spec §3 "Web check-in" (registration as the property asks), §5 (no further rules shown); issue 18 (no e-mail, no document numbers in storage). */
const field = (name: string, kind: RegistrationField['kind'], required = true, options: string[] = []): RegistrationField => ({
  name,
  kind,
  required,
  options,
});
const FIELDS = [
  field('lastName', 'text'),
  field('dateOfBirth', 'date'),
  field('documentType', 'choice', true, ['passport', 'national-id']),
  field('documentNumber', 'document'),
  field('arrivalTime', 'time', false),
];

describe('registrationProblems', () => {
  it.each([
    ['all given', { lastName: 'Ito', dateOfBirth: '1980-02-03', documentType: 'passport', documentNumber: 'X1' }, {}],
    [
      'blanks are missing; an optional blank is fine',
      { lastName: ' ', dateOfBirth: '', documentType: '', documentNumber: '' },
      { lastName: 'required', dateOfBirth: 'required', documentType: 'required', documentNumber: 'required' },
    ],
    [
      'a date must be a calendar day',
      { lastName: 'Ito', dateOfBirth: '3 Feb 1980', documentType: 'passport', documentNumber: 'X1' },
      { dateOfBirth: 'date' },
    ],
    [
      'a choice must be offered',
      { lastName: 'Ito', dateOfBirth: '1980-02-03', documentType: 'visa', documentNumber: 'X1' },
      { documentType: 'choice' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(Object.fromEntries(registrationProblems(FIELDS, values))).toEqual(expected);
  });
});

describe('storableDraft and initialRegistration', () => {
  it('keeps no document number and no e-mail', () => {
    expect(storableDraft(FIELDS, { lastName: 'Ito', documentNumber: 'X1', email: 'k@example.com', arrivalTime: '18:00' })).toEqual({
      lastName: 'Ito',
      arrivalTime: '18:00',
    });
  });
  it('the draft typed on the tab wins over the saved values', () => {
    expect(initialRegistration({ lastName: 'Ito', firstName: 'Ken' }, { firstName: 'Kenji' })).toEqual({
      lastName: 'Ito',
      firstName: 'Kenji',
    });
    expect(initialRegistration({ lastName: 'Ito' }, undefined)).toEqual({ lastName: 'Ito' });
  });
});
