import { describe, expect, it } from 'vitest';
import { groupReservations, reservationGroupOf, type ReservationGroup } from './reservation-groups';

// Issue 18 item 4 (upcoming, past, cancelled); booking spec §3 statuses Arrived, NoShow, Cancelled, Departed.
describe('reservationGroupOf', () => {
  it.each<[string, string, ReservationGroup]>([
    ['Reserved', '2027-01-13', 'upcoming'],
    ['Arrived', '2027-01-13', 'upcoming'],
    ['Departed', '2027-01-13', 'past'],
    ['NoShow', '2027-01-13', 'past'],
    ['Cancelled', '2027-01-13', 'cancelled'],
    ['Cancelled', '2026-01-13', 'cancelled'],
    ['Reserved', '2026-12-31', 'past'],
  ])('%s ending %s (today 2027-01-01) -> %s', (status, endDate, expected) => {
    expect(reservationGroupOf({ status, endDate }, '2027-01-01')).toBe(expected);
  });

  it('orders upcoming soonest first and past newest first', () => {
    const stay = (startDate: string, status = 'Reserved') => ({ startDate, endDate: `${startDate.slice(0, 8)}28`, status });
    const groups = groupReservations(
      [stay('2027-03-01'), stay('2027-02-01'), stay('2026-05-01', 'Departed'), stay('2026-06-01', 'Departed')],
      '2027-01-01',
    );
    expect(groups.upcoming.map((entry) => entry.startDate)).toEqual(['2027-02-01', '2027-03-01']);
    expect(groups.past.map((entry) => entry.startDate)).toEqual(['2026-06-01', '2026-05-01']);
  });
});
