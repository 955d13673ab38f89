/**
 * Availability and code checks of the booking service (booking spec §7), computed from the
 * seeded calendar (restrictionsOn, nightlyRateOn) and the inventory ledger (capacity minus holds
 * minus reservations) so they agree with rate searches.
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import {
  convertAmount,
  findApartmentTypeSeed,
  findCurrencySeed,
  findPropertySeed,
  nightlyRateOn,
  parseIsoDate,
  restrictionsOn,
} from '../seed/index.ts';
import type { PropertySeed } from '../seed/index.ts';
import { findPromotionCodeSeed } from '../seed/promotion-codes.ts';
import type { UnitsOn } from '../inventory-ledger.ts';
import { ledgerNow } from './ledger-now.ts';

/** Booking spec §4 "Unavailable date reasons". */
export type UnavailableReason =
  | 'Closed'
  | 'MinStayThrough'
  | 'MinStayArrive'
  | 'NoArrive'
  | 'NoDeparture'
  | 'NoAvailableInventory'
  | 'NoSellDay'
  | 'ZeroFinalPrice'
  | 'MaxAdultOccupancyExceeded'
  | 'MaxChildOccupancyExceeded'
  | 'MaxOccupancyExceeded';

export interface CalendarDay {
  date: string;
  /** The night can be sold (not closed, not a no-sell day, inventory for every room). */
  sellable: boolean;
  canArrive: boolean;
  canDepart: boolean;
  minStayArrive: number;
  minStayThrough: number;
  reasons: UnavailableReason[];
  /** Lowest standard rate of a night for the requested rooms, in `currencyCode`; absent when not sellable. */
  lowestRate?: number;
}

interface RoomRequest {
  numberOfAdult: number;
  numberOfChildren: number;
}

const MAX_CALENDAR_DAYS = 93;

function roomsOf(body: Record<string, unknown>): RoomRequest[] | undefined {
  const list = body.apartmentList;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const rooms = list.map((room: unknown): RoomRequest | undefined => {
    if (typeof room !== 'object' || room === null) return undefined;
    const { numberOfAdult, numberOfChildren } = room as Record<string, unknown>;
    if (typeof numberOfAdult !== 'number' || numberOfAdult < 1) return undefined;
    return { numberOfAdult, numberOfChildren: typeof numberOfChildren === 'number' ? numberOfChildren : 0 };
  });
  return rooms.every((room) => room !== undefined) ? (rooms as RoomRequest[]) : undefined;
}

function datesBetween(startDate: string, endDate: string): string[] | undefined {
  try {
    parseIsoDate(startDate);
    parseIsoDate(endDate);
  } catch {
    return undefined;
  }
  const dates: string[] = [];
  for (let time = Date.parse(`${startDate}T00:00:00Z`); time <= Date.parse(`${endDate}T00:00:00Z`); time += 86_400_000) {
    dates.push(new Date(time).toISOString().slice(0, 10));
    if (dates.length > MAX_CALENDAR_DAYS) return undefined;
  }
  return dates.length > 0 ? dates : undefined;
}

/** Apartment types whose occupancy fits the largest requested room; otherwise why none does. */
function fittingApartments(property: PropertySeed, rooms: RoomRequest[]): { codes: string[]; occupancyReason?: UnavailableReason } {
  const adults = Math.max(...rooms.map((room) => room.numberOfAdult));
  const children = Math.max(...rooms.map((room) => room.numberOfChildren));
  const guests = Math.max(...rooms.map((room) => room.numberOfAdult + room.numberOfChildren));
  const types = property.apartments.flatMap((apartment) => {
    const type = findApartmentTypeSeed(apartment.apartmentTypeCode);
    return type ? [type] : [];
  });
  const codes = types
    .filter((type) => adults <= type.maxAdults && children <= type.maxChildren && guests <= type.maxPersonInRoom)
    .map((type) => type.apartmentTypeCode);
  if (codes.length > 0) return { codes };
  if (types.every((type) => adults > type.maxAdults)) return { codes, occupancyReason: 'MaxAdultOccupancyExceeded' };
  if (types.every((type) => children > type.maxChildren)) return { codes, occupancyReason: 'MaxChildOccupancyExceeded' };
  return { codes, occupancyReason: 'MaxOccupancyExceeded' };
}

