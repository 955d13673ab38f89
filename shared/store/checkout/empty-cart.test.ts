// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { testNowMs } from '../../../testing/clock';
import { CART_CHANGED_SESSION_KEYS } from '../../domain/booking/cart-changed';
import { reportEmptyCart } from './empty-cart';

/** Booking spec §4: the your-cart-is-empty event, and the session cart cleared. */
const stored = (key: string) => sessionStorage.getItem(`stay:${key}`);

beforeEach(() => {
  sessionStorage.clear();
  for (const key of [...CART_CHANGED_SESSION_KEYS, 'checkout-to-summary', 'guest-details']) {
    sessionStorage.setItem(`stay:${key}`, JSON.stringify({ value: true, storedAt: testNowMs() }));
  }
});

describe('reportEmptyCart', () => {
  it.each([
    ['summary', { name: 'summary' } as const, false],
    ['the return from payment', { name: 'committing', hold: undefined } as const, true],
  ])('an empty cart on %s: the event (payment %s) and the session cart cleared, the guest details kept', (_, state, payment) => {
    const heard: unknown[] = [];
    const target = document.createElement('div');
    document.body.append(target);
    window.addEventListener('stay:cart-empty', (event) => heard.push(event.detail), { once: true });
    expect(reportEmptyCart(state, 0, target)).toBe(true);
    expect(heard).toEqual([{ payment }]);
    for (const key of [...CART_CHANGED_SESSION_KEYS, 'checkout-to-summary']) expect(stored(key), key).toBeNull();
    expect(stored('guest-details')).not.toBeNull();
    target.remove();
  });

  it('a cart with apartments, or guest details: nothing raised, nothing cleared', () => {
    let heard = 0;
    const count = () => (heard += 1);
    window.addEventListener('stay:cart-empty', count);
    expect(reportEmptyCart({ name: 'summary' }, 1)).toBe(false);
    expect(reportEmptyCart({ name: 'guest-details' }, 0)).toBe(false);
    window.removeEventListener('stay:cart-empty', count);
    expect(heard).toBe(0);
    expect(stored('checkout-to-summary')).not.toBeNull();
  });
});
