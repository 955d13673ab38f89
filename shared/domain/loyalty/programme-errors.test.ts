import { describe, expect, it } from 'vitest';
import { programmeErrorOf, type ProgrammeError } from './programme-errors';

/** Loyalty spec §8: E381-E394 miles link errors, 10121-10127 distribution errors (meanings ours, see the module). */
describe('programmeErrorOf', () => {
  it.each<[string | undefined, ProgrammeError]>([
    ['E381', 'milesMembershipInvalid'],
    ['E382', 'milesAlreadyLinked'],
    ['E383', 'milesLinkedElsewhere'],
    ['E384', 'milesNameMismatch'],
    ['E385', 'milesProgrammeUnavailable'],
    ['E386', 'milesLinkFailed'],
    ['E390', 'milesLinkFailed'],
    ['E394', 'milesLinkFailed'],
    ['E380', 'generic'],
    ['E395', 'generic'],
    ['10121', 'distributionMemberNotFound'],
    ['10122', 'distributionOutOfVouchers'],
    ['10123', 'distributionToRepresentative'],
    ['10124', 'distributionFailed'],
    ['10127', 'distributionFailed'],
    ['10120', 'generic'],
    ['10128', 'generic'],
    ['330', 'distributionOutOfVouchers'],
    ['335', 'distributionFailed'],
    ['555', 'sessionExpired'],
    ['FORBIDDEN', 'notRepresentative'],
    ['BAD_REQUEST', 'tierMatchInvalid'],
    ['SANDBOX_FAULT', 'generic'],
    [undefined, 'generic'],
  ])('%s reads as %s', (code, expected) => {
    expect(programmeErrorOf(code)).toBe(expected);
  });
});
