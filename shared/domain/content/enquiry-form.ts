/**
 * The enquiry forms' rules (issue 19 item 6; booking §2 `/dr-enquiry`, extended stay form; content
 * §2 page types "contact us", "enquiry forms", "extended stay form"). The spec shows no fields: a
 * lead needs a stay (arrival, departure, guests), a name and an e-mail address; phone, message and
 * a corporate or referral code are optional (our decision, widget README).
 */
import { isFresh } from '../freshness';
import { nightsBetween } from '../iso-date';
import { emailProblem } from '../loyalty/email-rules';

export interface EnquiryValues {
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly guests: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly accessCode: string;
  readonly marketingConsent: boolean;
}

export type EnquiryField = keyof EnquiryValues;
export type EnquiryProblem =
  | 'required'
  | 'emailMalformed'
  | 'arrivalPast'
  | 'departureNotAfterArrival'
  | 'stayTooShort'
  | 'guestsOutOfRange';
export interface EnquiryFieldError {
  readonly field: EnquiryField;
  readonly problem: EnquiryProblem;
}

export const EMPTY_ENQUIRY: EnquiryValues = {
  arrivalDate: '',
  departureDate: '',
  guests: 1,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  accessCode: '',
  marketingConsent: false,
};

export const MAX_ENQUIRY_GUESTS = 20;

/**
 * In the order of the form, so the error summary lists them top to bottom. `today` is YYYY-MM-DD.
 * `minimumNights`: the extended stay form's minimum length of stay (content §7 `extendedstay`), 1 for the others.
 */
export function enquiryErrors(values: EnquiryValues, today: string, minimumNights = 1): EnquiryFieldError[] {
  const errors: EnquiryFieldError[] = [];
  const add = (field: EnquiryField, problem: EnquiryProblem | undefined) => problem && errors.push({ field, problem });
  add('arrivalDate', !values.arrivalDate ? 'required' : values.arrivalDate < today ? 'arrivalPast' : undefined);
  add(
    'departureDate',
    !values.departureDate
      ? 'required'
      : values.arrivalDate && values.departureDate <= values.arrivalDate
        ? 'departureNotAfterArrival'
        : values.arrivalDate && nightsBetween(values.arrivalDate, values.departureDate) < minimumNights
          ? 'stayTooShort'
          : undefined,
  );
  add('guests', values.guests >= 1 && values.guests <= MAX_ENQUIRY_GUESTS ? undefined : 'guestsOutOfRange');
  add('firstName', values.firstName.trim() ? undefined : 'required');
  add('lastName', values.lastName.trim() ? undefined : 'required');
  add('email', !values.email.trim() ? 'required' : emailProblem(values.email.trim()) ? 'emailMalformed' : undefined);
  return errors;
}

export interface LeadStay {
  readonly propertyCode: string;
  readonly arrivalDate: string;
  readonly departureDate: string;
  readonly guests: number;
}

/** The cache key of a lead-availability answer: what was asked, not the call's messageId. */
export function leadAvailabilityKey(stay: LeadStay): string {
  return [stay.propertyCode.toUpperCase(), stay.arrivalDate, stay.departureDate, stay.guests].join('|');
}

/** Content spec §9 "leads 15 min" (the value `LEADS_LIFETIME_MS` of shared/api/cache-lifetimes.ts: the domain imports no other layer). */
export const LEAD_ANSWER_LIFETIME_MS = 900_000;

export function isLeadAnswerFresh(storedAt: number, now: number): boolean {
  return isFresh(storedAt, now, LEAD_ANSWER_LIFETIME_MS);
}
