import { atom } from 'jotai/vanilla';
import type { HoldRedemption } from '../../../../shared/domain/booking/hold-request';
import type { RedemptionRequest } from '../../../../shared/domain/loyalty/redemption-request';

/**
 * The points the member chose at checkout (issue 17 item 1), as the hold takes them: kept in the
 * page (never stored: a reload starts from no points), read by the summary flow when it holds and
 * pays. Undefined or zero points: the booking is paid in cash only.
 */
export interface PointsChoice extends HoldRedemption {
  /** What the points pay and the cash left, in the cart's currency (`splitRedemption`). */
  pointsValue: number;
  cash: number;
  /** The redemption request as built (loyalty §3), for `log/point-redeem`. */
  request: RedemptionRequest | undefined;
}

export const pointsChoiceAtom = atom<PointsChoice | undefined>(undefined);

/** The points the choice spends, 0 without one. */
export const chosenPoints = (choice: PointsChoice | undefined): number => choice?.points ?? 0;
