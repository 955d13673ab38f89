/**
 * The voucher store (loyalty spec §3 "Voucher", §4 "listed, validated, reserved on hold, applied
 * in booking; non-booking vouchers are redeemed; vouchers can be linked to an account"; §8 voucher
 * errors; §9 default voucher expiry). It is sandbox STATE: one store per `SandboxState`, built
 * from `vouchers-seed.ts` on first use, so `POST /__sandbox/reset` (a new state) rebuilds it.
 *
 * A voucher reserved by a checkout hold stays reserved while that hold is open: a hold that
 * expires or is cancelled gives it back without any call (read lazily, like the inventory
 * ledger); a committed hold uses it up, until the booking is cancelled
 * (`routes/reservation-manage.ts` gives it back). `get-all-voucher` reports these states
 * (`accountVoucherStatus`).
 */
import { randomBytes } from 'node:crypto';
import { minimumStayMessageOf, stayTooShortForVoucher, voucherPromoCode } from '../../../shared/domain/loyalty/voucher-rules.ts';
import type { VoucherCategory } from '../../../shared/domain/loyalty/voucher-rules.ts';
import type { SandboxState } from '../state.ts';
import { PROGRAMME_CAP, PROGRAMME_STOCK_SEED, VOUCHER_SEEDS } from './vouchers-seed.ts';

const DAY_MS = 864e5;

export interface VoucherReservation {
  readonly voucherReservedId: string;
  /** ISO time of the reservation. */
  readonly voucherReservedTime: string;
  /** Decision (the spec is silent): a member's own vouchers are not transferable, guest ones are. */
  readonly voucherTransferable: boolean;
  readonly holdId: string;
}

export interface StoredVoucher {
  readonly voucherCode: string;
  readonly voucherProgrammeCode: string;
  readonly category: VoucherCategory;
  readonly type: 'booking' | 'non-booking';
  readonly title: string;
  memberId: string | undefined;
  /** Epoch ms on the sandbox clock. */
  readonly expiresAt: number;
  readonly value: number;
  readonly currency: string | undefined;
  readonly promoCode: string;
  readonly minimumNights: number;
  readonly hotelCodes: readonly string[];
  readonly gives: 'points' | undefined;
  /**
   * A point voucher a representative gave this member (issue 17 item 4): nobody has linked it yet,
   * and only this member may (another gets E111).
   */
  readonly offeredTo?: string;
  reservation: VoucherReservation | undefined;
  /** Used by a committed booking or redeemed (non-booking). */
  used: boolean;
}

export interface VoucherStore {
  readonly vouchers: Map<string, StoredVoucher>;
  readonly stock: Map<string, number>;
}

const STORES = new WeakMap<SandboxState, VoucherStore>();

/** The state's voucher store; the seed's expiry days count from `now` the first time it is read. */
export function voucherStoreOf(state: SandboxState, now: number): VoucherStore {
  let store = STORES.get(state);
  if (!store) {
    store = {
      vouchers: new Map(
        VOUCHER_SEEDS.map((seed) => [
          seed.voucherCode,
          {
            voucherCode: seed.voucherCode,
            voucherProgrammeCode: seed.voucherProgrammeCode,
            category: seed.category,
            type: seed.type,
            title: seed.title,
            memberId: seed.memberId,
            expiresAt: now + seed.expiresInDays * DAY_MS,
            value: seed.value,
            currency: seed.currency,
            promoCode: seed.promoCode ?? '',
            minimumNights: seed.minimumNights,
            hotelCodes: seed.hotelCodes,
            gives: seed.gives,
            reservation: undefined,
            used: false,
          },
        ]),
      ),
      stock: new Map(Object.entries(PROGRAMME_STOCK_SEED)),
    };
    STORES.set(state, store);
  }
  return store;
}

/** Whether the hold that reserved the voucher is still open (held and not expired). */
function reservationOpen(state: SandboxState, reservation: VoucherReservation | undefined, now: number): boolean {
  const hold = reservation && state.checkout.holds.get(reservation.holdId);
  if (!hold) return false;
  return hold.status === 'held' && hold.expiresAt > now;
}

/** Loyalty §3 statuses (plus `used` for a voucher spent by a booking or redeemed). */
export function voucherStatusOf(state: SandboxState, voucher: StoredVoucher, now: number): 'expired' | 'success' | 'reserved' | 'used' {
  if (voucher.used) return 'used';
  const hold = voucher.reservation && state.checkout.holds.get(voucher.reservation.holdId);
  if (hold?.status === 'committed') {
    voucher.used = true;
    return 'used';
  }
  if (voucher.expiresAt <= now) return 'expired';
  if (reservationOpen(state, voucher.reservation, now)) return 'reserved';
  voucher.reservation = undefined;
  return 'success';
}

/**
 * A voucher's status as the member's account lists it (`get-all-voucher`; issue 28; loyalty §4
 * "reserved on hold, applied in booking"): the account's own status (`seed/loyalty-accounts.ts`,
 * its opening state), unless a booking moved the voucher: `reserved` while the hold that applied it
 * is open, `used` once that hold is committed (or a non-booking voucher was redeemed). A hold that
 * expires or is cancelled, or a booking cancelled (`routes/reservation-manage.ts`), gives it back:
 * the account's status again.
 */
export function accountVoucherStatus<Status extends string>(
  state: SandboxState,
  voucherCode: string,
  accountStatus: Status,
  now: number,
): Status | 'reserved' | 'used' {
  const voucher = voucherStoreOf(state, now).vouchers.get(voucherCode);
  const status = voucher && voucherStatusOf(state, voucher, now);
  return status === 'reserved' || status === 'used' ? status : accountStatus;
}

