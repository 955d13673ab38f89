import type { Reservation } from './reservation';

/**
 * The member's reservation list in three groups (issue 18 item 4: "upcoming, past, cancelled";
 * booking spec §3 statuses). Decision, the spec being silent: the service's status decides
 * (Departed and NoShow are past, Cancelled cancelled); a stay whose status is not final yet but
 * whose departure day has passed is past too. Upcoming soonest first; past and cancelled newest first.
 */
export type ReservationGroup = 'upcoming' | 'past' | 'cancelled';

export function reservationGroupOf(reservation: Pick<Reservation, 'status' | 'endDate'>, today: string): ReservationGroup {
  if (reservation.status === 'Cancelled') return 'cancelled';
  if (reservation.status === 'Departed' || reservation.status === 'NoShow' || reservation.endDate < today) return 'past';
  return 'upcoming';
}

export function groupReservations<R extends Pick<Reservation, 'status' | 'endDate' | 'startDate'>>(
  reservations: readonly R[],
  today: string,
): Record<ReservationGroup, R[]> {
  const groups: Record<ReservationGroup, R[]> = { upcoming: [], past: [], cancelled: [] };
  for (const reservation of reservations) groups[reservationGroupOf(reservation, today)].push(reservation);
  groups.upcoming.sort((a, b) => a.startDate.localeCompare(b.startDate));
  groups.past.sort((a, b) => b.startDate.localeCompare(a.startDate));
  groups.cancelled.sort((a, b) => b.startDate.localeCompare(a.startDate));
  return groups;
}
