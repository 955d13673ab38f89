import { atom, type SetStateAction, type WritableAtom } from 'jotai/vanilla';
import { COUNTRY_CODES } from '../../shared/domain/countries';
import { isRecord, text } from '../../shared/domain/json-guards';
import { emailProblem } from '../../shared/domain/loyalty/email-rules';
import { defineEntry } from '../../shared/storage';
import { atomWithEntry } from '../../shared/store/atom-with-entry';

/*
 * STAND-IN until the domain helper's modules reach main (issue 16 contract, "Shared modules"):
 * the exports of `shared/domain/booking/guest-details.ts` and `shared/store/checkout/guest-details-entry.ts`
 * under the same names, so the checkout switches its imports and this file goes.
 */

export interface ApartmentGuestDetails {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  countryOfResidence: string;
  arrivalTime: string;
  requests: string;
}

export interface GuestDetails {
  apartments: Record<string, ApartmentGuestDetails>;
  acceptConditions: boolean;
}

export type GuestField = keyof ApartmentGuestDetails;

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

export const GUEST_SALUTATIONS = ['Ms', 'Mrs', 'Mr'] as const;

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
const requiredThen =
  (check: (trimmed: string) => GuestDetailsProblem | undefined): Validator =>
  (value) =>
    value.trim() === '' ? 'required' : check(value.trim());
const EMAIL_PROBLEMS = { required: 'required', tooLong: 'emailTooLong', malformed: 'emailMalformed' } as const;

export const GUEST_FIELD_VALIDATORS: Readonly<Record<GuestField, Validator>> = {
  salutation: (value) => (value === '' || (GUEST_SALUTATIONS as readonly string[]).includes(value) ? undefined : 'salutationNotInList'),
  firstName: requiredThen((value) => (value.length > 50 ? 'nameTooLong' : undefined)),
  lastName: requiredThen((value) => (value.length > 50 ? 'nameTooLong' : undefined)),
  email: (value) => {
    const problem = emailProblem(value);
    return problem && EMAIL_PROBLEMS[problem];
  },
  phoneCountryCode: requiredThen((value) => (/^\+?[1-9]\d{0,3}$/.test(value) ? undefined : 'phoneCountryCodeMalformed')),
  phone: requiredThen((value) => {
    const digits = value.replace(/\D/g, '').length;
    return /^[\d\s().-]+$/.test(value) && digits >= 4 && digits <= 14 ? undefined : 'phoneMalformed';
  }),
  countryOfResidence: requiredThen((value) => (COUNTRY_CODES.includes(value.toUpperCase()) ? undefined : 'countryNotInList')),
  arrivalTime: (value) => (value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? undefined : 'arrivalTimeMalformed'),
  requests: (value) => ([...value.trim()].length > 500 ? 'requestsTooLong' : undefined),
};

export function parseGuestDetails(raw: unknown): GuestDetails | undefined {
  if (!isRecord(raw) || !isRecord(raw.apartments)) return undefined;
  const apartments: Record<string, ApartmentGuestDetails> = {};
  for (const [id, value] of Object.entries(raw.apartments)) {
    if (!isRecord(value)) continue;
    const apartment = { ...EMPTY_APARTMENT_GUEST };
    for (const field of GUEST_FIELDS) apartment[field] = text(value, field) ?? '';
    apartments[id] = apartment;
  }
  return { apartments, acceptConditions: raw.acceptConditions === true };
}

export const guestDetailsEntry = defineEntry({ key: 'guest-details', area: 'session', parse: parseGuestDetails });
export const EMPTY_GUEST_DETAILS: GuestDetails = { apartments: {}, acceptConditions: false };
const storedGuestDetailsAtom = atomWithEntry(guestDetailsEntry, EMPTY_GUEST_DETAILS);
/** Storage may never hold an e-mail address (issue 12 §7): kept in the page store only. */
const guestEmailsAtom = atom<Record<string, string>>({});

export const guestDetailsAtom: WritableAtom<GuestDetails, [SetStateAction<GuestDetails>], void> = atom(
  (get) => {
    const stored = get(storedGuestDetailsAtom);
    const emails = get(guestEmailsAtom);
    const apartments: Record<string, ApartmentGuestDetails> = {};
    for (const [id, apartment] of Object.entries(stored.apartments)) apartments[id] = { ...apartment, email: emails[id] ?? '' };
    return { ...stored, apartments };
  },
  (get, set, update: SetStateAction<GuestDetails>) => {
    const value = typeof update === 'function' ? update(get(guestDetailsAtom)) : update;
    set(guestEmailsAtom, Object.fromEntries(Object.entries(value.apartments).map(([id, apartment]) => [id, apartment.email])));
    const apartments: Record<string, Omit<ApartmentGuestDetails, 'email'>> = {};
    for (const [id, { email: _email, ...apartment }] of Object.entries(value.apartments)) apartments[id] = apartment;
    set(storedGuestDetailsAtom, { ...value, apartments: apartments as Record<string, ApartmentGuestDetails> });
  },
);

export const checkoutToSummaryEntry = defineEntry({
  key: 'checkout-to-summary',
  area: 'session',
  parse: (raw: unknown) => (raw === true ? true : undefined),
});