function calendarDay(property: PropertySeed, date: string, rooms: RoomRequest[], currency: string, unitsOn: UnitsOn): CalendarDay {
  const restrictions = restrictionsOn(property.propertyCode, date);
  const { codes, occupancyReason } = fittingApartments(property, rooms);
  const withInventory = codes.filter((code) => unitsOn(property.propertyCode, code, date) >= rooms.length);
  const reasons: UnavailableReason[] = [];
  if (restrictions.closed) reasons.push('Closed');
  if (restrictions.noSellDay) reasons.push('NoSellDay');
  if (occupancyReason) reasons.push(occupancyReason);
  else if (withInventory.length === 0) reasons.push('NoAvailableInventory');
  if (restrictions.noArrive) reasons.push('NoArrive');
  if (restrictions.noDeparture) reasons.push('NoDeparture');
  if (restrictions.minStayArrive > property.minLengthOfStay) reasons.push('MinStayArrive');
  if (restrictions.minStayThrough > property.minLengthOfStay) reasons.push('MinStayThrough');
  const sellable = !restrictions.closed && !restrictions.noSellDay && !occupancyReason && withInventory.length > 0;
  const rates = withInventory.map((code) => nightlyRateOn(property.propertyCode, code, date) * rooms.length);
  const lowest = sellable ? convertAmount(Math.min(...rates), property.currencyCode, currency) : undefined;
  return {
    date,
    sellable,
    canArrive: sellable && !restrictions.noArrive,
    canDepart: !restrictions.noDeparture,
    minStayArrive: restrictions.minStayArrive,
    minStayThrough: restrictions.minStayThrough,
    reasons,
    ...(lowest === undefined ? {} : { lowestRate: lowest }),
  };
}

/** POST /api/property/check-calendar-availability-hotel with the availability calendar request (booking spec §3). */
function checkCalendarAvailability(context: RouteContext): void {
  const body = (typeof context.body === 'object' && context.body !== null ? context.body : {}) as Record<string, unknown>;
  const property = typeof body.hotelCode === 'string' ? findPropertySeed(body.hotelCode) : undefined;
  const dates =
    typeof body.startDate === 'string' && typeof body.endDate === 'string' ? datesBetween(body.startDate, body.endDate) : undefined;
  const rooms = roomsOf(body);
  if (!property) {
    sendError(context.res, 404, 'E52', 'The property is not set up for online booking.');
    return;
  }
  if (!dates || !rooms) {
    sendError(
      context.res,
      400,
      SANDBOX_ERROR_CODES.badRequest,
      `Send hotelCode, startDate and endDate (YYYY-MM-DD, at most ${MAX_CALENDAR_DAYS} days) and a non-empty apartmentList.`,
    );
    return;
  }
  const requested = typeof body.currencyCode === 'string' ? body.currencyCode.toUpperCase() : property.currencyCode;
  const currencyCode = findCurrencySeed(requested) ? requested : property.currencyCode;
  const unitsOn = ledgerNow(context);
  sendContent(context.res, {
    hotelCode: property.propertyCode,
    currencyCode,
    days: dates.map((date) => calendarDay(property, date, rooms, currencyCode, unitsOn)),
  });
}

/** POST /api/property/validate-promotion-code: whether a code of a type applies to a property and arrival. */
function validatePromotionCode(context: RouteContext): void {
  const body = (typeof context.body === 'object' && context.body !== null ? context.body : {}) as Record<string, unknown>;
  const code = typeof body.discountCode === 'string' ? body.discountCode.trim() : '';
  if (!code) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'discountCode is required.');
    return;
  }
  const seed = findPromotionCodeSeed(code);
  const requestedType = typeof body.discountCodeType === 'number' ? body.discountCodeType : undefined;
  const hotelCode = typeof body.hotelCode === 'string' ? body.hotelCode.toUpperCase() : undefined;
  const startDate = typeof body.startDate === 'string' ? body.startDate : undefined;
  const reason = !seed
    ? 'unknown'
    : requestedType !== undefined && requestedType !== 0 && requestedType !== seed.discountCodeType
      ? 'wrong-type'
      : hotelCode && seed.propertyCodes.length > 0 && !seed.propertyCodes.includes(hotelCode)
        ? 'not-for-property'
        : seed.validUntil && startDate && startDate > seed.validUntil
          ? 'expired'
          : undefined;
  sendContent(context.res, {
    valid: reason === undefined,
    discountCode: seed?.code ?? code,
    discountCodeType: seed?.discountCodeType ?? 0,
    ...(reason ? { reason } : {}),
  });
}

export function registerAvailabilityRoutes(router: Router): void {
  router
    .add('POST', '/api/property/check-calendar-availability-hotel', checkCalendarAvailability)
    .add('POST', '/api/property/validate-promotion-code', validatePromotionCode);
}
