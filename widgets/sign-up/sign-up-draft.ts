import { isRecord, text } from '../../shared/domain/json-guards';
import { isSalutation, type SignUpValues } from '../../shared/domain/loyalty/sign-up-form';
import { defineEntry, removeEntry } from '../../shared/storage';
import { atomWithEntry } from '../../shared/store/atom-with-entry';

/**
 * What the sign-up form keeps in session storage so a reload loses nothing (DESIGN.md §8 "values
 * persist in session storage"). Never the passwords; never the e-mail address either: storage may
 * not hold one (shared/storage/forbidden-fields.ts, issue 12 §7), so the browser's own autofill
 * gives it back.
 */
export type SignUpDraft = Pick<
  SignUpValues,
  'salutation' | 'firstName' | 'lastName' | 'countryOfResidence' | 'referralCode' | 'termsAccepted'
>;

export function parseSignUpDraft(raw: unknown): SignUpDraft | undefined {
  if (!isRecord(raw)) return undefined;
  const salutation = text(raw, 'salutation') ?? '';
  const country = text(raw, 'countryOfResidence') ?? '';
  return {
    salutation: isSalutation(salutation) ? salutation : '',
    firstName: text(raw, 'firstName') ?? '',
    lastName: text(raw, 'lastName') ?? '',
    countryOfResidence: /^[A-Z]{2}$/.test(country) ? country : '',
    referralCode: text(raw, 'referralCode') ?? '',
    termsAccepted: raw.termsAccepted === true,
  };
}

export const signUpDraftEntry = defineEntry({ key: 'sign-up-draft', area: 'session', parse: parseSignUpDraft });

export const signUpDraftAtom = atomWithEntry<SignUpDraft | undefined>(signUpDraftEntry, undefined);

export function draftOf(values: SignUpValues): SignUpDraft {
  const { salutation, firstName, lastName, countryOfResidence, referralCode, termsAccepted } = values;
  return { salutation, firstName, lastName, countryOfResidence, referralCode, termsAccepted };
}

/** After the account exists the draft has done its job. */
export function forgetSignUpDraft(): void {
  removeEntry(signUpDraftEntry);
}
