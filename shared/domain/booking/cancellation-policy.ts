import type { CartItem } from './cart-item';

/**
 * A rate's cancellation policy in words (issue 16 item 1: "acceptance of conditions with the rate's
 * cancellation policy in words"), from the cart item's flags (booking spec §3 cart item
 * `isNonRefundable`; §5 "a rate is flagged when its CancelPenalty policy code is in a stored list").
 * Non-refundable wins over a penalty: nothing is given back either way, and that is what the
 * visitor must know before accepting.
 */
export type CancellationPolicy = 'non-refundable' | 'cancel-penalty' | 'free-cancellation';

export function cancellationPolicyOf(
  item: Pick<CartItem, 'isNonRefundable'> & { roomRate: Pick<CartItem['roomRate'], 'cancelPenalty'> },
): CancellationPolicy {
  if (item.isNonRefundable) return 'non-refundable';
  return item.roomRate.cancelPenalty ? 'cancel-penalty' : 'free-cancellation';
}
