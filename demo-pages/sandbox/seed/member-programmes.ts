/**
 * Seeds of the member programmes (loyalty spec §1, §3 "Representative data", §7 "Representative
 * and tier-match services"; issue 17 items 4 and 5): miles programmes a member can link, loyalty
 * programmes a tier match accepts, and the demo representative's point vouchers and activities.
 * Dates are offsets from the sandbox's today (as in `loyalty-accounts.ts`).
 */
export interface MilesProgrammeSeed {
  readonly code: string;
  readonly name: string;
  /** Miles per point when converting (shown to the member). */
  readonly milesPerPoint: number;
}

export const MILES_PROGRAMME_SEEDS: readonly MilesProgrammeSeed[] = [
  { code: 'SKYMILES', name: 'SkyMiles Club', milesPerPoint: 0.5 },
  { code: 'ASIAFLYER', name: 'Asia Flyer', milesPerPoint: 0.4 },
  { code: 'GULFMILES', name: 'Gulf Miles', milesPerPoint: 0.45 },
];

export interface TierMatchProgrammeSeed {
  readonly code: string;
  readonly name: string;
  /** The other programme's tiers and the tier of ours each matches. */
  readonly tiers: readonly { readonly code: string; readonly name: string; readonly matchesTierCode: number }[];
}

export const TIER_MATCH_PROGRAMME_SEEDS: readonly TierMatchProgrammeSeed[] = [
  {
    code: 'GRANDSTAY',
    name: 'Grand Stay Rewards',
    tiers: [
      { code: 'GS-SILVER', name: 'Silver Elite', matchesTierCode: 2 },
      { code: 'GS-GOLD', name: 'Gold Elite', matchesTierCode: 3 },
      { code: 'GS-PLAT', name: 'Platinum Elite', matchesTierCode: 4 },
    ],
  },
  {
    code: 'CITYHOMES',
    name: 'City Homes Club',
    tiers: [
      { code: 'CH-PLUS', name: 'Plus', matchesTierCode: 2 },
      { code: 'CH-PREMIER', name: 'Premier', matchesTierCode: 3 },
    ],
  },
];

export interface PointVoucherSeed {
  readonly voucherProgrammeCode: string;
  readonly title: string;
  readonly points: number;
  readonly stock: number;
  readonly expiresInDays: number;
}

export interface RepresentativeSeed {
  readonly memberId: string;
  readonly region: string;
  readonly company: string;
  readonly vouchers: readonly PointVoucherSeed[];
  readonly activities: readonly { readonly activityId: string; readonly type: string; readonly title: string; readonly daysAgo: number }[];
}

/** `representative@demo.stay.example` (SM1000009). */
export const REPRESENTATIVE_SEEDS: readonly RepresentativeSeed[] = [
  {
    memberId: 'SM1000009',
    region: 'Middle East',
    company: 'Stay Partners Gulf',
    vouchers: [
      { voucherProgrammeCode: 'PV1000', title: '1,000 points voucher', points: 1_000, stock: 20, expiresInDays: 90 },
      { voucherProgrammeCode: 'PV5000', title: '5,000 points voucher', points: 5_000, stock: 2, expiresInDays: 60 },
    ],
    activities: [
      { activityId: 'ACT-1001', type: 'event', title: 'Travel fair, Dubai', daysAgo: 12 },
      { activityId: 'ACT-1002', type: 'sign-up', title: 'Corporate sign-up drive', daysAgo: 30 },
    ],
  },
];
