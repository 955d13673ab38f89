import { describe, expect, it } from 'vitest';
import type { AvailabilityDay } from '../../api/availability-service';
import { addDays } from '../../domain/iso-date';
import { calendarOf } from '../../domain/booking/stay-availability';
import { checkArrival, checkDeparture, type DateKnowledge, type PickerRules } from './date-rules';

const open = (date: string): AvailabilityDay => ({
  date,
  sellable: true,
  canArrive: true,
  canDepart: true,
  minStayArrive: 1,
  minStayThrough: 1,
  reasons: [],
});

/** Ten days from 2026-03-01; overrides per date. */
function rules(
  overrides: Record<string, Partial<AvailabilityDay> | undefined>,
  options: { minLengthOfStay?: number; knowledge?: DateKnowledge } = {},
): PickerRules {
  const list = Array.from({ length: 10 }, (_, index) => {
    const date = addDays('2026-03-01', index);
    return { ...open(date), ...overrides[date] };
  });
  const days = new Map(list.map((day) => [day.date, day]));
  return {
    today: '2026-03-02',
    minLengthOfStay: options.minLengthOfStay ?? 1,
    days,
    calendar: calendarOf(list),
    knowledgeOf: () => options.knowledge ?? 'ready',
  };
}

const closed = { sellable: false, canArrive: false, reasons: ['Closed' as const] };

describe('checkArrival', () => {
  it.each([
    { name: 'an open date', date: '2026-03-03', over: {}, allowed: true, reasons: [] },
    { name: 'before today', date: '2026-03-01', over: {}, allowed: false, reasons: [{ id: 'Past' }] },
    { name: 'a closed date', date: '2026-03-03', over: { '2026-03-03': closed }, allowed: false, reasons: [{ id: 'Closed' }] },
    {
      name: 'a no-arrival day',
      date: '2026-03-03',
      over: { '2026-03-03': { canArrive: false, reasons: ['NoArrive' as const] } },
      allowed: false,
      reasons: [{ id: 'NoArrive' }],
    },
    {
      name: 'min stay 3 from the date, but the third night is closed',
      date: '2026-03-03',
      over: { '2026-03-03': { minStayArrive: 3, reasons: ['MinStayArrive' as const] }, '2026-03-05': closed },
      allowed: false,
      reasons: [
        { id: 'MinStayArrive', nights: 3 },
        { id: 'StayCannotFit', nights: 3 },
      ],
    },
    {
      name: 'min stay 3 from the date, and three open nights follow',
      date: '2026-03-03',
      over: { '2026-03-03': { minStayArrive: 3, reasons: ['MinStayArrive' as const] }, '2026-03-06': closed },
      allowed: true,
      reasons: [{ id: 'MinStayArrive', nights: 3 }],
    },
    {
      name: 'the only departure day does not allow departures',
      date: '2026-03-03',
      over: { '2026-03-04': { ...closed, canDepart: false } },
      allowed: false,
      reasons: [{ id: 'StayCannotFit', nights: 1 }],
    },
  ])('$name', ({ date, over, allowed, reasons }) => expect(checkArrival(date, rules(over))).toEqual({ allowed, reasons }));

  it('uses the property minimum stay', () => {
    expect(checkArrival('2026-03-03', rules({ '2026-03-04': closed })).allowed).toBe(true);
    expect(checkArrival('2026-03-03', rules({ '2026-03-04': closed }, { minLengthOfStay: 2 })).allowed).toBe(false);
  });

  it('waits for a loading month and lets an unknown (failed or no property) date through', () => {
    expect(checkArrival('2026-03-03', rules({}, { knowledge: 'loading' }))).toEqual({ allowed: false, reasons: [{ id: 'Loading' }] });
    const unknown = { ...rules({}, { knowledge: 'open' }), days: new Map(), calendar: calendarOf([]) };
    expect(checkArrival('2026-03-03', unknown).allowed).toBe(true);
    expect(checkArrival('2026-03-01', unknown).allowed).toBe(false);
  });
});

describe('checkDeparture', () => {
  it.each([
    { name: 'the next day', departure: '2026-03-04', over: {}, allowed: true, reasons: [] },
    { name: 'the arrival day itself', departure: '2026-03-03', over: {}, allowed: false, reasons: [{ id: 'StayTooShort', nights: 1 }] },
    {
      name: 'shorter than the arrival minimum stay',
      departure: '2026-03-04',
      over: { '2026-03-03': { minStayArrive: 2 } },
      allowed: false,
      reasons: [{ id: 'StayTooShort', nights: 2 }],
    },
    {
      name: 'shorter than a night’s minimum stay through',
      departure: '2026-03-05',
      over: { '2026-03-04': { minStayThrough: 3 } },
      allowed: false,
      reasons: [{ id: 'StayTooShort', nights: 3 }],
    },
    {
      name: 'across a closed night',
      departure: '2026-03-07',
      over: { '2026-03-05': closed },
      allowed: false,
      reasons: [{ id: 'NightUnavailable' }],
    },
    {
      name: 'on a no-departure day',
      departure: '2026-03-05',
      over: { '2026-03-05': { canDepart: false, reasons: ['NoDeparture' as const] } },
      allowed: false,
      reasons: [{ id: 'NoDeparture' }],
    },
    {
      name: 'the morning after a closed night’s eve',
      departure: '2026-03-05',
      over: { '2026-03-05': closed },
      allowed: true,
      reasons: [{ id: 'Closed' }],
    },
  ])('$name', ({ departure, over, allowed, reasons }) =>
    expect(checkDeparture('2026-03-03', departure, rules(over))).toEqual({ allowed, reasons }),
  );

  it('applies only the stay length without availability for the arrival', () => {
    const unknown = { ...rules({}, { knowledge: 'open', minLengthOfStay: 2 }), days: new Map(), calendar: calendarOf([]) };
    expect(checkDeparture('2026-03-03', '2026-03-04', unknown)).toEqual({ allowed: false, reasons: [{ id: 'StayTooShort', nights: 2 }] });
    expect(checkDeparture('2026-03-03', '2026-03-05', unknown).allowed).toBe(true);
  });

  it('limits stays to 90 nights', () =>
    expect(checkDeparture('2026-03-03', addDays('2026-03-03', 91), rules({})).reasons).toEqual([{ id: 'TooLong', nights: 90 }]));
});