export interface StayFacts {
  readonly totalChargeIncludeTax: number;
  readonly hotelCode: string;
  readonly nights: number;
}

export type VoucherProblem = {
  readonly errorCode: string;
  readonly status: number;
  readonly message: string;
  readonly details?: Record<string, unknown>;
};

const problem = (errorCode: string, status: number, message: string, details?: Record<string, unknown>): VoucherProblem => ({
  errorCode,
  status,
  message,
  ...(details ? { details } : {}),
});

/** What a voucher takes off the stay (rounded to 2 decimals, loyalty §9), never more than the stay. */
export function voucherAmountOf(voucher: StoredVoucher, stay: StayFacts): number {
  const { totalChargeIncludeTax: total, nights } = stay;
  let amount: number;
  switch (voucher.category) {
    case 'free-stay':
      amount = nights > 0 ? (total / nights) * Math.min(voucher.value, nights) : 0;
      break;
    case 'discount':
    case 'discount_room':
    case 'discount_total':
    case 'discount_rate':
      amount = (total * voucher.value) / 100;
      break;
    case 'package':
      amount = nights > 0 ? total / nights : 0;
      break;
    default:
      amount = voucher.value;
  }
  return Math.round(Math.min(Math.max(amount, 0), total) * 100) / 100;
}

/**
 * Why the member cannot use the voucher on this stay, in the order the sandbox checks: does not
 * exist (335), another member's (E111), used (CPRV_1501), expired (331), held by an open hold
 * (E115), the programme is out of stock (330), not this property (E163), too short a stay (E163
 * with the category's minimum-stay message id and the minimum, booking §5).
 */
export function bookingVoucherProblem(
  state: SandboxState,
  voucher: StoredVoucher | undefined,
  memberId: string | undefined,
  stay: StayFacts | undefined,
  now: number,
): VoucherProblem | undefined {
  if (!voucher) return problem('335', 404, 'No such voucher.');
  if (voucher.memberId !== undefined && voucher.memberId !== memberId)
    return problem('E111', 400, 'This voucher belongs to another account.');
  if (voucher.type !== 'booking') return problem('E163', 400, 'A non-booking voucher cannot pay for a stay.');
  const status = voucherStatusOf(state, voucher, now);
  if (status === 'used') return problem('CPRV_1501', 409, 'The voucher has been used and is no longer valid.');
  if (status === 'expired') return problem('331', 400, 'The voucher has expired.');
  if (status === 'reserved') return problem('E115', 409, 'The voucher is held by another booking in progress.');
  if ((voucherStoreOf(state, now).stock.get(voucher.voucherProgrammeCode) ?? 0) <= 0)
    return problem('330', 409, 'The voucher programme is out of stock.');
  if (!stay) return undefined;
  if (voucher.hotelCodes.length > 0 && !voucher.hotelCodes.includes(stay.hotelCode)) {
    return problem('E163', 400, `The voucher does not apply at ${stay.hotelCode}.`);
  }
  if (stayTooShortForVoucher(stay.nights, voucher.minimumNights)) {
    return problem('E163', 400, `The voucher needs a stay of at least ${voucher.minimumNights} nights.`, {
      minimumNights: voucher.minimumNights,
      category: voucher.category,
      minimumStayMessage: minimumStayMessageOf(voucher.category),
    });
  }
  return undefined;
}

/** A voucher as the calls answer it. */
export function voucherView(state: SandboxState, voucher: StoredVoucher, now: number) {
  return {
    voucherCode: voucher.voucherCode,
    voucherProgrammeCode: voucher.voucherProgrammeCode,
    category: voucher.category,
    type: voucher.type,
    title: voucher.title,
    status: voucherStatusOf(state, voucher, now),
    expiryDate: new Date(voucher.expiresAt).toISOString().slice(0, 10),
    value: voucher.value,
    ...(voucher.currency === undefined ? {} : { currency: voucher.currency }),
    promoCode: voucherPromoCode(voucher.category, voucher.promoCode),
    minimumNights: voucher.minimumNights,
  };
}

/** What applying the voucher to the stay gives (validate-apply and the hold agree on it). */
export function appliedVoucher(state: SandboxState, voucher: StoredVoucher, stay: StayFacts, currency: string, now: number) {
  return { ...voucherView(state, voucher, now), amountRedeemed: voucherAmountOf(voucher, stay), currency };
}

/**
 * Reserves the voucher for a checkout hold until the hold closes (loyalty §3 voucherReservedId,
 * voucherReservedTime, voucherTransferable).
 */
export function reserveVoucher(voucher: StoredVoucher, holdId: string, now: number): VoucherReservation {
  const reservation: VoucherReservation = {
    voucherReservedId: `VR${randomBytes(6).toString('hex').toUpperCase()}`,
    voucherReservedTime: new Date(now).toISOString(),
    voucherTransferable: voucher.memberId === undefined,
    holdId,
  };
  voucher.reservation = reservation;
  return reservation;
}

/** How many vouchers of a programme the member holds (link answers 329 at `PROGRAMME_CAP`). */
export function heldOfProgramme(store: VoucherStore, memberId: string, programmeCode: string): number {
  return [...store.vouchers.values()].filter((voucher) => voucher.memberId === memberId && voucher.voucherProgrammeCode === programmeCode)
    .length;
}

export { PROGRAMME_CAP };
