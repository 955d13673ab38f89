import { fetchMemberReservationIds, fetchReservationsById } from '../../shared/api/reservation-service';
import type { ApiResult } from '../../shared/api/types';
import type { Reservation } from '../../shared/domain/booking/reservation';
import type { Language } from '../../shared/domain/languages';
import { defineServerRead } from '../../shared/store/server-read';
import { loginTokenAtom } from '../../shared/store/session-atoms';

/**
 * The member's reservations (issue 18 item 4): the ids from webcheckin/getreservationsbyresid, then
 * the Reservations of those ids from the content service's `{path}.getreservationsbyresid.json`
 * (each with its status). Reads again when the visitor signs in or out.
 */
export const memberReservationsRead = defineServerRead({
  read: async (_key: { language: Language }, { client }): Promise<ApiResult<Reservation[]>> => {
    const ids = await fetchMemberReservationIds(client);
    if (!ids.ok) return ids;
    return fetchReservationsById(client, ids.data);
  },
  login: loginTokenAtom,
});
