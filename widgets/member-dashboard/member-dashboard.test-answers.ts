/**
 * What the stubbed service answers in the dashboard's component tests, per demo member (the
 * shapes of the account contract's "Loyalty member reads"). Voucher dates are offsets from today,
 * so the summary (which skips what has expired) reads the same on any day.
 */
import type { MemberProfile, TierName } from '../../shared/domain/loyalty/member-profile';

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const LADDER = [
  { tierCode: 1, tierName: 'classic', qualifyingPoints: 0, qualifyingNights: 0 },
  { tierCode: 2, tierName: 'silver', qualifyingPoints: 5000, qualifyingNights: 10 },
  { tierCode: 3, tierName: 'gold', qualifyingPoints: 20000, qualifyingNights: 30 },
  { tierCode: 4, tierName: 'platinum', qualifyingPoints: 50000, qualifyingNights: 60 },
  { tierCode: 5, tierName: 'diamond', qualifyingPoints: 120000, qualifyingNights: 100 },
];

interface MemberSeed {
  memberId: string;
  firstName: string;
  lastName: string;
  tierCode: number;
  tierName: string;
  points: number;
  qualifyingPoints: number;
  qualifyingNights: number;
  currency: string;
  vouchers: unknown[];
}

export interface Member {
  token: string;
  /** The profile the member session keeps after the login. */
  profile: MemberProfile;
  /** The paths the dashboard calls, each with the content of its answer for this member. */
  answers: () => Record<string, unknown>;
  paths: string[];
  soonestVoucherExpiry: string;
}

function member(token: string, seed: MemberSeed): Member {
  const accountType = seed.tierCode === 6 ? 'representative' : 'member';
  const answers = (): Record<string, unknown> => ({
    '/api/loyalty/user-tier': { tierCode: seed.tierCode, tierName: seed.tierName, accountType },
    '/api/loyalty/get-member-status': {
      memberId: seed.memberId,
      status: 'active',
      memberSince: '2019-04-02',
      tierValidUntil: '2027-12-31',
    },
    '/api/loyalty/available-point': { availablePoints: seed.points, pendingPoints: 1250, expiringPoints: 3000, expiringOn: '2026-12-31' },
    '/api/loyalty/tier-list': {
      tiers: LADDER,
      current: {
        tierCode: seed.tierCode,
        qualifyingPoints: seed.qualifyingPoints,
        qualifyingNights: seed.qualifyingNights,
        periodEnd: '2026-12-31',
      },
    },
    '/api/loyalty/get-all-voucher': { vouchers: seed.vouchers },
    '/api/loyalty/account-preference': { currency: seed.currency },
  });
  const profile: MemberProfile = {
    memberId: seed.memberId,
    salutation: 'Mrs',
    firstName: seed.firstName,
    lastName: seed.lastName,
    tier: seed.tierName as TierName,
    accountType,
    points: seed.points,
    countryOfResidence: 'CN',
  };
  return {
    token,
    profile,
    answers,
    paths: Object.keys(answers()),
    soonestVoucherExpiry: dayFromToday(45),
  };
}

const voucher = (voucherCode: string, status: string, days: number, title: string) => ({
  voucherCode,
  voucherProgrammeCode: 'VP',
  category: 'free-stay',
  type: 'booking',
  status,
  title,
  expiryDate: dayFromToday(days),
});

export const MEMBERS = {
  gold: member('gold-token', {
    memberId: 'SM1000003',
    firstName: 'Mei',
    lastName: 'Chen',
    tierCode: 3,
    tierName: 'gold',
    points: 24000,
    qualifyingPoints: 26500,
    qualifyingNights: 33,
    currency: 'CNY',
    vouchers: [
      voucher('GLD-CASH-300', 'success', 90, 'CNY 300 off your next stay'),
      voucher('GLD-FREE-1N', 'reserved', 45, 'One free night'),
    ],
  }),
  diamond: member('diamond-token', {
    memberId: 'SM1000005',
    firstName: 'Sophie',
    lastName: 'Martin',
    tierCode: 5,
    tierName: 'diamond',
    points: 150000,
    qualifyingPoints: 131000,
    qualifyingNights: 112,
    currency: 'EUR',
    vouchers: [],
  }),
  representative: member('representative-token', {
    memberId: 'SM1000009',
    firstName: 'Ravi',
    lastName: 'Nair',
    tierCode: 6,
    tierName: 'representative',
    points: 0,
    qualifyingPoints: 0,
    qualifyingNights: 0,
    currency: 'SGD',
    vouchers: [],
  }),
} satisfies Record<string, Member>;

/** The member of a token the stub knows. */
export const memberOfToken = (token: string): Member | undefined => Object.values(MEMBERS).find((entry) => entry.token === token);
