/**
 * What the checkout calls keep (issue 16 contract items 5-12; booking spec §3 "Hold level",
 * "Reservation"; DESIGN §8 "inventory as a ledger", "writes that cannot double"): one checkout
 * hold per hold call (a ledger hold per room), the hosted payment sessions, the reservations made
 * by commit, the downtime switches and the hold length. Part of `SandboxState`, so
 * `POST /__sandbox/reset` rebuilds it.
 */
import type { PaymentMode } from '../../../shared/domain/booking/payment-plan.ts';
import type { CartTotals } from '../pricing/cart-price.ts';
import { DEFAULT_HOLD_MINUTES } from '../inventory-ledger.ts';
import type { HeldAddonLine, HeldOccupancy } from './held-room-lines.ts';

/** How many times a hold may be extended (contract item 5: "default 2 extensions of 15 minutes"). */
export const DEFAULT_HOLD_EXTENSIONS = 2;

/** One room of a hold: its ledger hold and what the reservation will say. */
export interface HeldRoom {
  readonly shoppingCartItemId: string;
  /** 1..n in room order (the cart's apartment numbers). */
  readonly apartmentNumber: number;
  readonly tempConfirmNo: string;
  readonly ledgerHoldId: string;
  readonly hotelCode: string;
  readonly propertyName: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly roomTypeCode: string;
  readonly roomTypeName: string;
  readonly ratePlanCode: string;
  readonly ratePlanName: string;
  /** PREPAID_ALL: paid at booking through the gateway (booking spec §5 isOpg). */
  readonly isOpg: boolean;
  /** Guest details of this apartment as sent, card data left out. */
  readonly guest: Readonly<Record<string, string>>;
  /** The apartment's guest counts as held (booking spec §3 "Reservation": per-apartment guest data). */
  readonly occupancy: HeldOccupancy;
  /** Its add-on lines as held (booking spec §3: AddonCode, AddonType, ListApartment, with title, units and amounts). */
  readonly addons: readonly HeldAddonLine[];
  readonly totals: CartTotals;
}

export type HoldStatus = 'held' | 'committed' | 'released';

/**
 * What the hold is paid with, decided once when it is made (`shared/domain/booking/payment-plan.ts`;
 * booking spec §3 "Payment types", §9): amounts in major units rounded at the currency's decimals,
 * per room and in total. The payment session charges `payNow`; commit records each room's share.
 */
export interface HoldPayment {
  readonly payNow: number;
  readonly dueAtProperty: number;
  readonly currencyCode: string;
  /** Nothing is charged now, yet a card is asked for to guarantee the stay. */
  readonly guaranteeOnly: boolean;
  /** Some room needs a card (a guarantee, or a prepaid room with something left to charge). */
  readonly cardRequired: boolean;
  readonly lines: readonly HoldPaymentLine[];
}

export interface HoldPaymentLine {
  readonly shoppingCartItemId: string;
  readonly mode: PaymentMode;
  readonly payNow: number;
  readonly dueAtProperty: number;
}

export interface CheckoutHold {
  readonly holdId: string;
  /** The signed-in member who held, when there was one. */
  readonly memberId: string | undefined;
  readonly hotelCode: string;
  readonly currencyCode: string;
  readonly rooms: HeldRoom[];
  /** The rooms' totals less the voucher's amount (points are not taken off: `holdAnswer` says their share). */
  readonly totals: CartTotals;
  readonly payment: HoldPayment;
  /** Epoch ms on the sandbox clock; the same on every ledger hold of the rooms. */
  expiresAt: number;
  extensionsLeft: number;
  status: HoldStatus;
  /** Set by commit: one per room, in room order. */
  confirmNos: string[];
}

export type PaymentOutcome = 'approved' | 'declined' | 'abandoned';

/**
 * What the hosted page does with the card: charges the pay-now amount, only guarantees the stay
 * (nothing due now), or asks for no card (every room is card-suppressed or card-optional).
 */
export type PaymentSessionKind = 'charge' | 'card-guarantee' | 'no-card';

