import { fetchAccountPreference } from '../../shared/api/loyalty-service';
import {
  fetchMemberStatus,
  fetchPointsBalance,
  fetchTierStanding,
  fetchUserTier,
  fetchVouchers,
  type MemberStatus,
  type UserTier,
} from '../../shared/api/member-loyalty-service';
import type { ApiResult } from '../../shared/api/types';
import { defineServerRead } from '../../shared/store/server-read';
import { loginTokenAtom } from '../../shared/store/session-atoms';

/**
 * One server read per dashboard card (issue 14 item 6: each card loads, fails and retries on its
 * own). Each is per login (`login: loginTokenAtom`): a new login reads again and never shows the
 * previous member's answer; the page has one dashboard, so the reads need no key.
 */

export type MembershipFacts = UserTier & MemberStatus;

/** The membership card: the tier (`user-tier`) and the status (`get-member-status`), read together. */
export const membershipRead = defineServerRead({
  read: async (_card: void, { client }): Promise<ApiResult<MembershipFacts>> => {
    const [tier, status] = await Promise.all([fetchUserTier(client), fetchMemberStatus(client)]);
    if (!tier.ok) return tier;
    if (!status.ok) return status;
    return { ok: true, data: { ...tier.data, ...status.data } };
  },
  login: loginTokenAtom,
});

export const pointsRead = defineServerRead({ read: (_card: void, { client }) => fetchPointsBalance(client), login: loginTokenAtom });

export const tierStandingRead = defineServerRead({ read: (_card: void, { client }) => fetchTierStanding(client), login: loginTokenAtom });

export const vouchersRead = defineServerRead({ read: (_card: void, { client }) => fetchVouchers(client), login: loginTokenAtom });

export const preferenceRead = defineServerRead({
  read: (_card: void, { client }) => fetchAccountPreference(client),
  login: loginTokenAtom,
});
