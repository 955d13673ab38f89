import { shareReservation } from '../../api/reservation-service';
import { defineServerWrite } from '../../store/server-write';

/**
 * Share with a friend (call 10), one e-mail per confirmation number of the booking. A repeat of
 * the same address joins the one under way (server-write.ts); sending it again later is the
 * visitor's choice, so no idempotency key: nothing is booked or charged.
 */
export const shareBooking = defineServerWrite({
  write: async ({ confirmNos, email }: { confirmNos: readonly string[]; email: string }, { client }) => {
    const results = await Promise.all(confirmNos.map((confirmNo) => shareReservation(client, confirmNo, email)));
    return results.find((result) => !result.ok) ?? { ok: true as const, data: true as const };
  },
  invalidates: [],
});
