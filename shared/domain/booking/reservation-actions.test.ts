import { describe, expect, it } from 'vitest';
import { reservationActions, type ReservationAction } from './reservation-actions';

// Issue 18 item 2; booking spec §2 "manage reservation", §3 statuses; loyalty spec §4 check-in, §7 emailinvoices.
describe('reservationActions', () => {
  it.each<[string, ReservationAction[]]>([
    ['Reserved', ['modify', 'cancel', 'check-in', 'print', 'share', 'resend']],
    ['Confirmed', ['modify', 'cancel', 'check-in', 'print', 'share', 'resend']],
    ['Arrived', ['check-in', 'print']],
    ['Departed', ['invoices', 'print']],
    ['NoShow', ['print']],
    ['Cancelled', ['print']],
    ['', ['print']],
    ['Something new', ['print']],
  ])('%s -> %j', (status, expected) => {
    expect(reservationActions(status)).toEqual(expected);
  });
});
