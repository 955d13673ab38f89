import { describe, expect, it } from 'vitest';
import {
  apartmentGuestErrors,
  EMPTY_APARTMENT_GUEST,
  isGuestDetailsComplete,
  parseGuestDetails,
  validateArrivalTime,
  validateCountryOfResidence,
  validateEmail,
  validateName,
  validatePhone,
  validatePhoneCountryCode,
  validateRequests,
  validateSalutation,
  type ApartmentGuestDetails,
  type GuestDetailsProblem,
} from './guest-details';

/** Booking spec §2 (guest details), §3 (hold request: guest details); issue 16 item 1. Rules beyond the spec: guest-details.ts. */
type Row = [string, string, GuestDetailsProblem | undefined];

const table = (validator: (value: string) => GuestDetailsProblem | undefined, rows: Row[]) =>
  it.each(rows)('%s: %j', (_, value, expected) => expect(validator(value)).toBe(expected));

describe('validateName', () =>
  table(validateName, [
    ['a name', 'Aiko', undefined],
    ['non-Latin script', '山田', undefined],
    ['empty', '', 'required'],
    ['only spaces', '   ', 'required'],
    ['50 characters', 'a'.repeat(50), undefined],
    ['51 characters', 'a'.repeat(51), 'nameTooLong'],
    ['50 characters with spaces around', ` ${'a'.repeat(50)} `, undefined],
  ]));

describe('validateEmail (the account rules, loyalty/email-rules.ts)', () =>
  table(validateEmail, [
    ['an address', 'guest@stay.example', undefined],
    ['empty', '', 'required'],
    ['no domain dot', 'guest@stay', 'emailMalformed'],
    ['a space', 'gu est@stay.example', 'emailMalformed'],
    ['over 100 characters', `${'a'.repeat(90)}@stay.example`, 'emailTooLong'],
  ]));

describe('validatePhoneCountryCode', () =>
  table(validatePhoneCountryCode, [
    ['+65', '+65', undefined],
    ['65 without the plus', '65', undefined],
    ['+1', '+1', undefined],
    ['four digits', '+1264', undefined],
    ['empty', '', 'required'],
    ['five digits', '+12645', 'phoneCountryCodeMalformed'],
    ['a leading zero', '+065', 'phoneCountryCodeMalformed'],
    ['letters', '+SG', 'phoneCountryCodeMalformed'],
  ]));

describe('validatePhone', () =>
  table(validatePhone, [
    ['digits', '91234567', undefined],
    ['with spaces, hyphens, dots and brackets', '(03) 1234-56.78', undefined],
    ['empty', '', 'required'],
    ['three digits', '123', 'phoneMalformed'],
    ['four digits', '1234', undefined],
    ['fourteen digits', '1'.repeat(14), undefined],
    ['fifteen digits', '1'.repeat(15), 'phoneMalformed'],
    ['a plus (the country code has its own field)', '+6591234567', 'phoneMalformed'],
    ['letters', '9123abcd', 'phoneMalformed'],
  ]));

describe('validateCountryOfResidence (countries.ts)', () =>
  table(validateCountryOfResidence, [
    ['an ISO code', 'SG', undefined],
    ['any case', 'jp', undefined],
    ['empty', '', 'required'],
    ['a name is not a code', 'Singapore', 'countryNotInList'],
    ['an unassigned code', 'XX', 'countryNotInList'],
  ]));

describe('validateArrivalTime (HH:mm)', () =>
  table(validateArrivalTime, [
    ['optional', '', undefined],
    ['15:30', '15:30', undefined],
    ['00:00', '00:00', undefined],
    ['23:59', '23:59', undefined],
    ['24:00', '24:00', 'arrivalTimeMalformed'],
    ['one-digit hour', '9:30', 'arrivalTimeMalformed'],
    ['minutes over 59', '12:60', 'arrivalTimeMalformed'],
    ['12-hour clock', '3:30 PM', 'arrivalTimeMalformed'],
  ]));

describe('validateRequests', () =>
  table(validateRequests, [
    ['optional', '', undefined],
    ['500 characters', 'a'.repeat(500), undefined],
    ['501 characters', 'a'.repeat(501), 'requestsTooLong'],
    ['500 emoji count as 500', '🙂'.repeat(500), undefined],
  ]));

describe('validateSalutation', () =>
  table(validateSalutation, [
    ['optional', '', undefined],
    ['Ms', 'Ms', undefined],
    ['Mr', 'Mr', undefined],
    ['not in the list', 'Sir', 'salutationNotInList'],
  ]));

const complete: ApartmentGuestDetails = {
  salutation: '',
  firstName: 'Aiko',
  lastName: 'Tanaka',
  email: 'aiko@stay.example',
  phoneCountryCode: '+81',
  phone: '90 1234 5678',
  countryOfResidence: 'JP',
  arrivalTime: '',
  requests: '',
};

describe('apartmentGuestErrors', () => {
  it('an empty form: the required fields in the form order, optional ones not', () => {
    expect(apartmentGuestErrors(EMPTY_APARTMENT_GUEST).map((error) => error.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneCountryCode',
      'phone',
      'countryOfResidence',
    ]);
  });

  it('a complete form has none', () => expect(apartmentGuestErrors(complete)).toEqual([]));
});

describe('isGuestDetailsComplete', () => {
  it.each<[string, Record<string, ApartmentGuestDetails>, boolean, string[], boolean]>([
    ['every apartment valid, conditions accepted', { a: complete, b: complete }, true, ['a', 'b'], true],
    ['conditions not accepted', { a: complete }, false, ['a'], false],
    ['an apartment without details', { a: complete }, true, ['a', 'b'], false],
    ['an apartment with a problem', { a: complete, b: { ...complete, phone: '12' } }, true, ['a', 'b'], false],
    ['an empty cart is never complete', {}, true, [], false],
  ])('%s', (_, apartments, acceptConditions, ids, expected) => {
    expect(isGuestDetailsComplete({ apartments, acceptConditions }, ids)).toBe(expected);
  });
});

describe('parseGuestDetails (session storage is a boundary)', () => {
  it('keeps values exactly as typed', () => {
    const typed = { ...complete, firstName: ' Aiko ', arrivalTime: '9:3' };
    expect(parseGuestDetails({ apartments: { a: typed }, acceptConditions: true })).toEqual({
      apartments: { a: typed },
      acceptConditions: true,
    });
  });

  it('reads a missing or malformed field as empty and drops an apartment that is no object', () => {
    expect(parseGuestDetails({ apartments: { a: { firstName: 'Aiko', phone: 91234567 }, b: 'x' } })).toEqual({
      apartments: { a: { ...EMPTY_APARTMENT_GUEST, firstName: 'Aiko' } },
      acceptConditions: false,
    });
  });

  it.each([null, 'x', [], { apartments: [] }, {}])('refuses %j', (raw) => expect(parseGuestDetails(raw)).toBeUndefined());
});
