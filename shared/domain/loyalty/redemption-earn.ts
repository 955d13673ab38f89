import { estimatePoints, type PointsEstimateInput } from './points-estimate';
import type { RedemptionSplit } from './redemption';

/**
 * The points the cash part earns (loyalty §4 "Earning", issue 17: "the earn estimate shown for
 * the cash part"): the earning amount scaled by the share paid in cash, then the usual rule.
 * Decision: a stay paid entirely with points earns nothing, fixed points included (nothing was
 * paid to earn on).
 */
export function earnOnCashPart(estimate: PointsEstimateInput, split: Pick<RedemptionSplit, 'total' | 'cash'>): number {
  if (!(split.total > 0) || !(split.cash > 0)) return 0;
  const share = Math.min(1, split.cash / split.total);
  return estimatePoints({ ...estimate, amount: estimate.amount * share });
}
