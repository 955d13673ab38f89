/**
 * Errors of the member programmes as the message a member reads (loyalty spec §8: "E381 to E394
 * miles membership link errors"; "Distribution errors 10121 to 10127 exist (meanings not shown)").
 * The spec gives no meaning per code. Our decisions (widgets/member-programmes/README.md): the
 * first codes of each family carry the causes the sandbox checks for real, every other code of
 * the family reads as that family's general message, and anything else as the generic error.
 */
export type ProgrammeError =
  | 'milesMembershipInvalid'
  | 'milesAlreadyLinked'
  | 'milesLinkedElsewhere'
  | 'milesNameMismatch'
  | 'milesProgrammeUnavailable'
  | 'milesLinkFailed'
  | 'distributionMemberNotFound'
  | 'distributionOutOfVouchers'
  | 'distributionToRepresentative'
  | 'distributionFailed'
  | 'notRepresentative'
  | 'tierMatchInvalid'
  | 'sessionExpired'
  | 'generic';

const BY_CODE: Readonly<Record<string, ProgrammeError>> = {
  E381: 'milesMembershipInvalid',
  E382: 'milesAlreadyLinked',
  E383: 'milesLinkedElsewhere',
  E384: 'milesNameMismatch',
  E385: 'milesProgrammeUnavailable',
  '10121': 'distributionMemberNotFound',
  '10122': 'distributionOutOfVouchers',
  '10123': 'distributionToRepresentative',
  // The programme check before a distribution (validate-voucher, §8 voucher errors): out of stock, unknown.
  '330': 'distributionOutOfVouchers',
  '335': 'distributionFailed',
  '555': 'sessionExpired',
  FORBIDDEN: 'notRepresentative',
  BAD_REQUEST: 'tierMatchInvalid',
};

function inFamily(code: string, prefix: string, from: number, to: number): boolean {
  const match = new RegExp(`^${prefix}(\\d+)$`).exec(code);
  const number = match ? Number(match[1]) : NaN;
  return number >= from && number <= to;
}

export function programmeErrorOf(code: string | undefined): ProgrammeError {
  if (code === undefined) return 'generic';
  const known = BY_CODE[code];
  if (known) return known;
  if (inFamily(code, 'E', 381, 394)) return 'milesLinkFailed';
  if (inFamily(code, '', 10121, 10127)) return 'distributionFailed';
  return 'generic';
}
