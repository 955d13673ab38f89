import { describe, expect, it } from 'vitest';
import { addDays } from '../iso-date';
import { calendarOf, canArriveOn, earliestDeparture, isValidStay, type NightAvailability } from './stay-availability';

/** A calendar from a compact plan: one letter per night from 2027-01-01. */
function plan(nights: string, overrides: Record<number, Partial<NightAvailability>> = {}) {
  // o open, x closed/unsellable, a no arrival, d no departure, 3 min stay 3 when arriving
  return calendarOf(
    [...nights].map((letter, index) => ({
      date: addDays('2027-01-01', index),
      sellable: letter !== 'x',
      canArrive: letter !== 'x' && letter !== 'a',
      canDepart: letter !== 'd',
      minStayArrive: letter === '3' ? 3 : 1,
      minStayThrough: 1,
      ...overrides[index],
    })),
  );
}

const day = (index: number) => addDays('2027-01-01', index);

describe('canArriveOn and earliestDeparture', () => {
  it.each([
    { nights: 'ooooo', arrival: 0, minStay: 1, departure: day(1) },
    { nights: 'ooooo', arrival: 0, minStay: 3, departure: day(3) },
    { nights: 'oxooo', arrival: 0, minStay: 1, departure: day(1) },
    { nights: 'oxooo', arrival: 0, minStay: 2, departure: undefined },
    { nights: 'xoooo', arrival: 0, minStay: 1, departure: undefined },
    { nights: 'aoooo', arrival: 0, minStay: 1, departure: undefined },
    { nights: 'odooo', arrival: 0, minStay: 1, departure: day(2) },
    { nights: 'oddoo', arrival: 0, minStay: 1, departure: day(3) },
    { nights: '3oooo', arrival: 0, minStay: 1, departure: day(3) },
    { nights: '3oxoo', arrival: 0, minStay: 1, departure: undefined },
    { nights: 'oooxo', arrival: 1, minStay: 2, departure: day(3) },
    { nights: 'oooxo', arrival: 2, minStay: 2, departure: undefined },
    { nights: 'oo', arrival: 1, minStay: 3, departure: day(4) },
  ])('$nights arriving night $arrival, minimum $minStay → $departure', ({ nights, arrival, minStay, departure }) => {
    const calendar = plan(nights);
    expect(earliestDeparture(calendar, day(arrival), minStay)).toBe(departure);
    expect(canArriveOn(calendar, day(arrival), minStay)).toBe(departure !== undefined);
  });

  it('applies each night’s minimum stay through to the stays that include it', () => {
    const calendar = plan('ooooo', { 1: { minStayThrough: 3 } });
    expect(earliestDeparture(calendar, day(0), 1)).toBe(day(1));
    expect(isValidStay(calendar, day(0), day(2), 1)).toBe(false);
    expect(isValidStay(calendar, day(0), day(3), 1)).toBe(true);
    expect(earliestDeparture(calendar, day(1), 1)).toBe(day(4));
  });
});

describe('isValidStay', () => {
  const calendar = plan('ooodo3oo');
  it.each([
    { arrival: 0, departure: 1, valid: true },
    { arrival: 0, departure: 3, valid: false },
    { arrival: 0, departure: 4, valid: true },
    { arrival: 0, departure: 0, valid: false },
    { arrival: 5, departure: 7, valid: false },
    { arrival: 5, departure: 8, valid: true },
    { arrival: 3, departure: 5, valid: true },
  ])('$arrival → $departure: $valid', ({ arrival, departure, valid }) => {
    expect(isValidStay(calendar, day(arrival), day(departure), 1)).toBe(valid);
  });
});
