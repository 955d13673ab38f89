import { fetchReservation } from '../../shared/api/reservation-service';
import type { ApiError, ApiResult } from '../../shared/api/types';
import type { Reservation } from '../../shared/domain/booking/reservation';
import type { Language } from '../../shared/domain/languages';
import { defineServerRead } from '../../shared/store/server-read';

export interface ConfirmedBooking {
  /** In the order of the page's `confirmNo` parameter. */
  reservations: Reservation[];
  /** Numbers the service does not know (E91) while others were found. */
  missing: string[];
}

/**
 * The reservations of the page's confirmation numbers (call 9, one call per number). Found ones
 * show, unknown ones are listed as missing; when none is found the read fails with the first
 * failure that is not E91 (a network problem deserves "try again", not "not found"), else E91.
 */
export const reservationsRead = defineServerRead({
  read: async ({ confirmNos }: { language: Language; confirmNos: readonly string[] }, { client }): Promise<ApiResult<ConfirmedBooking>> => {
    const results = await Promise.all(confirmNos.map((confirmNo) => fetchReservation(client, confirmNo)));
    const reservations = results.flatMap((result) => (result.ok ? [result.data] : []));
    const errors = results.flatMap((result): ApiError[] => (result.ok ? [] : [result.error]));
    const error = errors.find((failure) => failure.code !== 'E91') ?? errors[0];
    if (reservations.length === 0 && error) return { ok: false, error };
    const missing = confirmNos.filter((_confirmNo, index) => !results[index]?.ok);
    return { ok: true, data: { reservations, missing } };
  },
});
