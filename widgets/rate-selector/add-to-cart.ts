import { requestLogin } from '../../shared/store/member-atoms';
import { pageStore } from '../../shared/store/page-store';
import { signedInAtom } from '../../shared/store/session-atoms';
import type { NewCartItem } from './cart-selection';

/** Issue 15 contract "Cart store": what a cart write answers. */
export type CartWriteResult = { ok: true } | { ok: false; reason: 'login-required' | 'failed'; message?: string };

/**
 * INTEGRATION POINT (issue 15 contract "Cart store"): the cart store (`shared/store/cart`, cart
 * helper) is the only writer of the cart (DESIGN.md §8) and has not landed yet. When it does, this
 * module becomes `pageStore.set(addToCart, item)`. Until then a member rate asks a guest to log in
 * (booking spec §4: AOA and MOBI require login) and the selection resumes after the login; any
 * other add answers `failed`, which the page says in words.
 */
export async function addRateToCart(item: NewCartItem, resume: () => void): Promise<CartWriteResult> {
  if (item.roomRate.requiresLogin && !pageStore.get(signedInAtom)) {
    requestLogin({ reason: 'member-rate', resume });
    return { ok: false, reason: 'login-required' };
  }
  return { ok: false, reason: 'failed', message: 'The cart store has not landed yet.' };
}
