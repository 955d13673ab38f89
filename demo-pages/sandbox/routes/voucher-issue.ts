/**
 * POST /__sandbox/voucher-issue {memberId, value?, currency?} (a sandbox switch, like
 * `/__sandbox/points-movement`): a new cash booking voucher of the programme VPCASH, linked to
 * the member, with a code nobody else holds. E2e workers share one sandbox and the seeded vouchers
 * are taken by other tests; a test that books with a voucher (issue 18: a voucher reservation
 * modified keeps promotion type 5) gives its fresh member one of its own.
 */
import { randomBytes } from 'node:crypto';
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { voucherStoreOf, voucherView } from '../loyalty/vouchers.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { memberById } from './member-session.ts';

const DAY_MS = 864e5;

function issueVoucher(context: RouteContext): void {
  const body = (typeof context.body === 'object' && context.body !== null ? context.body : {}) as Record<string, unknown>;
  const { state } = context.runtime;
  const member = typeof body.memberId === 'string' ? memberById(state, body.memberId) : undefined;
  const value = body.value === undefined ? 50 : body.value;
  if (!member || typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send a known memberId and, optionally, a positive value.');
    return;
  }
  const now = context.runtime.now().getTime();
  const voucher = {
    voucherCode: `SBX-${randomBytes(5).toString('hex').toUpperCase()}`,
    voucherProgrammeCode: 'VPCASH',
    category: 'cash' as const,
    type: 'booking' as const,
    title: 'Sandbox cash voucher',
    memberId: member.memberId,
    expiresAt: now + 90 * DAY_MS,
    value,
    currency: typeof body.currency === 'string' && body.currency ? body.currency : 'SGD',
    promoCode: '',
    minimumNights: 0,
    hotelCodes: [],
    gives: undefined,
    reservation: undefined,
    used: false,
  };
  voucherStoreOf(state, now).vouchers.set(voucher.voucherCode, voucher);
  context.note(`voucher ${voucher.voucherCode} issued to ${member.memberId}`);
  sendContent(context.res, voucherView(state, voucher, now), 201);
}

export function registerVoucherIssueRoutes(router: Router): void {
  router.add('POST', '/__sandbox/voucher-issue', issueVoucher);
}