/** A hosted payment page session (contract item 6; issue 28: its amount is the hold's pay-now, never the browser's). */
export interface PaymentSession {
  readonly session: string;
  readonly holdId: string;
  readonly hotelCode: string;
  readonly returnUrl: string;
  /** The hold's `payment.payNow`. */
  readonly amount: number;
  /** The hold's `payment.dueAtProperty`, shown on the page. */
  readonly dueAtProperty: number;
  readonly kind: PaymentSessionKind;
  readonly currencyCode: string;
  /** The visitor's choice, once made: a second choice on the same page answers the first again. */
  outcome: PaymentOutcome | undefined;
}

/** A reservation made by commit (booking spec §3 "Reservation"). */
export interface ReservationRecord {
  readonly confirmNo: string;
  readonly holdId: string;
  readonly reservationId: string;
  readonly room: HeldRoom;
  readonly currencyCode: string;
  /** As stored: `Reserved` until cancelled; Arrived / Departed follow the sandbox clock (routes/reservation-manage.ts `statusOf`). */
  status: ReservationStatus;
  /** The room's share of the hold's pay-now (what the hosted page charged for it), from the payment plan. */
  readonly paid: number;
  /** Due at the property: the room's total less `paid` and its share of the points and voucher. */
  readonly due: number;
  readonly createdAt: string;
  /** Share-with-friend e-mails "sent" (sandbox: recorded only). */
  readonly sharedWith: string[];
  /** Issue 18 (routes/reservation-manage.ts): a status set by `POST /__sandbox/reservation`, winning over the clock. */
  setStatus?: ReservationStatus;
  /** Issue 18: where it was booked; `app` answers E164 on lookup (booking spec §8). Absent: web. */
  source?: 'web' | 'app';
  /** Issue 18: confirmations and invoices "e-mailed" (sandbox: recorded only), e.g. `invoice:ken@example.com`. */
  mailed?: string[];
  /** Issue 18 modify flow (routes/reservation-modify.ts): the stays this reservation had before each modification, oldest first. */
  readonly modifiedFrom?: readonly ModifiedStay[];
  /** Issue 18: the points reservation a loyalty modify-reservation attached (loyalty §7). */
  readonly pointsReservedId?: string;
}

/** A stay a reservation had before it was modified (issue 18, helper C). */
export interface ModifiedStay {
  readonly startDate: string;
  readonly endDate: string;
  readonly roomTypeCode: string;
  readonly ratePlanCode: string;
  readonly total: number;
  readonly modifiedAt: string;
}

/** Booking spec §3 "Reservation" statuses, plus `Reserved` for a booked stay not yet begun (the client's name too). */
export type ReservationStatus = 'Reserved' | 'Arrived' | 'NoShow' | 'Departed' | 'Cancelled';

export type DowntimeProvider = 'card' | 'payment' | 'rate';
export const DOWNTIME_PROVIDERS: readonly DowntimeProvider[] = ['card', 'payment', 'rate'];

export interface CheckoutState {
  readonly holds: Map<string, CheckoutHold>;
  readonly paymentSessions: Map<string, PaymentSession>;
  /** By confirmation number. */
  readonly reservations: Map<string, ReservationRecord>;
  /** Epoch ms since when each provider is down; absent while it is up. */
  readonly downtime: Map<DowntimeProvider, number>;
  holdMinutes: number;
  nextConfirmNumber: number;
}

export function createCheckoutState(): CheckoutState {
  return {
    holds: new Map(),
    paymentSessions: new Map(),
    reservations: new Map(),
    downtime: new Map(),
    holdMinutes: DEFAULT_HOLD_MINUTES,
    nextConfirmNumber: 4_100_001,
  };
}

/** A new confirmation number: `SR` and seven digits, in order (the spec does not show the format). */
export function nextConfirmNo(state: CheckoutState): string {
  const number = state.nextConfirmNumber;
  state.nextConfirmNumber += 1;
  return `SR${number}`;
}
