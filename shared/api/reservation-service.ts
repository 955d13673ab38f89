import { isRecord, listOf, text, count, type Json } from '../domain/json-guards';
import { parseTotals } from './checkout-service';
import type { CartTotals } from '../domain/booking/cart-totals';
import type { ApiClient, ApiResult } from './types';

/**
 * The reservation calls (issue 16 contract, calls 9 and 10; booking spec §3 "Reservation", §7),
 * validated at the boundary. Card data never arrives (the contract) and is never read.
 */
export type ReservationStatus = 'Reserved' | 'Arrived' | 'NoShow' | 'Cancelled' | 'Departed';

/** One apartment's guest as the reservation keeps it (the guest details without card data). */
export interface ReservationGuest {
  apartmentNumber: number;
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  countryOfResidence: string;
  arrivalTime: string;
  requests: string;
}

/** Booking §3 "Reservation": add-ons as `AddonCode`, `AddonType`, `ListApartment` (apartment numbers). */
export interface ReservationAddon {
  AddonCode: string;
  AddonType: string;
  ListApartment: number[];
}

export interface Reservation {
  confirmNo: string;
  hotelCode: string;
  propertyName: string;
  startDate: string;
  endDate: string;
  /** Booking §3 statuses, and `Reserved` before arrival (our name for a booked reservation: the spec lists none). */
  status: ReservationStatus;
  guests: ReservationGuest[];
  roomTypeName: string;
  ratePlanName: string;
  addons: ReservationAddon[];
  paid: number;
  due: number;
  currencyCode: string;
  totals: CartTotals;
}

const STATUSES: readonly ReservationStatus[] = ['Reserved', 'Arrived', 'NoShow', 'Cancelled', 'Departed'];

const GUEST_TEXTS = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phoneCountryCode',
  'phone',
  'countryOfResidence',
  'arrivalTime',
  'requests',
] as const;

function parseGuest(raw: unknown, position: number): ReservationGuest | undefined {
  if (!isRecord(raw)) return undefined;
  const guest = { apartmentNumber: count(raw, 'apartmentNumber') ?? position + 1 } as ReservationGuest;
  for (const field of GUEST_TEXTS) guest[field] = text(raw, field) ?? '';
  return guest;
}

function parseAddon(raw: unknown): ReservationAddon | undefined {
  if (!isRecord(raw)) return undefined;
  const AddonCode = text(raw, 'AddonCode');
  const apartments = Array.isArray(raw.ListApartment) ? raw.ListApartment : [];
  const ListApartment = apartments.map(Number).filter((number) => Number.isInteger(number) && number > 0);
  return AddonCode ? { AddonCode, AddonType: text(raw, 'AddonType') ?? '', ListApartment } : undefined;
}

const required = (raw: Json, field: string): string | undefined => {
  const value = text(raw, field);
  return value && value.trim() !== '' ? value : undefined;
};

export function parseReservation(raw: unknown): Reservation | undefined {
  if (!isRecord(raw)) return undefined;
  const confirmNo = required(raw, 'confirmNo');
  const hotelCode = required(raw, 'hotelCode');
  const startDate = required(raw, 'startDate');
  const endDate = required(raw, 'endDate');
  const currencyCode = required(raw, 'currencyCode');
  const status = STATUSES.find((known) => known === raw.status);
  const totals = parseTotals(raw.totals);
  const guests = Array.isArray(raw.guests) ? raw.guests.map(parseGuest).filter((guest) => guest !== undefined) : [];
  if (!confirmNo || !hotelCode || !startDate || !endDate || !currencyCode || !status || !totals) return undefined;
  return {
    confirmNo,
    hotelCode,
    propertyName: text(raw, 'propertyName') ?? hotelCode,
    startDate,
    endDate,
    status,
    guests,
    roomTypeName: text(raw, 'roomTypeName') ?? '',
    ratePlanName: text(raw, 'ratePlanName') ?? '',
    addons: listOf(raw.addons, parseAddon) ?? [],
    paid: count(raw, 'paid') ?? 0,
    due: count(raw, 'due') ?? 0,
    currencyCode,
    totals,
  };
}

/** Call 9: a reservation by its confirmation number (a read: may be retried). E91: not found. */
export function fetchReservation(client: ApiClient, confirmNo: string): Promise<ApiResult<Reservation>> {
  return client.post('/api/statusReservation', { confirmNo }, { parse: parseReservation, idempotent: true });
}

/** Call 10: e-mails the confirmation to a friend. */
export function shareReservation(client: ApiClient, confirmNo: string, email: string): Promise<ApiResult<true>> {
  return client.post(
    '/api/reservation/sharewithfriend',
    { confirmNo, email },
    {
      query: { template: 'share' },
      parse: (raw) => (isRecord(raw) && raw.sent === true ? true : undefined),
    },
  );
}

/**
 * Call 10: the printable confirmation as HTML. Untrusted (DESIGN.md §3): the caller sanitises it
 * before showing it; this only checks it is text.
 */
export function fetchPrintConfirmation(client: ApiClient, confirmNo: string): Promise<ApiResult<string>> {
  return client.post(
    '/api/reservation/print-confirmation',
    { confirmNo },
    {
      parse: (raw) => (isRecord(raw) ? text(raw, 'html') : undefined),
      idempotent: true,
    },
  );
}
