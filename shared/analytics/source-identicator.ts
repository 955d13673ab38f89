import type { ApiClient } from '../api/types';
import type { HoldLevel } from '../domain/booking/hold-request';
import { sourceIdentificationOf } from '../domain/booking/source-identification';

/**
 * Booking spec §7 `POST /api/source-identicator/datalayer`: after a hold is placed, the booking's
 * source identification goes to the service (fire and forget: analytics never stops a booking;
 * a broken call is reported by the page client like any other).
 */
export function identifyBookingSource(client: ApiClient, level: HoldLevel): void {
  const identification = sourceIdentificationOf(level.rooms);
  if (!identification) return;
  void client.post('/api/source-identicator/datalayer', identification, { parse: () => true });
}
