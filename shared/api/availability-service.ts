import type { IsoDate } from '../domain/iso-date';
import { isIsoDate } from '../domain/iso-date';
import type { NightAvailability } from '../domain/booking/stay-availability';
import { count, flag, isRecord, listOf, text, texts } from '../domain/json-guards';
import type { ApiClient, ApiResult } from './types';

/** Booking spec §4 "Unavailable date reasons". Unknown reasons from the service are dropped. */
export const UNAVAILABLE_REASONS = [
  'Closed',
  'MinStayThrough',
  'MinStayArrive',
  'NoArrive',
  'NoDeparture',
  'NoAvailableInventory',
  'NoSellDay',
  'ZeroFinalPrice',
  'MaxAdultOccupancyExceeded',
  'MaxChildOccupancyExceeded',
  'MaxOccupancyExceeded',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export interface AvailabilityDay extends NightAvailability {
  reasons: UnavailableReason[];
  /** Lowest rate of the night for the requested rooms, in the calendar's currency. */
  lowestRate?: number;
}

export interface AvailabilityCalendarAnswer {
  hotelCode: string;
  currencyCode: string;
  days: AvailabilityDay[];
}

export interface RoomOccupancy {
  adults: number;
  children: number;
}

export interface AvailabilityRequest {
  hotelCode: string;
  rooms: readonly RoomOccupancy[];
  currencyCode?: string;
  startDate: IsoDate;
  endDate: IsoDate;
}

function isReason(value: string): value is UnavailableReason {
  return (UNAVAILABLE_REASONS as readonly string[]).includes(value);
}

function parseDay(raw: unknown): AvailabilityDay | undefined {
  if (!isRecord(raw)) return undefined;
  const date = text(raw, 'date');
  const sellable = flag(raw, 'sellable');
  if (!date || !isIsoDate(date) || sellable === undefined) return undefined;
  // A missing flag is read as the safe "no": the rate search has the last word anyway.
  const canArrive = sellable && flag(raw, 'canArrive') === true;
  const rate = count(raw, 'lowestRate');
  return {
    date,
    sellable,
    canArrive,
    canDepart: flag(raw, 'canDepart') ?? true,
    minStayArrive: Math.max(0, Math.floor(count(raw, 'minStayArrive') ?? 0)),
    minStayThrough: Math.max(0, Math.floor(count(raw, 'minStayThrough') ?? 0)),
    reasons: (texts(raw, 'reasons') ?? []).filter(isReason),
    ...(sellable && rate !== undefined && rate > 0 ? { lowestRate: rate } : {}),
  };
}

/** Validates the check-calendar-availability-hotel answer at the boundary (booking spec §7). */
export function parseAvailabilityCalendar(raw: unknown): AvailabilityCalendarAnswer | undefined {
  if (!isRecord(raw)) return undefined;
  const hotelCode = text(raw, 'hotelCode');
  const currencyCode = text(raw, 'currencyCode');
  const days = listOf(raw.days, parseDay);
  if (!hotelCode || !currencyCode || !/^[A-Z]{3}$/.test(currencyCode) || !days) return undefined;
  return { hotelCode, currencyCode, days };
}

/** The availability calendar of a property for a date range and rooms; a read, so retried and shared. */
export function fetchAvailabilityCalendar(client: ApiClient, request: AvailabilityRequest): Promise<ApiResult<AvailabilityCalendarAnswer>> {
  return client.post(
    '/api/property/check-calendar-availability-hotel',
    {
      hotelCode: request.hotelCode,
      startDate: request.startDate,
      endDate: request.endDate,
      apartmentList: request.rooms.map((room) => ({ numberOfAdult: room.adults, numberOfChildren: room.children })),
      ...(request.currencyCode ? { currencyCode: request.currencyCode } : {}),
    },
    // Booking spec §7: this call is made in en-us whatever the page language.
    { parse: parseAvailabilityCalendar, idempotent: true, language: 'en-us' },
  );
}
