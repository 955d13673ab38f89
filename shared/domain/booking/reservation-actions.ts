/**
 * What a guest may do with a reservation, by its status (issue 18 item 2; booking spec §2 "manage
 * reservation", §3 "Reservation" statuses Arrived, NoShow, Cancelled, Departed; loyalty spec §4
 * web check-in, §7 emailinvoices). The spec names the statuses and the actions, not the pairing;
 * decisions: only a stay not begun (`Reserved`, the booked state; `Confirmed` is read the same)
 * can be changed, cancelled or re-sent; check-in opens from booking until the guest has arrived
 * (an Arrived guest sees the check-in state, and checks out there); invoices exist after departure;
 * a cancelled or missed stay can only be printed for the guest's records.
 */
export type ReservationAction = 'modify' | 'cancel' | 'check-in' | 'print' | 'share' | 'resend' | 'invoices';

const ACTIONS: Readonly<Record<string, readonly ReservationAction[]>> = {
  Reserved: ['modify', 'cancel', 'check-in', 'print', 'share', 'resend'],
  Confirmed: ['modify', 'cancel', 'check-in', 'print', 'share', 'resend'],
  Arrived: ['check-in', 'print'],
  Departed: ['invoices', 'print'],
  NoShow: ['print'],
  Cancelled: ['print'],
};

/** The actions offered, in the order shown; an unknown status offers printing only (a safe default). */
export function reservationActions(status: string): readonly ReservationAction[] {
  return ACTIONS[status] ?? ['print'];
}
