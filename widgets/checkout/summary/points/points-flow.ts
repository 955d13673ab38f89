import { getApiClient } from '../../../../shared/api/page-client';
import type { HoldRedemption } from '../../../../shared/domain/booking/hold-request';
import { pageStore } from '../../../../shared/store/page-store';
import { pointsChoiceAtom } from './points-choice';

/**
 * What the summary flow does about points (issue 17 item 1), kept here so the flow only calls in:
 * the hold carries the choice (the service takes the points off the hold's amount to pay, issue
 * 28: the payment session is asked for the hold's pay-now amount), the redemption is logged
 * once held (`log/point-redeem`), and after the booking the member's balance is read again so the
 * header and the dashboard show it (`refreshMemberProfile`). The service code loads on demand.
 */
export function holdRedemption(): HoldRedemption | undefined {
  const choice = pageStore.get(pointsChoiceAtom);
  return choice && choice.points > 0 ? { points: choice.points, rooms: choice.rooms } : undefined;
}

export async function logHeldRedemption(holdId: string): Promise<void> {
  const choice = pageStore.get(pointsChoiceAtom);
  if (!choice || choice.points <= 0) return;
  // Through the section's chunk (loaded already when points were chosen): no chunk of its own for the service.
  const { logPointRedeem } = await import('./PointsSection');
  await logPointRedeem(getApiClient(), {
    holdId,
    pointRedeemed: choice.points,
    kind: choice.request?.kind ?? 'partial',
    request: choice.request?.body,
  });
}

export async function afterBooked(): Promise<void> {
  pageStore.set(pointsChoiceAtom, undefined);
  const { refreshMemberProfile } = await import('../../../../shared/store/member-session');
  await refreshMemberProfile();
}
