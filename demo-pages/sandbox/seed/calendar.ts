/**
 * Inventory, restrictions and prices per night: pure functions of (property, apartment type, date)
 * built on the seeded hash, so every run sees the same calendar and "relative to today" data stays
 * useful whatever today is. Availability calendars, rate searches and holds must all read these,
 * so that they agree with each other.
 *
 * Restrictions are spread by month: each kind falls on a fixed number of days per calendar month,
 * chosen by the hash, so every month has a few of each.
 */
import { roundForCurrency } from './currencies.ts';
import { seededHash, seededUnit } from './hash.ts';
import { parseIsoDate } from './iso-date.ts';
import { findPropertySeed, isOpenForOnlineBooking } from './properties.ts';
import type { PropertyApartmentSeed, PropertySeed } from './properties.ts';
import { findRatePlanSeed } from './rate-plans.ts';

/** Booking spec §4, unavailable date reasons Closed, MinStayArrive, MinStayThrough, NoArrive, NoDeparture, NoSellDay. */
export interface NightRestrictions {
  readonly closed: boolean;
  /** Minimum nights for a stay arriving on this date. */
  readonly minStayArrive: number;
  /** Minimum nights for any stay that includes this night. */
  readonly minStayThrough: number;
  readonly noArrive: boolean;
  readonly noDeparture: boolean;
  readonly noSellDay: boolean;
}

const DAYS_PER_MONTH = {
  closed: 2,
  minStayArrive: 3,
  minStayThrough: 1,
  noArrive: 2,
  noDeparture: 2,
  noSellDay: 1,
  soldOutProperty: 1,
  soldOutApartment: 2,
  lowInventory: 3,
} as const;

/** Stays arriving on a marked day need at least this many nights. */
const MARKED_MIN_STAY_ARRIVE = 3;

/** Friday and Saturday nights cost more. */
const WEEKEND_FACTOR = 1.2;
const WEEKEND_DAYS: readonly number[] = [5, 6];

/** January to December. */
const SEASON_FACTORS: readonly number[] = [1.05, 0.95, 1, 1.05, 1, 1, 1.1, 1.1, 1, 1, 1, 1.15];

/** Whether `isoDate` is one of the `perMonth` days of its month that the hash picks for (kind, key). */
function isMarkedDay(kind: keyof typeof DAYS_PER_MONTH, key: string, isoDate: string): boolean {
  const { year, month, day, daysInMonth } = parseIsoDate(isoDate);
  const rankOf = (dayOfMonth: number): number => seededHash(kind, key, year, month, dayOfMonth);
  const own = rankOf(day);
  let daysBefore = 0;
  for (let other = 1; other <= daysInMonth; other += 1) {
    const rank = rankOf(other);
    if (rank < own || (rank === own && other < day)) daysBefore += 1;
  }
  return daysBefore < DAYS_PER_MONTH[kind];
}

function requireProperty(propertyCode: string): PropertySeed {
  const property = findPropertySeed(propertyCode);
  if (!property) throw new RangeError(`Unknown property code: ${propertyCode}`);
  return property;
}

function requireApartment(property: PropertySeed, apartmentTypeCode: string): PropertyApartmentSeed {
  const apartment = property.apartments.find((candidate) => candidate.apartmentTypeCode === apartmentTypeCode);
  if (!apartment) throw new RangeError(`${property.propertyCode} has no apartment type ${apartmentTypeCode}`);
  return apartment;
}

/**
 * Seeded units of an apartment type for sale on the night of `isoDate`, before any sandbox
 * holds or reservations: one night a month the whole property is sold out, two nights a month
 * each apartment type is, three nights a month it is down to its last one or two units.
 */
export function inventoryOn(propertyCode: string, apartmentTypeCode: string, isoDate: string): number {
  const property = requireProperty(propertyCode);
  const apartment = requireApartment(property, apartmentTypeCode);
  const apartmentKey = `${property.propertyCode}/${apartment.apartmentTypeCode}`;
  if (isMarkedDay('soldOutProperty', property.propertyCode, isoDate)) return 0;
  if (isMarkedDay('soldOutApartment', apartmentKey, isoDate)) return 0;
  const unit = seededUnit('inventory', apartmentKey, isoDate);
  if (isMarkedDay('lowInventory', apartmentKey, isoDate)) return Math.min(apartment.inventory, unit < 0.5 ? 1 : 2);
  return Math.max(1, Math.floor(apartment.inventory * (0.15 + 0.85 * unit)));
}

/**
 * Property-wide restrictions of the night of `isoDate`. A property that is not live and bookable
 * online is closed every night.
 */
export function restrictionsOn(propertyCode: string, isoDate: string): NightRestrictions {
  const property = requireProperty(propertyCode);
  const code = property.propertyCode;
  const minStay = property.minLengthOfStay;
  return {
    closed: !isOpenForOnlineBooking(property) || isMarkedDay('closed', code, isoDate),
    minStayArrive: isMarkedDay('minStayArrive', code, isoDate) ? Math.max(MARKED_MIN_STAY_ARRIVE, minStay) : minStay,
    minStayThrough: isMarkedDay('minStayThrough', code, isoDate) ? minStay + 1 : minStay,
    noArrive: isMarkedDay('noArrive', code, isoDate),
    noDeparture: isMarkedDay('noDeparture', code, isoDate),
    noSellDay: isMarkedDay('noSellDay', code, isoDate),
  };
}

/**
 * Price of the night of `isoDate` on the standard rate (BAR), before tax, in the property's
 * currency: the apartment's base rate, higher on Friday and Saturday nights and in high season,
 * with a seeded variation of up to 4% either way.
 */
export function nightlyRateOn(propertyCode: string, apartmentTypeCode: string, isoDate: string): number {
  const property = requireProperty(propertyCode);
  const apartment = requireApartment(property, apartmentTypeCode);
  const { month, dayOfWeek } = parseIsoDate(isoDate);
  const weekend = WEEKEND_DAYS.includes(dayOfWeek) ? WEEKEND_FACTOR : 1;
  const season = SEASON_FACTORS[month - 1] ?? 1;
  const variation = 0.96 + 0.08 * seededUnit('rate', property.propertyCode, apartment.apartmentTypeCode, isoDate);
  return roundForCurrency(apartment.baseRate * weekend * season * variation, property.currencyCode);
}

/** Price of the night of `isoDate` on a rate plan: the standard rate times the plan's factor. */
export function ratePlanRateOn(propertyCode: string, apartmentTypeCode: string, ratePlanCode: string, isoDate: string): number {
  const ratePlan = findRatePlanSeed(ratePlanCode);
  if (!ratePlan) throw new RangeError(`Unknown rate plan code: ${ratePlanCode}`);
  const standard = nightlyRateOn(propertyCode, apartmentTypeCode, isoDate);
  return roundForCurrency(standard * ratePlan.priceFactor, requireProperty(propertyCode).currencyCode);
}
