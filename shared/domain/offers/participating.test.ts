import { describe, expect, it } from 'vitest';
import { limitToParticipating, offerPathOf } from './participating';

const entries = [{ propertyCode: 'SGORCH' }, { propertyCode: 'SGMARB' }, { propertyCode: 'SGTJPG' }];
const codesOf = (list: readonly { propertyCode: string }[]) => list.map((entry) => entry.propertyCode);

// Booking spec §2 `showAsrParticipatingOnly`: a search limited to the offer's participating properties;
// content spec §8: a failed list read is an empty list, which must not empty the search.
describe('limitToParticipating (booking spec §2)', () => {
  it.each([
    { name: 'the flag with a list keeps the listed', flag: true, codes: ['SGORCH', 'sgmarb'], kept: ['SGORCH', 'SGMARB'] },
    { name: 'without the flag nothing is dropped', flag: false, codes: ['SGORCH'], kept: ['SGORCH', 'SGMARB', 'SGTJPG'] },
    { name: 'the flag without a list drops nothing', flag: true, codes: undefined, kept: ['SGORCH', 'SGMARB', 'SGTJPG'] },
    { name: 'the flag with an empty list (failed read) drops nothing', flag: true, codes: [], kept: ['SGORCH', 'SGMARB', 'SGTJPG'] },
    { name: 'a list of elsewhere keeps none', flag: true, codes: ['JPSHJK'], kept: [] },
  ])('$name', ({ flag, codes, kept }) => {
    expect(codesOf(limitToParticipating(entries, flag, codes))).toEqual(kept);
  });
});

describe('offerPathOf', () => {
  it.each([
    { query: 'offerPath=offers%2Fsingapore-suites', path: 'offers/singapore-suites' },
    { query: 'offerPath=%2Foffers%2Fx%2F', path: 'offers/x' },
    { query: 'offerPath=', path: undefined },
    { query: 'offerPath=..%2Fsecret', path: undefined },
    { query: 'hotelCode=SGORCH', path: undefined },
  ])('$query', ({ query, path }) => {
    expect(offerPathOf(query)).toBe(path);
  });
});
