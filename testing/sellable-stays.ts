/**
 * Nights the sandbox sells, asked of its seed (issue 27 §2): a test that needs "a stay we can book"
 * names what it needs and gets the first arrival, from a number of days after the run's today,
 * on which the seeded calendar sells it. The seed is a pure function of the date
 * (`demo-pages/sandbox/seed/calendar.ts`) and the rule is the rate searches' own
 * (`demo-pages/sandbox/stay-check.ts`), so the answer is the same on every run of a given today and
 * agrees with what the sandbox answers before anyone holds a unit. Runs in Node and in the
 * component tests' browser alike.
 */
import { inventoryOn } from '../demo-pages/sandbox/seed/calendar.ts';
import { PROPERTY_SEEDS, findPropertySeed, isOpenForOnlineBooking } from '../demo-pages/sandbox/seed/properties.ts';
import { checkStay, type RoomRequest } from '../demo-pages/sandbox/stay-check.ts';
import { testDay } from './clock';

export interface SellableStayRequest {
  /** The property, or several that must all sell the stay (a city search's properties). */
  hotelCode: string | readonly string[];
  /** Nights of the stay; 2 by default. */
  nights?: number;
  /** The earliest arrival, in days after the run's today; 30 by default. */
  from?: number;
  /** Arrivals to try after `from` before giving up; 120 by default. */
  within?: number;
  /** One request per apartment; one apartment for two adults by default. */
  rooms?: readonly RoomRequest[];
  /** The apartment type that must sell it (every property of `hotelCode` must have it). */
  apartmentTypeCode?: string;
  /** Seeded units of that type (or of some sellable type) needed every night; the number of rooms by default. */
  units?: number;
}

export interface SellableStay {
  /** Arrival and departure, YYYY-MM-DD. */
  arrive: string;
  depart: string;
  /** The nights, arrival first. */
  nights: string[];
  /** Days from the run's today to the arrival. */
  offset: number;
}

const TWO_ADULTS: readonly RoomRequest[] = [{ numberOfAdult: 2, numberOfChildren: 0 }];

function sells(hotelCode: string, nights: readonly string[], depart: string, request: SellableStayRequest): boolean {
  const property = findPropertySeed(hotelCode);
  if (!property) throw new RangeError(`sellableStay: no seeded property ${hotelCode}`);
  const rooms = request.rooms ?? TWO_ADULTS;
  const units = request.units ?? rooms.length;
  const { sellableTypes } = checkStay(property, { nights, endDate: depart, rooms }, inventoryOn);
  const types = request.apartmentTypeCode ? sellableTypes.filter((type) => type === request.apartmentTypeCode) : sellableTypes;
  return types.some((type) => nights.every((night) => inventoryOn(hotelCode, type, night) >= units));
}

/** The first stay from `from` days after today that the seed sells as asked; throws if none within `within` days. */
export function sellableStay(request: SellableStayRequest): SellableStay {
  const { nights: length = 2, from = 30, within = 120 } = request;
  const hotelCodes = typeof request.hotelCode === 'string' ? [request.hotelCode] : request.hotelCode;
  for (let offset = from; offset <= from + within; offset += 1) {
    const nights = Array.from({ length }, (_, night) => testDay(offset + night));
    const depart = testDay(offset + length);
    if (hotelCodes.every((hotelCode) => sells(hotelCode, nights, depart, request))) {
      return { arrive: nights[0]!, depart, nights, offset };
    }
  }
  throw new Error(
    `sellableStay: the seed sells no ${length}-night stay at ${hotelCodes.join(', ')} within ${within} days of today + ${from}`,
  );
}

/** `count` stays that share no night, each the first sellable one after the last: for tests that must not meet. */
export function sellableStays(request: SellableStayRequest, count: number): SellableStay[] {
  const stays: SellableStay[] = [];
  let from = request.from ?? 30;
  for (let index = 0; index < count; index += 1) {
    const stay = sellableStay({ ...request, from });
    stays.push(stay);
    from = stay.offset + stay.nights.length;
  }
  return stays;
}

/** Whether the seed sells this stay at the property (a test's own dates, checked). */
export function isSellable(
  hotelCode: string,
  arrive: string,
  length: number,
  request: Omit<SellableStayRequest, 'hotelCode'> = {},
): boolean {
  const start = Date.parse(`${arrive}T00:00:00Z`);
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  const nights = Array.from({ length }, (_, night) => day(night));
  return sells(hotelCode, nights, day(length), { hotelCode, ...request });
}

/** The seeded properties of a city (its English name) that sell online: what a city search lists with rates. */
export function bookablePropertiesIn(city: string): string[] {
  return PROPERTY_SEEDS.filter((property) => property.city.en === city && isOpenForOnlineBooking(property)).map(
    (property) => property.propertyCode,
  );
}
