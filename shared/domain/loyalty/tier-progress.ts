import { TIER_NAMES, type TierName } from './member-profile';

/** One qualifying measure (points or nights) towards the next tier: how far, out of what. */
export interface QualifyingMeasure {
  /** Counted in the current period, at most `target` (a bar is never over full). */
  value: number;
  target: number;
  /** What is still missing; 0 once the target is met. */
  remaining: number;
}

/**
 * Where a member stands on the tier ladder (loyalty spec §3 "Tiers": classic, silver, gold,
 * platinum, diamond; representative apart):
 * - `next`: the qualifying points and nights of the current period towards the tier above;
 * - `top`: diamond, nothing above;
 * - `none`: a representative (tier 6) is appointed, not earned, so there is no ladder to show,
 *   nor for a tier the list does not hold.
 */
export type TierProgress =
  | { kind: 'next'; nextTier: TierName; points: QualifyingMeasure; nights: QualifyingMeasure }
  | { kind: 'top' }
  | { kind: 'none' };

export interface TierLadder {
  tiers: readonly { tier: TierName; qualifyingPoints: number; qualifyingNights: number }[];
  current: { tier: TierName; qualifyingPoints: number; qualifyingNights: number };
}

const measure = (value: number, target: number): QualifyingMeasure => ({
  value: Math.min(value, target),
  target,
  remaining: Math.max(0, target - value),
});

/** The progress towards the tier above the member's, from the tier list (spec §7 `tier-list`). */
export function tierProgress({ tiers, current }: TierLadder): TierProgress {
  if (current.tier === 'representative') return { kind: 'none' };
  if (current.tier === 'diamond') return { kind: 'top' };
  const rank = TIER_NAMES.indexOf(current.tier);
  // The next tier the list holds above the member's (the list may skip one).
  const next = tiers
    .filter((entry) => entry.tier !== 'representative' && TIER_NAMES.indexOf(entry.tier) > rank)
    .sort((a, b) => TIER_NAMES.indexOf(a.tier) - TIER_NAMES.indexOf(b.tier))[0];
  if (!next) return { kind: 'none' };
  return {
    kind: 'next',
    nextTier: next.tier,
    points: measure(current.qualifyingPoints, next.qualifyingPoints),
    nights: measure(current.qualifyingNights, next.qualifyingNights),
  };
}
