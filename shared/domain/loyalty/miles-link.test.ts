import { describe, expect, it } from 'vitest';
import { EMPTY_MILES_LINK, milesLinkErrors, milesLinkRequest, type MilesLinkFieldError, type MilesLinkValues } from './miles-link';

/** Loyalty spec §1 (fields membershipNo, firstName, lastName); formats are our decisions (miles-link.ts). */
const COMPLETE: MilesLinkValues = { programmeCode: 'SKYMILES', membershipNo: '1234 5678 90', firstName: 'Aiko', lastName: 'Tanaka' };

describe('milesLinkErrors', () => {
  it('an empty form: every field is required, in the form order', () => {
    expect(milesLinkErrors(EMPTY_MILES_LINK)).toEqual<MilesLinkFieldError[]>([
      { field: 'programmeCode', problem: 'required' },
      { field: 'membershipNo', problem: 'required' },
      { field: 'firstName', problem: 'required' },
      { field: 'lastName', problem: 'required' },
    ]);
  });

  it.each<[string, Partial<MilesLinkValues>, MilesLinkFieldError[]]>([
    ['a complete form (spaces between digit groups are fine)', {}, []],
    ['letters and digits are a number too', { membershipNo: 'ab123456' }, []],
    ['5 characters are too few', { membershipNo: '12345' }, [{ field: 'membershipNo', problem: 'membershipNoFormat' }]],
    ['17 characters are too many', { membershipNo: '1'.repeat(17) }, [{ field: 'membershipNo', problem: 'membershipNoFormat' }]],
    ['punctuation is not a number', { membershipNo: '1234-5678' }, [{ field: 'membershipNo', problem: 'membershipNoFormat' }]],
    ['spaces only count as empty', { firstName: '   ' }, [{ field: 'firstName', problem: 'required' }]],
    ['a name of 50 characters is fine', { lastName: 'x'.repeat(50) }, []],
    ['a name of 51 characters is too long', { lastName: 'x'.repeat(51) }, [{ field: 'lastName', problem: 'tooLong' }]],
  ])('%s', (_case, change, expected) => {
    expect(milesLinkErrors({ ...COMPLETE, ...change })).toEqual(expected);
  });
});

describe('milesLinkRequest', () => {
  it('sends the number without spaces in capitals and trimmed names', () => {
    expect(milesLinkRequest({ ...COMPLETE, membershipNo: ' ab12 3456 ', firstName: ' Aiko ' })).toEqual({
      programmeCode: 'SKYMILES',
      membershipNo: 'AB123456',
      firstName: 'Aiko',
      lastName: 'Tanaka',
    });
  });
});
