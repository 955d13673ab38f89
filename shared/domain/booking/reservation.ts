import { addDays, isIsoDate } from '../iso-date';
import { sumLines } from '../money';
import type { AddonAnalyticsRecord } from './addons/addon-analytics';

/**
 * A reservation as the confirmation shows it (booking spec §3 "Reservation"; issue 16 contract
 * call 9, statusReservation): one per confirmation number, that is one per apartment. Parsed at
 * the boundary (`shared/api/reservation-service.ts`); amounts in `currencyCode`, already rounded
 * lines. Never card data, and no e-mail: the confirmation does not need it, so it is not read.
 */
export interface Reservation {
  confirmNo: string;
  hotelCode: string;
  propertyName: string;
  /** ISO dates. */
  startDate: string;
  endDate: string;
  /** Confirmed, Cancelled, Arrived, NoShow, Departed (booking spec §3). */
  status: string;
  roomTypeCode: string;
  roomTypeName: string;
  ratePlanCode: string;
  ratePlanName: string;
  guest: ReservationGuest;
  addons: ReservationAddon[];
  paid: number;
  due: number;
  currencyCode: string;
  totals: { totalBeforeTax: number; totalTax: number; total: number };
  /** The rate's CancelPenalty policy code (booking spec §5), '' when not sent. */
  cancelPolicyCode: string;
  isNonRefundable: boolean;
}

export interface ReservationGuest {
  salutation: string;
  firstName: string;
  lastName: string;
  /** Undefined when the service does not say. */
  numberOfAdult: number | undefined;
  numberOfChildren: number | undefined;
  /** The children's ages as booked; [] when the service does not say. */
  childAges: number[];
}

/** Booking spec §3 "Reservation" add-ons (AddonCode, AddonType, ListApartment) with what the record of §3 needs. */
export interface ReservationAddon {
  AddonCode: string;
  AddonType: string;
  /** Apartment numbers the add-on is for. */
  ListApartment: number[];
  /** The add-on's name when the service sends it, else ''. */
  title: string;
  /** The line before tax and its tax, in the reservation's currency; 0 when not sent. */
  priceWithoutTax: number;
  tax: number;
  quantity: number;
  /** The persons a per-person add-on was booked for, when the service sends them (issue 18: the modify flow keeps them). */
  numberOfAdult?: number | undefined;
  numberOfChildren?: number | undefined;
}

/**
 * The cancellation policy in words (issue 16 item 2), from the rate's CancelPenalty code
 * (booking spec §5; codes of the content service's cancel-policy list): `CXL<hours>` is free
 * cancellation until that many hours before arrival (the deadline shown as the calendar day that
 * many whole days before arrival, rounded up: the arrival time is not known), `LEASE<days>` a
 * lease cancelled with that many days' notice, `PEN1N` the first night charged, `NONREF` (or a
 * non-refundable rate) nothing refunded. Any other code: the conditions are not known here.
 */
export type CancellationTerms =
  | { kind: 'non-refundable' }
  | { kind: 'free-until'; deadline: string; hours: number }
  | { kind: 'notice'; days: number }
  | { kind: 'first-night' }
  | { kind: 'unknown' };

export function cancellationTerms({
  cancelPolicyCode,
  isNonRefundable,
  startDate,
}: Pick<Reservation, 'cancelPolicyCode' | 'isNonRefundable' | 'startDate'>): CancellationTerms {
  const code = cancelPolicyCode.trim().toUpperCase();
  if (isNonRefundable || code === 'NONREF') return { kind: 'non-refundable' };
  const free = /^CXL(\d{1,4})$/.exec(code);
  if (free && isIsoDate(startDate)) {
    const hours = Number(free[1]);
    return { kind: 'free-until', deadline: addDays(startDate, -Math.ceil(hours / 24)), hours };
  }
  const lease = /^LEASE(\d{1,3})$/.exec(code);
  if (lease) return { kind: 'notice', days: Number(lease[1]) };
  if (code === 'PEN1N') return { kind: 'first-night' };
  return { kind: 'unknown' };
}

/** What a booking of several reservations comes to: paid and due summed once (booking spec §9, DESIGN §8 money in minor units). */
export function bookingAmounts(reservations: readonly Reservation[]): { paid: number; due: number; currencyCode: string } | undefined {
  const currencyCode = reservations[0]?.currencyCode;
  if (!currencyCode || reservations.some((reservation) => reservation.currencyCode !== currencyCode)) return undefined;
  return {
    paid: sumLines(
      reservations.map((reservation) => reservation.paid),
      currencyCode,
    ),
    due: sumLines(
      reservations.map((reservation) => reservation.due),
      currencyCode,
    ),
    currencyCode,
  };
}

/**
 * Booking spec §3 "Analytics add-on record" of a reserved add-on. The confirmation shows the
 * reservation's own currency only, so the display amounts are the property amounts (the cart's
 * records convert; here nothing is converted).
 */
export function reservationAddonRecord(addon: ReservationAddon, currencyCode: string): AddonAnalyticsRecord {
  const total = sumLines([addon.priceWithoutTax, addon.tax], currencyCode);
  return {
    AddonType: addon.AddonType,
    AddonCode: addon.AddonCode,
    AddonPropertyRate: addon.priceWithoutTax,
    AddonDisplayRate: addon.priceWithoutTax,
    AddonPropertyTax: addon.tax,
    AddonDisplayTax: addon.tax,
    AddonPropertyTotal: total,
    AddonDisplayTotal: total,
    AddonQty: addon.quantity,
  };
}
