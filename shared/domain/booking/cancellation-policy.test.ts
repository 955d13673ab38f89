import { describe, expect, it } from 'vitest';
import { cancellationPolicyOf, type CancellationPolicy } from './cancellation-policy';

// Booking spec §3 (cart item isNonRefundable) and §5 (CancelPenalty flag): the policy the visitor accepts.
describe('cancellationPolicyOf', () => {
  it.each<[boolean, boolean, CancellationPolicy]>([
    [false, false, 'free-cancellation'],
    [false, true, 'cancel-penalty'],
    [true, false, 'non-refundable'],
    [true, true, 'non-refundable'],
  ])('non-refundable %j, cancel penalty %j -> %s', (isNonRefundable, cancelPenalty, expected) => {
    expect(cancellationPolicyOf({ isNonRefundable, roomRate: { cancelPenalty } })).toBe(expected);
  });
});
