import type { IsoDate } from '../iso-date';

/**
 * Search criteria (booking spec §3 "Search criteria / booking search data"): what the search
 * widget submits, deep links carry and every later booking step reads.
 */
export type DestinationType = 'property' | 'city' | 'country' | 'brand';
/** 1 = day-month-year, 2 = month-day-year, 3 = year-month-day (booking spec §2). */
export type DateOrder = 1 | 2 | 3;
/** 0 or 1 promotion, 3 corporate, 6 staff, plus group, travel agent and voucher (booking spec §4). */
export type DiscountCodeType = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface RoomOccupancy {
  adults: number;
  /** One entry per child; `null` is an age not given (a deep link with one is invalid, spec §5). */
  childAges: (number | null)[];
}

export interface SearchCriteria {
  /** Property code when searching one property (`hotel` / `hotelCode`). */
  hotelCode: string | undefined;
  /** What was searched for by name (`searchdest`): a city, country, brand or property name. */
  destination: string | undefined;
  type: DestinationType;
  startDate: IsoDate;
  endDate: IsoDate;
  dateType: DateOrder;
  rooms: RoomOccupancy[];
  discountCode: string;
  discountCodeType: DiscountCodeType;
  minLengthOfStay: number;
  checkInDatePeriod: string | undefined;
  checkOutDatePeriod: string | undefined;
  currencyCode: string | undefined;
  showFlexibleCal: boolean;
  roomTypeCodes: string[];
  /** `rate`: limits the shown rates to these rate plan codes (booking spec §2). */
  rateFilter: string[];
  ratePlanCode: string | undefined;
  ssid: string | undefined;
  referralCode: string | undefined;
  searchSource: string | undefined;
  srcId: string | undefined;
  country: string | undefined;
  brand: string | undefined;
  showAsrParticipatingOnly: boolean;
  language: string | undefined;
  /** `apartments`, kept as given (its format is not shown in the spec). */
  apartments: string | undefined;
  /** UTM and referral parameters, kept for analytics only. */
  tracking: Record<string, string>;
}

/** Limits from the booking configuration (booking spec §9 defaults). */
export interface OccupancyLimits {
  maxRooms: number;
  maxAdults: number;
  maxChildren: number;
  /** Highest age a child can be given; older guests book as adults. */
  maxChildAge: number;
  /** A child at or above this age counts as an adult (booking spec §3); per city or property. */
  childAgeLimit: number;
  minLengthOfStay: number;
}

export const DEFAULT_LIMITS: OccupancyLimits = {
  maxRooms: 5,
  maxAdults: 3,
  maxChildren: 5,
  maxChildAge: 17,
  childAgeLimit: 12,
  minLengthOfStay: 1,
};

/** Derived guest counts of a room (booking spec §3: actualNumberOfAdult, actualNumberOfChildren, numOfGuest). */
export interface RoomGuests {
  actualNumberOfAdult: number;
  actualNumberOfChildren: number;
  numberOfGuest: number;
}

export function roomGuests(room: RoomOccupancy, childAgeLimit: number): RoomGuests {
  const olderChildren = room.childAges.filter((age) => age !== null && age >= childAgeLimit).length;
  return {
    actualNumberOfAdult: room.adults + olderChildren,
    actualNumberOfChildren: room.childAges.length - olderChildren,
    numberOfGuest: room.adults + room.childAges.length,
  };
}

/** Age 0 is shown as "<1" (booking spec §3). */
export function childAgeLabel(age: number): string {
  return age === 0 ? '<1' : String(age);
}
