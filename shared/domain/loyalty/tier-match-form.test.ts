import { describe, expect, it } from 'vitest';
import { EMPTY_TIER_MATCH, tierMatchErrors, type TierMatchFieldError, type TierMatchValues } from './tier-match-form';

/** Loyalty spec §1, §7 submitmembertiermatch (fields ours, see the module). */
const COMPLETE: TierMatchValues = {
  programmeCode: 'GRANDSTAY',
  tierCode: 'GS-GOLD',
  membershipNo: 'GS998877',
  proof: 'Card valid to 2027',
};

describe('tierMatchErrors', () => {
  it.each<[string, TierMatchValues, TierMatchFieldError[]]>([
    ['complete', COMPLETE, []],
    [
      'empty: all four, in order',
      EMPTY_TIER_MATCH,
      ['programmeCode', 'tierCode', 'membershipNo', 'proof'].map((field) => ({ field, problem: 'required' }) as TierMatchFieldError),
    ],
    ['spaces only are empty', { ...COMPLETE, membershipNo: '  ' }, [{ field: 'membershipNo', problem: 'required' }]],
    ['a proof of 500 characters is fine', { ...COMPLETE, proof: 'x'.repeat(500) }, []],
    ['a proof of 501 is too long', { ...COMPLETE, proof: 'x'.repeat(501) }, [{ field: 'proof', problem: 'tooLong' }]],
  ])('%s', (_case, values, expected) => {
    expect(tierMatchErrors(values)).toEqual(expected);
  });
});
