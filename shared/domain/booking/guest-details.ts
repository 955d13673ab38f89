import { COUNTRY_CODES } from '../countries';
import { isRecord, text } from '../json-guards';
import { emailProblem } from '../loyalty/email-rules';

/**
 * The guest details of the checkout (booking spec §2 "guest details", §3 "Hold request": guest
 * details per room; issue 16 item 1). One set per cart apartment, keyed by its
 * `shoppingCartItemId`. Every value is a string as the visitor typed it, so a reload, a login or
 * a failed payment gives the form back exactly (DESIGN.md §8 "Forms as one system").
 *
 * The spec shows no field rules; our decisions, each in its validator below: names required (at
 * most 50 characters), the e-mail rules of the account forms, a phone with a country code,
 * a country of residence as an ISO 3166-1 code, an optional arrival time `HH:mm`, optional
 * requests of at most 500 characters, an optional salutation (WCAG 3.3.7 / issue 16: at most 11
 * fields, optional ones marked).
 */
export interface ApartmentGuestDetails {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  /** `+65`, `+1`: a plus and 1 to 4 digits (ITU-T E.164 country codes). */
  phoneCountryCode: string;
  phone: string;
  /** ISO 3166-1 alpha-2 (what the service takes), '' while none is chosen. */
  countryOfResidence: string;
  /** `HH:mm` (24 hours), '' when not given. */
  arrivalTime: string;
  requests: string;
}

export interface GuestDetails {
  apartments: Record<string, ApartmentGuestDetails>;
  acceptConditions: boolean;
}

export type GuestField = keyof ApartmentGuestDetails;

/** Message keys of the guest form (the checkout widget's catalogue names them `guestDetails.<key>`). */
export type GuestDetailsProblem =
  | 'required'
  | 'nameTooLong'
  | 'emailTooLong'
  | 'emailMalformed'
  | 'phoneCountryCodeMalformed'
  | 'phoneMalformed'
  | 'countryNotInList'
  | 'arrivalTimeMalformed'
  | 'requestsTooLong'
  | 'salutationNotInList';

export const NAME_MAX_LENGTH = 50;
export const REQUESTS_MAX_LENGTH = 500;
/** Booking §3 lists Ms and Mrs; the account forms add Mr (`sign-up-form.ts`): the same three here. */
export const GUEST_SALUTATIONS = ['Ms', 'Mrs', 'Mr'] as const;

/** In the form's order, so an error summary lists problems as the visitor meets the fields. */
export const GUEST_FIELDS: readonly GuestField[] = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phoneCountryCode',
  'phone',
  'countryOfResidence',
  'arrivalTime',
  'requests',
];

export const OPTIONAL_GUEST_FIELDS: ReadonlySet<GuestField> = new Set(['salutation', 'arrivalTime', 'requests']);

export const EMPTY_APARTMENT_GUEST: ApartmentGuestDetails = {
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneCountryCode: '',
  phone: '',
  countryOfResidence: '',
  arrivalTime: '',
  requests: '',
};

type Validator = (value: string) => GuestDetailsProblem | undefined;

export const validateSalutation: Validator = (value) =>
  value.trim() === '' || (GUEST_SALUTATIONS as readonly string[]).includes(value.trim()) ? undefined : 'salutationNotInList';

/** First and last name: required, at most 50 characters (trimmed). */
export const validateName: Validator = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > NAME_MAX_LENGTH ? 'nameTooLong' : undefined;
};

const EMAIL_PROBLEMS = { required: 'required', tooLong: 'emailTooLong', malformed: 'emailMalformed' } as const;

/** The account forms' e-mail rules (`loyalty/email-rules.ts`): the same address is valid everywhere. */
export const validateEmail: Validator = (value) => {
  const problem = emailProblem(value);
  return problem && EMAIL_PROBLEMS[problem];
};

/** `+` (optional as typed) and 1 to 4 digits, the first not 0 (E.164 country codes). */
export const validatePhoneCountryCode: Validator = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return /^\+?[1-9]\d{0,3}$/.test(trimmed) ? undefined : 'phoneCountryCodeMalformed';
};

/**
 * The number without its country code: digits with the spaces, dots, hyphens and brackets people
 * type; 4 to 14 digits (E.164 allows 15 with the country code's at least one).
 */
export const validatePhone: Validator = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (!/^[\d\s().-]+$/.test(trimmed)) return 'phoneMalformed';
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 4 && digits <= 14 ? undefined : 'phoneMalformed';
};

/** An ISO 3166-1 alpha-2 code of `countries.ts` (any case): the form turns a chosen name into its code. */
export const validateCountryOfResidence: Validator = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return COUNTRY_CODES.includes(trimmed.toUpperCase()) ? undefined : 'countryNotInList';
};

/** Optional; `HH:mm` on the 24-hour clock (what `<input type="time">` gives). */
export const validateArrivalTime: Validator = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(trimmed) ? undefined : 'arrivalTimeMalformed';
};

/** Optional; at most 500 characters (counted as the visitor sees them: code points). */
export const validateRequests: Validator = (value) => ([...value.trim()].length > REQUESTS_MAX_LENGTH ? 'requestsTooLong' : undefined);

export const GUEST_FIELD_VALIDATORS: Readonly<Record<GuestField, Validator>> = {
  salutation: validateSalutation,
  firstName: validateName,
  lastName: validateName,
  email: validateEmail,
  phoneCountryCode: validatePhoneCountryCode,
  phone: validatePhone,
  countryOfResidence: validateCountryOfResidence,
  arrivalTime: validateArrivalTime,
  requests: validateRequests,
};

export interface GuestFieldError {
  field: GuestField;
  problem: GuestDetailsProblem;
}

/** Every problem of one apartment's details, in the form's order. */
export function apartmentGuestErrors(details: ApartmentGuestDetails): GuestFieldError[] {
  return GUEST_FIELDS.flatMap((field) => {
    const problem = GUEST_FIELD_VALIDATORS[field](details[field]);
    return problem ? [{ field, problem }] : [];
  });
}

/**
 * Whether the details may go to summary and payment (the `stay:checkout-to-summary` flag): every
 * cart apartment has valid details and the conditions are accepted.
 */
export function isGuestDetailsComplete(details: GuestDetails, shoppingCartItemIds: readonly string[]): boolean {
  if (!details.acceptConditions || shoppingCartItemIds.length === 0) return false;
  return shoppingCartItemIds.every((id) => {
    const apartment = details.apartments[id];
    return apartment !== undefined && apartmentGuestErrors(apartment).length === 0;
  });
}

function parseApartment(raw: unknown): ApartmentGuestDetails | undefined {
  if (!isRecord(raw)) return undefined;
  const apartment = { ...EMPTY_APARTMENT_GUEST };
  for (const field of GUEST_FIELDS) apartment[field] = text(raw, field) ?? '';
  return apartment;
}

/**
 * Guest details from session storage (a boundary): values kept as they were typed, a missing or
 * malformed field read as '' (the visitor types it again rather than losing everything), an
 * apartment that is not an object dropped.
 */
export function parseGuestDetails(raw: unknown): GuestDetails | undefined {
  if (!isRecord(raw) || !isRecord(raw.apartments)) return undefined;
  const apartments: Record<string, ApartmentGuestDetails> = {};
  for (const [id, value] of Object.entries(raw.apartments)) {
    const apartment = parseApartment(value);
    if (apartment) apartments[id] = apartment;
  }
  return { apartments, acceptConditions: raw.acceptConditions === true };
}
