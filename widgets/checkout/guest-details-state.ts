import { GUEST_CONTACT_FIELDS, type GuestContactField } from '../../shared/domain/booking/same-guest';
import type { MemberProfile } from '../../shared/domain/loyalty/member-profile';
import { atomWithEntry } from '../../shared/store/atom-with-entry';
import {
  EMPTY_APARTMENT_GUEST,
  apartmentGuestErrors,
  type ApartmentGuestDetails,
  type GuestDetails,
  type GuestDetailsProblem,
  type GuestField,
} from '../../shared/domain/booking/guest-details';
import { checkoutToSummaryEntry } from '../../shared/store/checkout/guest-details-entry';

/** The session flag `stay:checkout-to-summary` (booking spec §4) as the checkout reads and sets it. */
export const checkoutToSummaryAtom = atomWithEntry<boolean>(checkoutToSummaryEntry, false);

/** A field of the form: `{shoppingCartItemId}.{field}`, or the one conditions box. */
export type FormFieldKey = `${string}.${GuestField}` | 'acceptConditions';

export const fieldKey = (itemId: string, field: GuestField): FormFieldKey => `${itemId}.${field}`;

/** The id of a field's control: per apartment number, so labels and the error summary's links find it. */
export const controlId = (apartmentNumber: number, field: GuestField | 'acceptConditions' | 'sameAsFirst') =>
  field === 'acceptConditions' ? 'stay-checkout-acceptConditions' : `stay-checkout-${apartmentNumber}-${field}`;

export function apartmentValues(details: GuestDetails, itemId: string): ApartmentGuestDetails {
  return details.apartments[itemId] ?? EMPTY_APARTMENT_GUEST;
}

/** What a member's profile gives (loyalty spec §3 user profile: never the e-mail, which storage may not hold). */
const PROFILE_FIELDS: readonly (GuestContactField & keyof MemberProfile)[] = ['salutation', 'firstName', 'lastName', 'countryOfResidence'];

/** The fields still empty that the profile fills, or undefined when it fills none. */
export function prefillFromProfile(values: ApartmentGuestDetails, profile: MemberProfile): ApartmentGuestDetails | undefined {
  const filled = { ...values };
  let changed = false;
  for (const field of PROFILE_FIELDS) {
    if (filled[field] !== '' || profile[field].trim() === '') continue;
    filled[field] = profile[field].trim();
    changed = true;
  }
  return changed ? filled : undefined;
}

export interface FieldProblem {
  field: FormFieldKey;
  problem: GuestDetailsProblem | 'conditionsNotAccepted';
}

/** Every problem of the values, in the form's order; apartments taking the first one's contact details skip those fields. */
export function guestDetailsProblems(
  details: GuestDetails,
  itemIds: readonly string[],
  sameAsFirst: (itemId: string) => boolean,
): FieldProblem[] {
  const contact = (field: GuestField) => (GUEST_CONTACT_FIELDS as readonly string[]).includes(field);
  const problems: FieldProblem[] = itemIds.flatMap((itemId) =>
    apartmentGuestErrors(apartmentValues(details, itemId))
      .filter((error) => !(sameAsFirst(itemId) && contact(error.field)))
      .map((error) => ({ field: fieldKey(itemId, error.field), problem: error.problem })),
  );
  if (!details.acceptConditions) problems.push({ field: 'acceptConditions', problem: 'conditionsNotAccepted' });
  return problems;
}
