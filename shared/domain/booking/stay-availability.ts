import { addDays, type IsoDate } from '../iso-date';

/**
 * Arrival and departure choice over an availability calendar (booking spec §4 unavailable date
 * reasons, §5 minimum stay). A date is offered as arrival only if a stay of the minimum length
 * can be completed over the nights that follow: every night sellable, every night's
 * "minimum stay through" met, and a departure day that allows departures.
 */
export interface NightAvailability {
  date: IsoDate;
  /** Not closed, not a no-sell day, inventory for the requested rooms. */
  sellable: boolean;
  /** Sellable and not a no-arrival day. */
  canArrive: boolean;
  /** Not a no-departure day. */
  canDepart: boolean;
  /** Minimum nights of a stay arriving this day. */
  minStayArrive: number;
  /** Minimum nights of any stay including this night. */
  minStayThrough: number;
}

export type AvailabilityCalendar = ReadonlyMap<IsoDate, NightAvailability>;

/** Longest stay the search widget offers; also bounds the walk over the calendar. */
export const MAX_NIGHTS = 90;

export function calendarOf(nights: readonly NightAvailability[]): AvailabilityCalendar {
  return new Map(nights.map((night) => [night.date, night]));
}

/**
 * Whether `departure` ends a valid stay from `arrival`. Nights beyond the fetched calendar are
 * unknown: they do not block (the rate search has the last word), but unknown arrival nights do.
 */
export function isValidStay(calendar: AvailabilityCalendar, arrival: IsoDate, departure: IsoDate, minLengthOfStay: number): boolean {
  const first = calendar.get(arrival);
  if (!first?.canArrive) return false;
  let required = Math.max(minLengthOfStay, first.minStayArrive);
  let nights = 0;
  for (let date = arrival; date < departure; date = addDays(date, 1)) {
    const night = calendar.get(date);
    if (night && !night.sellable) return false;
    required = Math.max(required, night?.minStayThrough ?? 0);
    nights += 1;
    if (nights > MAX_NIGHTS) return false;
  }
  return nights >= required && (calendar.get(departure)?.canDepart ?? true);
}

/** The first departure that makes a valid stay from `arrival`, or undefined when none can. */
export function earliestDeparture(calendar: AvailabilityCalendar, arrival: IsoDate, minLengthOfStay: number): IsoDate | undefined {
  for (let nights = Math.max(1, minLengthOfStay); nights <= MAX_NIGHTS; nights += 1) {
    const departure = addDays(arrival, nights);
    const lastNight = calendar.get(addDays(departure, -1));
    if (lastNight && !lastNight.sellable) return undefined;
    if (isValidStay(calendar, arrival, departure, minLengthOfStay)) return departure;
  }
  return undefined;
}

export function canArriveOn(calendar: AvailabilityCalendar, arrival: IsoDate, minLengthOfStay: number): boolean {
  return earliestDeparture(calendar, arrival, minLengthOfStay) !== undefined;
}
