import {
  distributePointVoucher,
  fetchLuckyDraw,
  fetchMilesProgrammes,
  fetchPointHistory,
  fetchRepresentativePanel,
  fetchTierMatch,
  linkMilesMembership,
  submitTierMatch,
  type TierMatchSubmission,
} from '../../shared/api/gateway-service';
import { validateVoucherProgramme } from '../../shared/api/voucher-service';
import type { MilesLinkValues } from '../../shared/domain/loyalty/miles-link';
import { defineServerRead } from '../../shared/store/server-read';
import { defineServerWrite } from '../../shared/store/server-write';
import { loginTokenAtom } from '../../shared/store/session-atoms';

/**
 * One read per card (each loads, fails and retries on its own, as the dashboard's cards do), keyed
 * by the page language (the gateway bodies carry it) and per login: a new login reads again.
 */
export const milesRead = defineServerRead({
  read: (language: string, { client }) => fetchMilesProgrammes(client, language),
  login: loginTokenAtom,
});
export const tierMatchRead = defineServerRead({
  read: (language: string, { client }) => fetchTierMatch(client, language),
  login: loginTokenAtom,
});
export const representativeRead = defineServerRead({
  read: (language: string, { client }) => fetchRepresentativePanel(client, language),
  login: loginTokenAtom,
});
export const luckyDrawRead = defineServerRead({ read: (_language: string, { client }) => fetchLuckyDraw(client) });
export const pointHistoryRead = defineServerRead({
  read: (language: string, { client }) => fetchPointHistory(client, language),
  login: loginTokenAtom,
});

/** Writes (shared/store/server-write.ts): a double click joins the request under way; each invalidates what it changed. */
export const linkMilesWrite = defineServerWrite<{ values: MilesLinkValues; language: string }, unknown>({
  write: ({ values, language }, { client }) => linkMilesMembership(client, values, language),
  invalidates: [milesRead],
});

export const tierMatchWrite = defineServerWrite<{ submission: TierMatchSubmission; language: string }, unknown>({
  write: ({ submission, language }, { client }) => submitTierMatch(client, submission, language),
  invalidates: [tierMatchRead],
});

export const distributeWrite = defineServerWrite<{ memberId: string; voucherProgrammeCode: string; language: string }, unknown>({
  // The representative's points do not change (a voucher is given from stock), so the profile is not read again.
  write: async ({ language, ...distribution }, { client }) => {
    // The programme is checked first (loyalty §7 GET validate-voucher ?voucherProgrammeCode): one
    // withdrawn (335) or out of stock at the operator (330) is said before anything is given.
    const programme = await validateVoucherProgramme(client, distribution.voucherProgrammeCode);
    return programme.ok ? distributePointVoucher(client, distribution, language) : programme;
  },
  invalidates: [representativeRead],
});
