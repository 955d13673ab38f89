/**
 * What the member-programme calls change (issue 17 items 4 and 5): miles links, tier-match
 * requests, the representatives' point-voucher stock and what they distributed. Kept per sandbox
 * state object, so `POST /__sandbox/reset` (which builds a new state) starts it again from the seed
 * without the shared `state.ts` knowing about it.
 */
import type { SandboxState } from './state.ts';
import { REPRESENTATIVE_SEEDS } from './seed/member-programmes.ts';

export interface MilesLink {
  readonly memberId: string;
  readonly programmeCode: string;
  readonly membershipNo: string;
  readonly firstName: string;
  readonly lastName: string;
  /** ISO 8601 on the sandbox clock. */
  readonly linkedAt: string;
}

export interface TierMatchRequest {
  readonly requestId: string;
  readonly memberId: string;
  readonly programmeCode: string;
  readonly tierCode: string;
  readonly membershipNo: string;
  readonly proof: string;
  readonly submittedAt: string;
  readonly status: 'pending';
}

/** A point voucher a representative gave a member (loyalty spec §1 "distribute point vouchers"). */
export interface DistributedVoucher {
  readonly distributionId: string;
  readonly representativeId: string;
  readonly memberId: string;
  readonly voucherCode: string;
  readonly voucherProgrammeCode: string;
  readonly title: string;
  readonly points: number;
  readonly distributedAt: string;
  readonly expiryDate: string;
}

export interface MemberProgrammesState {
  /** By `memberId:programmeCode`. */
  readonly milesLinks: Map<string, MilesLink>;
  readonly tierMatchRequests: TierMatchRequest[];
  /** Remaining stock by `representativeId:voucherProgrammeCode`. */
  readonly voucherStock: Map<string, number>;
  /** Oldest first. */
  readonly distributed: DistributedVoucher[];
  nextNumber: number;
}

const byState = new WeakMap<SandboxState, MemberProgrammesState>();

export function memberProgrammesOf(state: SandboxState): MemberProgrammesState {
  let programmes = byState.get(state);
  if (!programmes) {
    const voucherStock = new Map<string, number>();
    for (const representative of REPRESENTATIVE_SEEDS)
      for (const voucher of representative.vouchers)
        voucherStock.set(`${representative.memberId}:${voucher.voucherProgrammeCode}`, voucher.stock);
    programmes = { milesLinks: new Map(), tierMatchRequests: [], voucherStock, distributed: [], nextNumber: 1 };
    byState.set(state, programmes);
  }
  return programmes;
}

/**
 * The point vouchers a member received, for the member's own voucher reads: the vouchers helper's
 * store (issue 17 item 2) can list them next to the seeded ones and link them by `voucherCode`.
 */
export function distributedVouchersOf(state: SandboxState, memberId: string): readonly DistributedVoucher[] {
  return memberProgrammesOf(state).distributed.filter((voucher) => voucher.memberId === memberId);
}
