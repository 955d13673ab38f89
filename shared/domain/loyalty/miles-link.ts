/**
 * The miles-programme link form (loyalty spec §1: "a miles-programme link lets a member attach an
 * external miles membership (fields membershipNo, firstName, lastName)"; §7 odx/membermilesprogramme).
 * The spec shows no formats; our decisions (widgets/member-programmes/README.md): a programme must
 * be chosen, the membership number is 6 to 16 letters or digits once spaces are removed (the
 * sandbox answers E381 to anything else, so the form says it first), names are required and at
 * most 50 characters once trimmed (the name on the miles card, checked by the programme).
 */
export interface MilesLinkValues {
  programmeCode: string;
  membershipNo: string;
  firstName: string;
  lastName: string;
}

export type MilesLinkField = keyof MilesLinkValues;
export type MilesLinkProblem = 'required' | 'membershipNoFormat' | 'tooLong';

export interface MilesLinkFieldError {
  field: MilesLinkField;
  problem: MilesLinkProblem;
}

export const MILES_LINK_FIELDS: readonly MilesLinkField[] = ['programmeCode', 'membershipNo', 'firstName', 'lastName'];
export const EMPTY_MILES_LINK: MilesLinkValues = { programmeCode: '', membershipNo: '', firstName: '', lastName: '' };
export const NAME_MAX_LENGTH = 50;
export const MEMBERSHIP_NO_PATTERN = /^[A-Za-z0-9]{6,16}$/;

/** Spaces people type between groups of digits are not part of the number. */
export function normaliseMembershipNo(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function problemOf(field: MilesLinkField, value: string): MilesLinkProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (field === 'membershipNo') return MEMBERSHIP_NO_PATTERN.test(normaliseMembershipNo(value)) ? undefined : 'membershipNoFormat';
  if ((field === 'firstName' || field === 'lastName') && trimmed.length > NAME_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** Every problem, in the form's order (the error summary lists them as the member meets the fields). */
export function milesLinkErrors(values: MilesLinkValues): MilesLinkFieldError[] {
  return MILES_LINK_FIELDS.flatMap((field) => {
    const problem = problemOf(field, values[field]);
    return problem ? [{ field, problem }] : [];
  });
}

/** The body of odx/membermilesprogramme without the gateway's messageId and language. */
export function milesLinkRequest(values: MilesLinkValues) {
  return {
    programmeCode: values.programmeCode,
    membershipNo: normaliseMembershipNo(values.membershipNo),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}
