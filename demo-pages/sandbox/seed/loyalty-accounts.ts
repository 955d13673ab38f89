/**
 * The loyalty side of each demo member (loyalty spec §3 "points available and current tier",
 * tiers, vouchers) for the member reads under /api/loyalty/. Dates that must stay in the future
 * (or the past) are offsets from the sandbox's today, so the dashboard looks the same whatever the
 * clock says; `memberSince` is on the member record (`seed/members.ts`).
 */
import type { TierCode, TierName } from './members.ts';

/** Loyalty spec §3 voucher categories. */
export type VoucherCategory =
  | 'cash'
  | 'discount'
  | 'free-stay'
  | 'package'
  | 'property'
  | 'discount_room'
  | 'discount_total'
  | 'discount_rate';

export interface VoucherSeed {
  readonly voucherCode: string;
  readonly voucherProgrammeCode: string;
  readonly category: VoucherCategory;
  readonly type: 'booking' | 'non-booking';
  readonly status: 'success' | 'reserved' | 'expired';
  readonly title: string;
  /** Days from the sandbox's today to the expiry date; negative for an expired voucher. */
  readonly expiresInDays: number;
  /** Cash vouchers: an amount in `currency`; percentage discounts: the percentage, no currency. */
  readonly value?: number;
  readonly currency?: string;
}

export interface LoyaltyAccountSeed {
  readonly pendingPoints: number;
  readonly expiringPoints: number;
  /** Months from the sandbox's today to the last day of the month the expiring points lapse; null when none expire. */
  readonly expiringInMonths: number | null;
  /** Qualifying points and nights in the current tier period (the calendar year). */
  readonly qualifyingPoints: number;
  readonly qualifyingNights: number;
  readonly vouchers: readonly VoucherSeed[];
}

export interface TierSeed {
  readonly tierCode: TierCode;
  readonly tierName: TierName;
  readonly qualifyingPoints: number;
  readonly qualifyingNights: number;
}

/** What a tier asks for in one period; representative (6) is appointed, not earned, so it is not listed. */
export const TIER_SEEDS: readonly TierSeed[] = [
  { tierCode: 1, tierName: 'classic', qualifyingPoints: 0, qualifyingNights: 0 },
  { tierCode: 2, tierName: 'silver', qualifyingPoints: 5_000, qualifyingNights: 10 },
  { tierCode: 3, tierName: 'gold', qualifyingPoints: 20_000, qualifyingNights: 30 },
  { tierCode: 4, tierName: 'platinum', qualifyingPoints: 50_000, qualifyingNights: 60 },
  { tierCode: 5, tierName: 'diamond', qualifyingPoints: 120_000, qualifyingNights: 100 },
];

/** A new member (sign-up, social register) and any member without a seed: classic, nothing yet. */
export const EMPTY_LOYALTY_ACCOUNT: LoyaltyAccountSeed = {
  pendingPoints: 0,
  expiringPoints: 0,
  expiringInMonths: null,
  qualifyingPoints: 0,
  qualifyingNights: 0,
  vouchers: [],
};

const LOYALTY_ACCOUNT_SEEDS: Readonly<Record<string, LoyaltyAccountSeed>> = {
  // classic@: a little activity, no vouchers.
  SM1000001: { pendingPoints: 150, expiringPoints: 200, expiringInMonths: 2, qualifyingPoints: 1_800, qualifyingNights: 4, vouchers: [] },
  SM1000002: { pendingPoints: 600, expiringPoints: 0, expiringInMonths: null, qualifyingPoints: 9_200, qualifyingNights: 14, vouchers: [] },
  SM1000003: {
    pendingPoints: 1_250,
    expiringPoints: 3_000,
    expiringInMonths: 1,
    qualifyingPoints: 26_500,
    qualifyingNights: 33,
    vouchers: [
      {
        voucherCode: 'GLD-CASH-300',
        voucherProgrammeCode: 'VPCASH',
        category: 'cash',
        type: 'booking',
        status: 'success',
        title: 'CNY 300 off your next stay',
        expiresInDays: 90,
        value: 300,
        currency: 'CNY',
      },
      {
        voucherCode: 'GLD-FREE-1N',
        voucherProgrammeCode: 'VPFREE',
        category: 'free-stay',
        type: 'booking',
        status: 'reserved',
        title: 'One free night',
        expiresInDays: 45,
      },
    ],
  },
  SM1000004: {
    pendingPoints: 2_400,
    expiringPoints: 0,
    expiringInMonths: null,
    qualifyingPoints: 52_000,
    qualifyingNights: 61,
    vouchers: [],
  },
  SM1000005: {
    pendingPoints: 5_800,
    expiringPoints: 10_000,
    expiringInMonths: 3,
    qualifyingPoints: 131_000,
    qualifyingNights: 112,
    vouchers: [
      {
        voucherCode: 'DIA-FREE-2N',
        voucherProgrammeCode: 'VPFREE',
        category: 'free-stay',
        type: 'booking',
        status: 'success',
        title: 'Two free nights',
        expiresInDays: 180,
      },
      {
        voucherCode: 'DIA-ROOM-20',
        voucherProgrammeCode: 'VPDROOM',
        category: 'discount_room',
        type: 'booking',
        status: 'success',
        title: '20% off the room rate',
        expiresInDays: 120,
        value: 20,
      },
      {
        voucherCode: 'DIA-SPA-PKG',
        voucherProgrammeCode: 'VPPKG',
        category: 'package',
        type: 'non-booking',
        status: 'success',
        title: 'Spa afternoon for two',
        expiresInDays: 60,
      },
      {
        voucherCode: 'DIA-CASH-50',
        voucherProgrammeCode: 'VPCASH',
        category: 'cash',
        type: 'booking',
        status: 'expired',
        title: 'EUR 50 off your next stay',
        expiresInDays: -10,
        value: 50,
        currency: 'EUR',
      },
    ],
  },
  SM1000009: { pendingPoints: 0, expiringPoints: 0, expiringInMonths: null, qualifyingPoints: 0, qualifyingNights: 0, vouchers: [] },
};

export function loyaltyAccountOf(memberId: string): LoyaltyAccountSeed {
  return LOYALTY_ACCOUNT_SEEDS[memberId] ?? EMPTY_LOYALTY_ACCOUNT;
}

/** Seeded referral codes for sign-up (besides every demo member id, a member referring a friend). */
export const REFERRAL_CODES: readonly string[] = ['FRIEND2026'];
