/**
 * Member reads under /api/loyalty/ (loyalty spec §3 tiers and vouchers, §7 Loyalty; account
 * contract "Loyalty member reads"): each needs a member token and answers 401 `555` without one.
 * The data: `seed/loyalty-accounts.ts`, dates from the sandbox's clock.
 */
import { sendContent } from '../envelope.ts';
import { accountVoucherStatus } from '../loyalty/vouchers.ts';
import { distributedVouchersOf } from '../member-programmes-state.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { TIER_SEEDS, loyaltyAccountOf } from '../seed/index.ts';
import type { MemberRecord } from '../seed/index.ts';
import { memberPointsNow, signedInMember } from './member-session.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last day of the month `monthsAhead` months after `today` (UTC). */
function endOfMonthAhead(today: Date, monthsAhead: number): string {
  return isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthsAhead + 1, 0)));
}

/** The tier period is the calendar year: qualifying points and nights count until 31 December. */
function periodEndOf(today: Date): string {
  return `${today.getUTCFullYear()}-12-31`;
}

/** A tier earned this period holds until the end of the next one. */
function tierValidUntilOf(today: Date): string {
  return `${today.getUTCFullYear() + 1}-12-31`;
}

/** Runs `answer` for the signed-in member, or leaves the 401 `555` of `signedInMember`. */
function memberRead(answer: (member: MemberRecord, today: Date, context: RouteContext) => unknown) {
  return (context: RouteContext): void => {
    const signedIn = signedInMember(context);
    if (!signedIn) return;
    sendContent(context.res, answer(signedIn.member, context.runtime.now(), context));
  };
}

/** GET /api/loyalty/user-tier */
const userTier = memberRead((member) => ({ tierCode: member.tierCode, tierName: member.tier, accountType: member.accountType }));

/** GET /api/loyalty/tier-list: what each tier asks for, and where the member stands this period. */
const tierList = memberRead((member, today) => {
  const account = loyaltyAccountOf(member.memberId);
  return {
    tiers: TIER_SEEDS.map(({ tierCode, tierName, qualifyingPoints, qualifyingNights }) => ({
      tierCode,
      tierName,
      qualifyingPoints,
      qualifyingNights,
    })),
    current: {
      tierCode: member.tierCode,
      qualifyingPoints: account.qualifyingPoints,
      qualifyingNights: account.qualifyingNights,
      periodEnd: periodEndOf(today),
    },
  };
});

/** GET /api/loyalty/available-point: `availablePoints` from the points ledger, as the profile's `points`. */
const availablePoint = memberRead((member, today, context) => {
  const account = loyaltyAccountOf(member.memberId);
  return {
    availablePoints: memberPointsNow(context, member),
    pendingPoints: account.pendingPoints,
    expiringPoints: account.expiringPoints,
    expiringOn: account.expiringInMonths === null ? null : endOfMonthAhead(today, account.expiringInMonths),
  };
});

/** GET /api/loyalty/get-member-status */
const memberStatus = memberRead((member, today) => ({
  memberId: member.memberId,
  status: 'active',
  memberSince: member.memberSince,
  tierValidUntil: tierValidUntilOf(today),
}));

/** GET /api/loyalty/get-all-voucher: gold and diamond have some, the others none. */
const allVouchers = memberRead((member, today, context) => ({
  vouchers: loyaltyAccountOf(member.memberId)
    .vouchers.map(({ expiresInDays, value, currency, ...voucher }) => ({
      ...voucher,
      // Issue 28: a voucher a booking holds or used says so (loyalty §4 "reserved on hold").
      status: accountVoucherStatus(context.runtime.state, voucher.voucherCode, voucher.status, today.getTime()),
      expiryDate: isoDate(new Date(today.getTime() + expiresInDays * DAY_MS)),
      ...(value === undefined ? {} : { value }),
      ...(currency === undefined ? {} : { currency }),
    }))
    .concat(
      // Point vouchers a representative gave the member (issue 17 item 4): non-booking, to link or redeem.
      distributedVouchersOf(context.runtime.state, member.memberId).map(
        ({ voucherCode, voucherProgrammeCode, title, points, expiryDate }) => ({
          voucherCode,
          voucherProgrammeCode,
          category: 'cash' as const,
          type: 'non-booking' as const,
          status: 'success' as const,
          title,
          expiryDate,
          value: points,
        }),
      ),
    ),
}));

export function registerLoyaltyMemberRoutes(router: Router): void {
  router
    .add('GET', '/api/loyalty/user-tier', userTier)
    .add('GET', '/api/loyalty/tier-list', tierList)
    .add('GET', '/api/loyalty/available-point', availablePoint)
    .add('GET', '/api/loyalty/get-member-status', memberStatus)
    .add('GET', '/api/loyalty/get-all-voucher', allVouchers);
}
