import { describe, expect, it } from 'vitest';
import type { TierName } from './member-profile';
import { tierProgress } from './tier-progress';

/** The sandbox's ladder (account contract "Loyalty member reads"). */
const LADDER = [
  { tier: 'classic', qualifyingPoints: 0, qualifyingNights: 0 },
  { tier: 'silver', qualifyingPoints: 5000, qualifyingNights: 10 },
  { tier: 'gold', qualifyingPoints: 20000, qualifyingNights: 30 },
  { tier: 'platinum', qualifyingPoints: 50000, qualifyingNights: 60 },
  { tier: 'diamond', qualifyingPoints: 120000, qualifyingNights: 100 },
] as const;

const at = (tier: TierName, qualifyingPoints: number, qualifyingNights: number, tiers: readonly (typeof LADDER)[number][] = LADDER) =>
  tierProgress({ tiers, current: { tier, qualifyingPoints, qualifyingNights } });

describe('tierProgress (loyalty spec §3 tiers classic to diamond, representative apart)', () => {
  it.each([
    {
      name: 'classic towards silver',
      progress: at('classic', 1800, 4),
      expected: {
        kind: 'next',
        nextTier: 'silver',
        points: { value: 1800, target: 5000, remaining: 3200 },
        nights: { value: 4, target: 10, remaining: 6 },
      },
    },
    {
      name: 'gold towards platinum',
      progress: at('gold', 26500, 33),
      expected: {
        kind: 'next',
        nextTier: 'platinum',
        points: { value: 26500, target: 50000, remaining: 23500 },
        nights: { value: 33, target: 60, remaining: 27 },
      },
    },
    {
      name: 'a measure already met is full, with nothing remaining',
      progress: at('platinum', 130000, 61),
      expected: {
        kind: 'next',
        nextTier: 'diamond',
        points: { value: 120000, target: 120000, remaining: 0 },
        nights: { value: 61, target: 100, remaining: 39 },
      },
    },
    {
      name: 'a tier the list skips: the next one listed',
      progress: at(
        'silver',
        9200,
        14,
        LADDER.filter((entry) => entry.tier !== 'gold'),
      ),
      expected: {
        kind: 'next',
        nextTier: 'platinum',
        points: { value: 9200, target: 50000, remaining: 40800 },
        nights: { value: 14, target: 60, remaining: 46 },
      },
    },
    { name: 'diamond is the top tier', progress: at('diamond', 131000, 112), expected: { kind: 'top' } },
    { name: 'a representative has no ladder', progress: at('representative', 0, 0), expected: { kind: 'none' } },
    { name: 'a list without a tier above', progress: at('gold', 100, 1, LADDER.slice(0, 3)), expected: { kind: 'none' } },
  ])('$name', ({ progress, expected }) => expect(progress).toEqual(expected));
});
