import { describe, expect, it } from 'vitest';
import { featuredInOrder, isComingSoon, listedForSource } from './property-list';

const entry = (propertyCode: string, status = 'live', location?: { lat: number; lng: number }) => ({ propertyCode, status, location });

// Booking spec §2 "Property listing": open properties once each; coming-soon only with status pop or upcoming; others dropped.
describe('listedForSource', () => {
  const entries = [entry('A'), entry('B', 'upcoming'), entry('C', 'closed'), entry('A'), entry('D', 'pop'), entry('E', '')];
  it.each([
    { source: 'city' as const, codes: ['A', 'B', 'D'] },
    { source: 'country' as const, codes: ['A', 'B', 'D'] },
    { source: 'upcoming' as const, codes: ['B', 'D'] },
  ])('$source', ({ source, codes }) => {
    expect(listedForSource(entries, source).map((listed) => listed.propertyCode)).toEqual(codes);
  });

  it.each([
    ['live', false],
    ['upcoming', true],
    ['pop', true],
    ['closed', false],
  ] as const)('coming soon: %s -> %s', (status, comingSoon) => expect(isComingSoon(status)).toBe(comingSoon));
});

// featured-properties/config.json (content spec §7): the author's order; codes the service does not know are left out.
describe('featuredInOrder', () => {
  const all = [entry('SGORCH'), entry('JPGNZA'), entry('AUSYDC')];
  it.each([
    { codes: ['AUSYDC', 'SGORCH'], listed: ['AUSYDC', 'SGORCH'] },
    { codes: ['sgorch', ' JPGNZA '], listed: ['SGORCH', 'JPGNZA'] },
    { codes: ['NOPE', 'JPGNZA', 'JPGNZA'], listed: ['JPGNZA'] },
    { codes: [], listed: [] },
  ])('$codes', ({ codes, listed }) => {
    expect(featuredInOrder(codes, all).map((found) => found.propertyCode)).toEqual(listed);
  });
});
