/**
 * Voucher calls under /api/loyalty/ (loyalty spec §7 "Loyalty": get-list-available-voucher,
 * vouchers/validate-apply-voucher-booking, vouchers/validate-voucher, validate-voucher,
 * vouchers/link-voucher, redeemNonBookingVoucher, get-voucher-guest-available; §8 voucher errors).
 * The store: `loyalty/vouchers.ts`. Member calls answer 401 `555` without a valid Bearer; the
 * guest check needs none. Every error code is also reachable by a fault rule (README "One rule
 * per voucher error code").
 */
import { sendContent, sendError } from '../envelope.ts';
import { movePoints } from '../points-ledger.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import {
  appliedVoucher,
  bookingVoucherProblem,
  heldOfProgramme,
  PROGRAMME_CAP,
  voucherStatusOf,
  voucherStoreOf,
  voucherView,
} from '../loyalty/vouchers.ts';
import type { StayFacts, VoucherProblem } from '../loyalty/vouchers.ts';
import type { MemberRecord } from '../seed/index.ts';
import { signedInMember } from './member-session.ts';

const DAY_MS = 864e5;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(body: unknown, field: string): string {
  return isRecord(body) && typeof body[field] === 'string' ? (body[field] as string).trim() : '';
}

function sendProblem(context: RouteContext, found: VoucherProblem): void {
  sendError(context.res, found.status, found.errorCode, found.message, found.details);
}

/** The stay of a body { totalChargeIncludeTax, hotelCode, checkinDate, checkoutDate }, or undefined when it does not read. */
export function stayFactsOf(body: unknown): StayFacts | undefined {
  if (!isRecord(body)) return undefined;
  const total = body.totalChargeIncludeTax;
  const hotelCode = text(body, 'hotelCode');
  const checkin = Date.parse(text(body, 'checkinDate').slice(0, 10));
  const checkout = Date.parse(text(body, 'checkoutDate').slice(0, 10));
  if (typeof total !== 'number' || !Number.isFinite(total) || total < 0 || !hotelCode || Number.isNaN(checkin) || Number.isNaN(checkout))
    return undefined;
  const nights = Math.round((checkout - checkin) / DAY_MS);
  return nights > 0 ? { totalChargeIncludeTax: total, hotelCode, nights } : undefined;
}

const badStay = (context: RouteContext): void =>
  sendError(
    context.res,
    400,
    'BAD_REQUEST',
    'Send totalChargeIncludeTax, hotelCode, checkinDate and checkoutDate (checkout after checkin).',
  );

/** Runs `answer` for the signed-in member, or leaves the 401 `555` of `signedInMember`. */
function memberCall(answer: (context: RouteContext, member: MemberRecord, now: number) => void) {
  return (context: RouteContext): void => {
    const signedIn = signedInMember(context);
    if (signedIn) answer(context, signedIn.member, context.runtime.now().getTime());
  };
}

/**
 * POST /api/loyalty/get-list-available-voucher: the member's booking vouchers that are not used,
 * expired or held, each with what it would take off this stay, whether it applies, and, when not,
 * the error code and minimum-stay message id it would answer.
 */
const listAvailable = memberCall((context, member, now) => {
  const stay = stayFactsOf(context.body);
  if (!stay) return badStay(context);
  const { state } = context.runtime;
  const currency = text(context.body, 'currencyCode') || 'SGD';
  const vouchers = [...voucherStoreOf(state, now).vouchers.values()]
    .filter(
      (voucher) => voucher.memberId === member.memberId && voucher.type === 'booking' && voucherStatusOf(state, voucher, now) === 'success',
    )
    .map((voucher) => {
      const found = bookingVoucherProblem(state, voucher, member.memberId, stay, now);
      return {
        ...appliedVoucher(state, voucher, stay, currency, now),
        applicable: found === undefined,
        ...(found ? { errorCode: found.errorCode, ...found.details } : {}),
      };
    });
  sendContent(context.res, { vouchers });
});

/** POST /api/loyalty/vouchers/validate-apply-voucher-booking { voucherCode, ...stay }: what it takes off, or the first problem. */
const validateApply = memberCall((context, member, now) => {
  const stay = stayFactsOf(context.body);
  if (!stay) return badStay(context);
  const { state } = context.runtime;
  const voucher = voucherStoreOf(state, now).vouchers.get(text(context.body, 'voucherCode').toUpperCase());
  const found = bookingVoucherProblem(state, voucher, member.memberId, stay, now);
  if (found || !voucher) return sendProblem(context, found ?? { errorCode: '335', status: 404, message: 'No such voucher.' });
  sendContent(context.res, appliedVoucher(state, voucher, stay, text(context.body, 'currencyCode') || 'SGD', now));
});

/** POST /api/loyalty/vouchers/validate-voucher { voucherCode }: the member's code checked without a stay. */
const validateVoucherCode = memberCall((context, member, now) => {
  const { state } = context.runtime;
  const voucher = voucherStoreOf(state, now).vouchers.get(text(context.body, 'voucherCode').toUpperCase());
  const found = bookingVoucherProblem(state, voucher, member.memberId, undefined, now);
  if (found || !voucher) return sendProblem(context, found ?? { errorCode: '335', status: 404, message: 'No such voucher.' });
  sendContent(context.res, voucherView(state, voucher, now));
});

