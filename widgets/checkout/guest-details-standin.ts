import { isRecord, text } from '../../shared/domain/json-guards';
import { emailProblem } from '../../shared/domain/loyalty/email-rules';
import { defineEntry } from '../../shared/storage';

/*
 * STAND-IN until the domain helper's modules land on main (issue 16 contract, "Shared modules":
 * `shared/domain/booking/guest-details.ts`, `shared/store/checkout/guest-details-entry.ts`): the
 * same shapes, so the form switches its imports and this file goes.
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

export type GuestDetailsField = keyof ApartmentGuestDetails;

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

const required = (value: string, key: string) => (value.trim() === '' ? key : undefined);

/** Pure validators per field: a message key, or undefined when the value may be sent. */
export const guestDetailsValidators: Record<GuestDetailsField, (value: string) => string | undefined> = {
  salutation: (value) => required(value, 'salutationRequired'),
  firstName: (value) => required(value, 'firstNameRequired'),
  lastName: (value) => required(value, 'lastNameRequired'),
  email: (value) => {
    const problem = emailProblem(value);
    return problem === 'required' ? 'emailRequired' : problem ? 'emailInvalid' : undefined;
  },
  phoneCountryCode: (value) => (value.trim() === '' ? 'phoneCountryCodeRequired' : /^\+?\d{1,4}$/.test(value.trim()) ? undefined : 'phoneCountryCodeInvalid'),
  phone: (value) => (value.trim() === '' ? 'phoneRequired' : /^[\d\s-]{4,20}$/.test(value.trim()) ? undefined : 'phoneInvalid'),
  countryOfResidence: (value) => required(value, 'countryRequired'),
  arrivalTime: () => undefined,
  requests: (value) => (value.length > 500 ? 'requestsTooLong' : undefined),
};

function parseApartment(raw: unknown): ApartmentGuestDetails | undefined {
  if (!isRecord(raw)) return undefined;
  const details = { ...EMPTY_APARTMENT_GUEST };
  for (const field of Object.keys(details) as GuestDetailsField[]) details[field] = text(raw, field) ?? '';
  return details;
}

export function parseGuestDetails(raw: unknown): GuestDetails | undefined {
  if (!isRecord(raw) || !isRecord(raw.apartments)) return undefined;
  const apartments: Record<string, ApartmentGuestDetails> = {};
  for (const [id, value] of Object.entries(raw.apartments)) {
    const details = parseApartment(value);
    if (details) apartments[id] = details;
  }
  return { apartments, acceptConditions: raw.acceptConditions === true };
}

export const guestDetailsEntry = defineEntry({ key: 'guest-details', area: 'session', parse: parseGuestDetails });
