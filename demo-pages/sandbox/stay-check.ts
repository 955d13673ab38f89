/**
 * Whether a stay can be sold (booking spec §4): the one rule the rate searches answer with
 * (`routes/rates.ts`, `routes/apartment-rates.ts`) and the tests ask the seed with
 * (`testing/sellable-stays.ts`, before any hold). It reads only the seeded calendar and the units
 * it is given, so it runs in Node and in a browser alike.
 */
import { findApartmentTypeSeed } from './seed/apartment-types.ts';
import { restrictionsOn } from './seed/calendar.ts';
import type { PropertySeed } from './seed/properties.ts';
import type { UnitsOn } from './inventory-ledger.ts';
import type { UnavailableReason } from './routes/availability.ts';

/** Booking spec §4 order, so reasons always come in the same order. */
const REASON_ORDER: readonly UnavailableReason[] = [
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
];

export interface RoomRequest {
  numberOfAdult: number;
  numberOfChildren: number;
}

/** The stay asked for: its nights (arrival first), the departure day and one request per apartment. */
export interface StayRequest {
  nights: readonly string[];
  endDate: string;
  rooms: readonly RoomRequest[];
}

interface StayCheck {
  /** Apartment types on which the whole stay can be sold. */
  sellableTypes: string[];
  reasons: UnavailableReason[];
}

/** Which apartment types can sell the whole stay, and otherwise what blocked them (booking spec §4). */
export function checkStay(property: PropertySeed, search: StayRequest, unitsOn: UnitsOn): StayCheck {
  const code = property.propertyCode;
  const { nights, rooms, endDate } = search;
  const reasons = new Set<UnavailableReason>();
  const arrival = restrictionsOn(code, nights[0]!);
  const restrictions = nights.map((night) => restrictionsOn(code, night));
  if (restrictions.some((night) => night.closed)) reasons.add('Closed');
  if (restrictions.some((night) => night.noSellDay)) reasons.add('NoSellDay');
  if (arrival.noArrive) reasons.add('NoArrive');
  if (restrictionsOn(code, endDate).noDeparture) reasons.add('NoDeparture');
  if (nights.length < Math.max(arrival.minStayArrive, property.minLengthOfStay)) reasons.add('MinStayArrive');
  if (restrictions.some((night) => nights.length < night.minStayThrough)) reasons.add('MinStayThrough');

  const adults = Math.max(...rooms.map((room) => room.numberOfAdult));
  const children = Math.max(...rooms.map((room) => room.numberOfChildren));
  const guests = Math.max(...rooms.map((room) => room.numberOfAdult + room.numberOfChildren));
  const types = property.apartments.flatMap((apartment) => {
    const type = findApartmentTypeSeed(apartment.apartmentTypeCode);
    return type ? [type] : [];
  });
  const fitting = types.filter((type) => adults <= type.maxAdults && children <= type.maxChildren && guests <= type.maxPersonInRoom);
  if (fitting.length === 0) {
    if (types.every((type) => adults > type.maxAdults)) reasons.add('MaxAdultOccupancyExceeded');
    else if (types.every((type) => children > type.maxChildren)) reasons.add('MaxChildOccupancyExceeded');
    else reasons.add('MaxOccupancyExceeded');
  }
  const withInventory = fitting
    .map((type) => type.apartmentTypeCode)
    .filter((typeCode) => nights.every((night) => unitsOn(code, typeCode, night) >= rooms.length));
  if (fitting.length > 0 && withInventory.length === 0) reasons.add('NoAvailableInventory');
  const blocked = reasons.size > 0;
  return {
    sellableTypes: blocked ? [] : withInventory,
    reasons: REASON_ORDER.filter((reason) => reasons.has(reason)),
  };
}