/** GET /api/loyalty/validate-voucher?voucherProgrammeCode: the programme exists (335) and has stock (330). */
function validateProgramme(context: RouteContext): void {
  const code = (context.url.searchParams.get('voucherProgrammeCode') ?? '').trim().toUpperCase();
  const stock = voucherStoreOf(context.runtime.state, context.runtime.now().getTime()).stock.get(code);
  if (stock === undefined) return sendError(context.res, 404, '335', 'No such voucher programme.');
  if (stock <= 0) return sendError(context.res, 409, '330', 'The voucher programme is out of stock.');
  sendContent(context.res, { voucherProgrammeCode: code, valid: true, stock });
}

/**
 * POST /api/loyalty/vouchers/link-voucher { voucherCode }: a voucher nobody linked becomes the
 * member's. Already the member's: E142; another member's: E111; unknown 335; expired 331; the
 * member holds `PROGRAMME_CAP` of its programme already: 329.
 */
const linkVoucher = memberCall((context, member, now) => {
  const { state } = context.runtime;
  const store = voucherStoreOf(state, now);
  const voucher = store.vouchers.get(text(context.body, 'voucherCode').toUpperCase());
  if (!voucher) return sendError(context.res, 404, '335', 'No such voucher.');
  if (voucher.memberId === member.memberId) return sendError(context.res, 409, 'E142', 'Voucher already linked to current account');
  if (voucher.memberId !== undefined || (voucher.offeredTo !== undefined && voucher.offeredTo !== member.memberId)) {
    return sendError(context.res, 400, 'E111', 'This voucher belongs to another account.');
  }
  if (voucherStatusOf(state, voucher, now) === 'expired') return sendError(context.res, 400, '331', 'The voucher has expired.');
  if (heldOfProgramme(store, member.memberId, voucher.voucherProgrammeCode) >= PROGRAMME_CAP) {
    return sendError(context.res, 409, '329', `At most ${PROGRAMME_CAP} vouchers of one programme per account.`);
  }
  voucher.memberId = member.memberId;
  context.note(`voucher ${voucher.voucherCode} linked to ${member.memberId}`);
  sendContent(context.res, voucherView(state, voucher, now));
});

/**
 * GET /api/loyalty/redeemNonBookingVoucher?voucherCode: a member's non-booking voucher is used up;
 * a points voucher adds its points through the points ledger (movement kind `voucher`).
 */
const redeemNonBooking = memberCall((context, member, now) => {
  const { state } = context.runtime;
  const voucher = voucherStoreOf(state, now).vouchers.get((context.url.searchParams.get('voucherCode') ?? '').trim().toUpperCase());
  if (!voucher) return sendError(context.res, 404, '335', 'No such voucher.');
  if (voucher.memberId !== member.memberId) return sendError(context.res, 400, 'E111', 'Link the voucher to your account first.');
  if (voucher.type !== 'non-booking') return sendError(context.res, 400, 'E163', 'A booking voucher is used in a booking.');
  const status = voucherStatusOf(state, voucher, now);
  if (status === 'used') return sendError(context.res, 409, 'CPRV_1501', 'The voucher has been redeemed already.');
  if (status === 'expired') return sendError(context.res, 400, '331', 'The voucher has expired.');
  let points = 0;
  if (voucher.gives === 'points') {
    const moved = movePoints(state.points, member.points, {
      memberId: member.memberId,
      kind: 'voucher',
      points: voucher.value,
      reference: voucher.voucherCode,
      now,
    });
    if (!moved.ok) return sendError(context.res, 400, 'E111', 'The voucher cannot be redeemed.');
    points = voucher.value;
  }
  voucher.used = true;
  sendContent(context.res, { ...voucherView(state, voucher, now), points });
});

/** GET /api/loyalty/get-voucher-guest-available?voucherCode: a guest voucher (nobody linked it) and whether it can be used. */
function guestAvailable(context: RouteContext): void {
  const { state } = context.runtime;
  const now = context.runtime.now().getTime();
  const voucher = voucherStoreOf(state, now).vouchers.get((context.url.searchParams.get('voucherCode') ?? '').trim().toUpperCase());
  if (!voucher || voucher.memberId !== undefined) return sendError(context.res, 404, '335', 'No such guest voucher.');
  const status = voucherStatusOf(state, voucher, now);
  if (status === 'expired') return sendError(context.res, 400, '331', 'The voucher has expired.');
  sendContent(context.res, { ...voucherView(state, voucher, now), available: status === 'success' });
}

export function registerVoucherRoutes(router: Router): void {
  router
    .add('POST', '/api/loyalty/get-list-available-voucher', listAvailable)
    .add('POST', '/api/loyalty/vouchers/validate-apply-voucher-booking', validateApply)
    .add('POST', '/api/loyalty/vouchers/validate-voucher', validateVoucherCode)
    .add('GET', '/api/loyalty/validate-voucher', validateProgramme)
    .add('POST', '/api/loyalty/vouchers/link-voucher', linkVoucher)
    .add('GET', '/api/loyalty/redeemNonBookingVoucher', redeemNonBooking)
    .add('GET', '/api/loyalty/get-voucher-guest-available', guestAvailable);
}
