import { modifyReservation } from '../../../shared/api/modify-service';
import { getApiClient } from '../../../shared/api/page-client';
import type { ApiResult } from '../../../shared/api/types';
import type { HoldLevel } from '../../../shared/domain/booking/hold-request';
import { readEntry } from '../../../shared/storage';
import { leaveModify, modifyRecordEntry } from '../../../shared/store/modify-session';

/**
 * The summary step in the modify-reservation flow (booking spec §4 "Modify flow"; issue 18 item 3):
 * the new stay, built as a hold level, replaces the booked one in one step through
 * `POST /api/checkout/modify ?confirmNo` (no hold to pay: the difference is settled with the
 * property, and the modify banner showed it, old and new side by side, before this press). The
 * flow then ends (`leaveModify`: the guest's own cart comes back). Loaded only while modifying.
 *
 * The Idempotency-Key names the change (reservation, stay, room, rate, add-ons): a second press, a
 * reload or a lost answer commits it once.
 */
export async function commitModification(level: HoldLevel): Promise<ApiResult<string[]> | undefined> {
  const record = readEntry(modifyRecordEntry);
  if (!record) return undefined;
  const room = level.rooms[0];
  const key = [
    'modify',
    record.confirmNo,
    room?.startDate,
    room?.endDate,
    room?.roomTypeCode,
    room?.ratePlanCode,
    // Every count: 2 adults -> 1 adult of one breakfast is another change (quantity alone is 0 for both).
    level.addons
      .map((addon) => `${addon.serviceInventoryCode}x${addon.numberOfAdult}/${addon.numberOfChildren}/${addon.quantity}`)
      .join('+'),
  ].join(':');
  const answer = await modifyReservation(getApiClient(), record.confirmNo, level, key);
  if (!answer.ok) return answer;
  leaveModify();
  return { ok: true, data: [answer.data.confirmNo] };
}
