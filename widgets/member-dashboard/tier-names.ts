import type { TierName } from '../../shared/domain/loyalty/member-profile';

/** The catalogue key of each tier's name (loyalty spec §3). */
export const TIER_NAME_KEYS = {
  classic: 'tierClassic',
  silver: 'tierSilver',
  gold: 'tierGold',
  platinum: 'tierPlatinum',
  diamond: 'tierDiamond',
  representative: 'tierRepresentative',
} as const satisfies Record<TierName, string>;
